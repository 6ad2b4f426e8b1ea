import { CHAT_DRAFT_MESSAGES } from '@flowers/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi, type ApiHandlers } from '../../test/fake-api';
import { FakeUploadRequest } from '../../test/fake-upload-request';
import { renderScreen } from '../../test/render-screen';
import { anAd } from '../../test/staff-fixtures';
import { CreateAdPage } from './create-ad-page';

vi.mock('../../telegram/write-access', () => ({
  canAskWriteAccess: vi.fn(() => false),
  askWriteAccess: vi.fn(() => Promise.resolve(false)),
}));

const DRAFT_ID = 'Ab3dE5gH9jK1mN0p';
const DRAFT = {
  id: DRAFT_ID,
  title: 'Пионы 15 шт',
  description: 'Свежие, с дачи',
  price: 6500,
  photos: [
    {
      card: 'https://cdn.example/drafts/a-480.webp',
      gallery: 'https://cdn.example/drafts/a-1280.webp',
      file: `/api/drafts/${DRAFT_ID}/photos/0`,
    },
    {
      card: 'https://cdn.example/drafts/b-480.webp',
      gallery: 'https://cdn.example/drafts/b-1280.webp',
      file: `/api/drafts/${DRAFT_ID}/photos/1`,
    },
  ],
  expires_at: '2026-11-27T10:00:00.000Z',
};
const webp = () => new Response(new Blob(['webp'], { type: 'image/webp' }));

function openDraft(handlers: ApiHandlers) {
  const calls = stubApi({
    'GET /api/address/suggest': () => json({ suggestions: [] }),
    ...handlers,
  });
  const user = userEvent.setup();
  const view = renderScreen(<CreateAdPage />, { route: '/add', path: `/add?draft=${DRAFT_ID}` });
  return { calls, user, ...view };
}

beforeEach(() => {
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
});

describe('create ad: an album sent to the bot', () => {
  it('opens with the album’s photos and the caption’s title, description and price', async () => {
    openDraft({
      [`GET /api/drafts/${DRAFT_ID}`]: () => json(DRAFT),
      [`GET /api/drafts/${DRAFT_ID}/photos/0`]: webp,
      [`GET /api/drafts/${DRAFT_ID}/photos/1`]: webp,
    });

    expect(await screen.findByText(CHAT_DRAFT_MESSAGES.prefilled)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Название' })).toHaveValue('Пионы 15 шт');
    expect(screen.getByRole('textbox', { name: /Цена продавца/ })).toHaveValue('6500');
    expect(screen.getByRole('textbox', { name: 'Описание' })).toHaveValue('Свежие, с дачи');
    const tiles = within(screen.getByRole('list', { name: 'Выбранные фото' }));
    expect(tiles.getAllByRole('listitem')).toHaveLength(2);
  });

  it('publishes only when the seller sends the form, with the album’s photos, then drops the draft', async () => {
    FakeUploadRequest.install();
    const { calls, user, router } = openDraft({
      [`GET /api/drafts/${DRAFT_ID}`]: () => json(DRAFT),
      [`GET /api/drafts/${DRAFT_ID}/photos/0`]: webp,
      [`GET /api/drafts/${DRAFT_ID}/photos/1`]: webp,
      [`DELETE /api/drafts/${DRAFT_ID}`]: () => json({ ok: true }),
    });
    await screen.findByText(CHAT_DRAFT_MESSAGES.prefilled);
    expect(FakeUploadRequest.all).toEqual([]);
    await user.type(screen.getByRole('combobox', { name: 'Адрес' }), 'Москва, Арбат 1');
    await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '+79991234567');

    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    const upload = FakeUploadRequest.last();
    expect(upload.sent?.getAll('images')).toHaveLength(2);
    expect(upload.sent?.get('title')).toBe('Пионы 15 шт');
    expect(upload.sent?.get('original_price')).toBe('6500');
    upload.respond(200, anAd({ status: 'wait_moder' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => {
      expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    });
  });

  it('says so when the draft is another seller’s, and leaves the form empty', async () => {
    openDraft({
      [`GET /api/drafts/${DRAFT_ID}`]: () => json({ error: CHAT_DRAFT_MESSAGES.notYours }, 403),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(CHAT_DRAFT_MESSAGES.notYours);
    expect(screen.getByRole('textbox', { name: 'Название' })).toHaveValue('');
  });
});
