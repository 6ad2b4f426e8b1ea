import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/fake-api';
import { FakeUploadRequest } from '../../test/fake-upload-request';
import { renderScreen } from '../../test/render-screen';
import { anAd } from '../../test/staff-fixtures';
import { EditAdPage } from './edit-ad-page';

// Issue 40: «Исправить и отправить снова» on a rejected bouquet.
const REJECTED = anAd({
  status: 'cancel',
  reject_reason: 'На фото не тот букет',
  photos: [
    { card: '/media/1-480.webp', gallery: '/media/1-1280.webp' },
    { card: '/media/2-480.webp', gallery: '/media/2-1280.webp' },
  ],
});
const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

beforeEach(() => {
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
});

function renderFix(handlers = {}) {
  const calls = stubApi({
    'GET /api/ads/7': () => json(REJECTED),
    'GET /api/my-ads': () => json([]),
    ...handlers,
  });
  const view = renderScreen(<EditAdPage />, { route: '/edit-ad/:id', path: '/edit-ad/7' });
  return { calls, router: view.router, user: userEvent.setup({ applyAccept: false }) };
}

describe('fixing a rejected bouquet', () => {
  it('shows the moderator’s reason above the form with everything the bouquet had', async () => {
    renderFix();

    expect(await screen.findByText('Причина отклонения: На фото не тот букет')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Название' })).toHaveValue('Розы');
    expect(screen.getByRole('textbox', { name: /Цена продавца/ })).toHaveValue('5000');
    expect(screen.getByRole('textbox', { name: /Описание/ })).toHaveValue('Пятнадцать алых роз');
    expect(screen.getByRole('combobox', { name: 'Адрес' })).toHaveValue('Москва, Арбат 1');
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+79991234567');
    expect(screen.getByRole('img', { name: 'Фото 1' })).toHaveAttribute('src', '/media/1-480.webp');
    expect(screen.getByText('2 из 6')).toBeInTheDocument();
    expect(screen.queryByText(/сейчас нельзя изменить/)).toBeNull();
  });

  it('sends the fixed bouquet back to moderation as the same ad, once, and returns to /myads', async () => {
    FakeUploadRequest.install();
    const { router, user } = renderFix();
    const title = await screen.findByRole('textbox', { name: 'Название' });
    await user.clear(title);
    await user.type(title, 'Розы алые');
    const send = screen.getByRole('button', { name: 'Отправить на модерацию' });
    await user.dblClick(send);

    const upload = FakeUploadRequest.last();
    expect(FakeUploadRequest.all).toHaveLength(1);
    expect(upload.method).toBe('PUT');
    expect(upload.url).toBe('/api/ads/7/resubmit');
    expect(Object.fromEntries(upload.sent?.entries() ?? [])).toEqual({
      keep_photos: '0,1',
      title: 'Розы алые',
      original_price: '5000',
      description: 'Пятнадцать алых роз',
      address: 'Москва, Арбат 1',
      phone: '+79991234567',
    });
    upload.respond(200, { ...REJECTED, status: 'wait_moder', title: 'Розы алые' });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/myads');
    });
  });

  it('shows its photos, and sends the ones kept with the new ones, with a progress bar', async () => {
    FakeUploadRequest.install();
    const { user } = renderFix();
    expect(await screen.findByRole('img', { name: 'Фото 2' })).toHaveAttribute(
      'src',
      '/media/2-480.webp',
    );
    await user.click(screen.getByRole('button', { name: 'Удалить фото 1' }));
    await user.upload(screen.getByLabelText('Добавить фото'), [photo('new.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Отправить на модерацию' }));

    const upload = FakeUploadRequest.last();
    upload.progress(500, 1000);
    const bar = await screen.findByRole('progressbar', { name: 'Загрузка объявления' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(upload.sent?.get('keep_photos')).toBe('1');
    expect(upload.sent?.getAll('images').map((file) => (file as File).name)).toEqual(['new.jpg']);
  });

  it('refuses a bouquet left without photos with «ERROR: Нет файлов (фото)!»', async () => {
    FakeUploadRequest.install();
    const { user } = renderFix();
    await user.click(await screen.findByRole('button', { name: 'Удалить фото 1' }));
    await user.click(screen.getByRole('button', { name: 'Удалить фото 1' }));
    await user.click(screen.getByRole('button', { name: 'Отправить на модерацию' }));

    expect(await screen.findByText('ERROR: Нет файлов (фото)!')).toBeInTheDocument();
    expect(FakeUploadRequest.all).toHaveLength(0);
  });

  it('keeps the form and says why when the server refuses', async () => {
    FakeUploadRequest.install();
    const { user } = renderFix();
    await screen.findByRole('textbox', { name: 'Название' });
    await user.click(screen.getByRole('button', { name: 'Отправить на модерацию' }));
    FakeUploadRequest.last().respond(409, {
      error: 'Исправить и отправить снова можно только отклонённый модератором букет',
    });

    expect(
      await screen.findByText(/Исправить и отправить снова можно только отклонённый/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Название' })).toHaveValue('Розы');
    expect(screen.getByRole('img', { name: 'Фото 2' })).toBeInTheDocument();
  });
});
