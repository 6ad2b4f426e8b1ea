import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from '../../router/link';
import { useClosingConfirmation } from '../../telegram/use-closing-confirmation';
import { json, stubApi } from '../../test/fake-api';
import { FakeUploadRequest } from '../../test/fake-upload-request';
import { renderScreen } from '../../test/render-screen';
import { anAd } from '../../test/staff-fixtures';
import { CreateAdPage } from './create-ad-page';

// Issue 40: leaving the form during «Обработка фото…» published the ad without a word, and
// posting again made a duplicate.
vi.mock('../../telegram/write-access', () => ({
  canAskWriteAccess: vi.fn(() => false),
  askWriteAccess: vi.fn(() => Promise.resolve(false)),
}));
vi.mock('../../telegram/use-closing-confirmation', () => ({ useClosingConfirmation: vi.fn() }));

const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

beforeEach(() => {
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
  sessionStorage.clear();
  vi.mocked(useClosingConfirmation).mockClear();
  stubApi({ 'GET /api/address/suggest': () => json({ suggestions: [] }) });
  FakeUploadRequest.install();
});

async function startPosting() {
  const user = userEvent.setup({ applyAccept: false });
  const view = renderScreen(
    <>
      <CreateAdPage />
      <Link to="/">Каталог</Link>
    </>,
    { route: '/add' },
  );
  await user.upload(screen.getByLabelText('Добавить фото'), [photo('a.jpg')]);
  await user.type(screen.getByRole('textbox', { name: 'Название' }), 'Розы');
  await user.type(screen.getByRole('textbox', { name: /Цена продавца/ }), '5000');
  await user.type(screen.getByRole('combobox', { name: 'Адрес' }), 'Москва, Арбат 1');
  await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '+79991234567');
  await user.click(screen.getByRole('button', { name: 'Добавить' }));
  return { user, router: view.router, upload: FakeUploadRequest.last() };
}

describe('the new-ad form holds the seller while photos are processed', () => {
  it('asks Telegram to confirm closing the app while the ad is being sent', async () => {
    const { upload } = await startPosting();
    await waitFor(() => expect(useClosingConfirmation).toHaveBeenLastCalledWith(true));
    upload.respond(200, anAd({ status: 'wait_moder' }));
    await waitFor(() => expect(useClosingConfirmation).toHaveBeenLastCalledWith(false));
  });

  it('asks before leaving the form, and stays on «Остаться»', async () => {
    const { user, router } = await startPosting();
    await user.click(screen.getByRole('link', { name: 'Каталог' }));

    const popup = within(await screen.findByRole('dialog', { name: 'Фото ещё обрабатываются' }));
    await user.click(popup.getByRole('button', { name: 'Остаться' }));
    expect(router.state.location.pathname).toBe('/add');
  });

  it('lets her go on «Уйти», and still says when the ad is posted', async () => {
    const { user, router, upload } = await startPosting();
    await user.click(screen.getByRole('link', { name: 'Каталог' }));
    const popup = within(await screen.findByRole('dialog', { name: 'Фото ещё обрабатываются' }));
    await user.click(popup.getByRole('button', { name: 'Уйти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    upload.respond(200, anAd({ status: 'wait_moder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Объявление отправлено на модерацию',
    );
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends the form’s key, the same one again after a failure, a new one after a post', async () => {
    const { user, upload } = await startPosting();
    const key = upload.sent?.get('creation_key');
    expect(key).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    upload.respond(502, '<html>Bad Gateway</html>');
    await screen.findByText(/Сервер временно недоступен/);

    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    const again = FakeUploadRequest.last();
    expect(again).not.toBe(upload);
    expect(again.sent?.get('creation_key')).toBe(key);
    again.respond(200, anAd({ status: 'wait_moder' }));
    await screen.findByRole('alert');
    expect(sessionStorage.getItem('flowers/ad-creation-key')).toBeNull();
  });
});
