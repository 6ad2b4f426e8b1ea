import { PHOTO_MESSAGES } from '@flowers/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/fake-api';
import { FakeUploadRequest } from '../../test/fake-upload-request';
import { renderScreen } from '../../test/render-screen';
import { anAd } from '../../test/staff-fixtures';
import { askWriteAccess, canAskWriteAccess } from '../../telegram/write-access';
import { CreateAdPage } from './create-ad-page';

vi.mock('../../telegram/write-access', () => ({
  canAskWriteAccess: vi.fn(() => false),
  askWriteAccess: vi.fn(() => Promise.resolve(false)),
}));

const photo = (name: string, type = 'image/jpeg') => new File(['x'], name, { type });

function renderForm() {
  const user = userEvent.setup({ applyAccept: false });
  const view = renderScreen(<CreateAdPage />, { route: '/add' });
  return { user, ...view, picker: screen.getByLabelText('Добавить фото') };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Название' }), 'Розы');
  await user.type(screen.getByRole('textbox', { name: /Цена продавца/ }), '5000');
  await user.type(screen.getByRole('combobox', { name: 'Адрес' }), 'Москва, Арбат 1');
  await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '+79991234567');
}

beforeEach(() => {
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
  stubApi({ 'GET /api/address/suggest': () => json({ suggestions: [] }) });
});

describe('create ad: photos', () => {
  it('shows an 88 px tile with a delete button per photo and accepts HEIC by extension', async () => {
    const { user, picker } = renderForm();
    expect(picker).toHaveAttribute('accept', 'image/*,.heic,.heif');

    await user.upload(picker, [photo('a.jpg'), photo('IMG_1.HEIC', '')]);

    const tiles = within(screen.getByRole('list', { name: 'Выбранные фото' }));
    expect(tiles.getAllByRole('listitem')).toHaveLength(2);
    await user.click(tiles.getByRole('button', { name: 'Удалить фото 1' }));
    expect(tiles.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('1 из 6')).toBeInTheDocument();
  });

  it('refuses a seventh photo with «Максимум 6 фото»', async () => {
    const { user, picker } = renderForm();
    await user.upload(
      picker,
      [1, 2, 3, 4, 5].map((n) => photo(`${n}.jpg`)),
    );

    await user.upload(picker, [photo('6.jpg'), photo('7.jpg')]);

    expect(screen.getByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.tooMany);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('refuses a file that is not an image', async () => {
    const { user, picker } = renderForm();
    await user.upload(picker, photo('notes.txt', 'text/plain'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Выберите файлы изображений (JPG, PNG, HEIC и т.д.)',
    );
  });

  it('says «Файлы не были выбраны. Попробуйте еще раз.» for an empty selection', async () => {
    const { picker } = renderForm();
    fireEvent.change(picker, { target: { files: [] } });
    expect(screen.getByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.emptySelection);
  });
});

describe('create ad: fields', () => {
  it('sums every problem up once on submit and clears a field’s error as the user types', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Добавить' }));

    // The photo rule has no field of its own; the fields are named, their messages stay theirs.
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('ERROR: Нет файлов (фото)!');
    expect(summary).toHaveTextContent('Проверьте поля: Название, Цена продавца, Адрес, Телефон');
    expect(summary).not.toHaveTextContent('Введите название');
    expect(screen.getByRole('textbox', { name: /Цена продавца/ })).toHaveAccessibleDescription(
      /Введите цену/,
    );
    expect(screen.getByRole('combobox', { name: 'Адрес' })).toHaveAccessibleDescription(
      'Введите адрес',
    );
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveAccessibleDescription(
      'Введите телефон',
    );
    const title = screen.getByRole('textbox', { name: 'Название' });
    expect(title).toHaveAccessibleDescription('Введите название');

    await user.type(title, 'Р');
    expect(title).not.toHaveAccessibleDescription('Введите название');
  });

  it('shows the price buyers will pay and the 5 000 ₽ minimum as the seller types', async () => {
    const { user } = renderForm();
    const price = screen.getByRole('textbox', { name: /Цена продавца/ });
    expect(price).toHaveAccessibleDescription(/Минимальная цена — 5\s000\s₽/);

    await user.type(price, '5000');

    expect(price).toHaveAccessibleDescription(/Покупатели увидят цену 6\s500\s₽/);
  });

  it('says the minimum price once, in one format, when the price is under it (issue 40)', async () => {
    const { user, picker } = renderForm();
    await user.upload(picker, [photo('a.jpg')]);
    await fillValidForm(user);
    const price = screen.getByRole('textbox', { name: /Цена продавца/ });
    await user.clear(price);
    await user.type(price, '4000');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));

    await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(/Минимальная цена/)).toHaveLength(1);
    expect(screen.getByText(/Минимальная цена/)).toHaveTextContent(
      /^Минимальная цена — 5\s000\s₽$/,
    );
  });

  it('suggests addresses after more than 3 characters in a dropdown at most 210 px high', async () => {
    const calls = stubApi({
      'GET /api/address/suggest': () => json({ suggestions: [{ value: 'г Москва, ул Тверская' }] }),
    });
    const { user } = renderForm();
    const address = screen.getByRole('combobox', { name: 'Адрес' });

    await user.type(address, 'Тве');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toHaveLength(0);
    await user.type(address, 'р');

    const option = await screen.findByRole('option', { name: 'г Москва, ул Тверская' });
    expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: '210px' });
    expect(calls[0]?.path).toBe('/api/address/suggest');
    await user.click(option);
    expect(address).toHaveValue('г Москва, ул Тверская');
  });
});

describe('create ad: sending', () => {
  it('uploads the fields and photos with a real progress bar, then opens the catalogue', async () => {
    FakeUploadRequest.install();
    const { user, picker, router } = renderForm();
    await user.upload(picker, [photo('a.jpg'), photo('b.heic', '')]);
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    const upload = FakeUploadRequest.last();
    upload.progress(250, 1000);

    const bar = await screen.findByRole('progressbar', { name: 'Загрузка объявления' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'));
    expect(upload.url).toBe('/api/ads');
    expect(upload.sent?.getAll('images')).toHaveLength(2);
    expect(upload.sent?.get('original_price')).toBe('5000');
    expect(upload.sent?.get('address')).toBe('Москва, Арбат 1');
    upload.respond(200, anAd({ status: 'wait_moder' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Объявление отправлено на модерацию',
    );
    expect(router.state.location.state).toEqual({ postedAdTitle: 'Розы' });
  });

  it('asks Telegram once to let the bot write after the first posted ad', async () => {
    vi.mocked(canAskWriteAccess).mockReturnValue(true);
    const calls = stubApi({
      'GET /api/address/suggest': () => json({ suggestions: [] }),
      'GET /api/me/notifications': () => json({ enabled: true, bot_can_write: false }),
      'POST /api/me/write-access': () => json({ ok: true }),
    });
    FakeUploadRequest.install();
    const { user, picker } = renderForm();
    await user.upload(picker, [photo('a.jpg')]);
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    FakeUploadRequest.last().respond(200, anAd({ status: 'wait_moder' }));

    await waitFor(() => {
      expect(calls.find((call) => call.path === '/api/me/write-access')?.body).toEqual({
        granted: false,
      });
    });
    expect(askWriteAccess).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s reason with « (HTTP n)» and keeps what the seller typed', async () => {
    FakeUploadRequest.install();
    const { user, picker } = renderForm();
    await user.upload(picker, photo('a.jpg'));
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    FakeUploadRequest.last().respond(403, { error: 'Ваша учётная запись заблокирована' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ваша учётная запись заблокирована (HTTP 403)',
    );
    expect(screen.getByRole('textbox', { name: 'Название' })).toHaveValue('Розы');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('keeps the photos and fields when the network is down and uploads them again on «Повторить»', async () => {
    FakeUploadRequest.install();
    const { user, picker } = renderForm();
    await user.upload(picker, photo('a.jpg'));
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    FakeUploadRequest.last().dispatchEvent(new Event('error'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Нет связи с сервером.*Всё, что вы ввели, сохранено/,
    );
    expect(screen.getByRole('textbox', { name: 'Название' })).toHaveValue('Розы');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Повторить' }));

    expect(FakeUploadRequest.all).toHaveLength(2);
    expect(FakeUploadRequest.last().sent?.get('title')).toBe('Розы');
  });
});
