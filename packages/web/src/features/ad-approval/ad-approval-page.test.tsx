import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { anAd } from '../../test/staff-fixtures';
import { AdApprovalPage } from './ad-approval-page';

const WAITING = [
  anAd({
    id: 7,
    status: 'wait_moder',
    description: null,
    image_urls: ['/1.webp', '/2.webp', '/3.webp', '/4.webp', '/5.webp', '/6.webp'],
  }),
  anAd({ id: 8, title: 'Пионы', status: 'wait_moder' }),
];

const pageOf = (ads: readonly unknown[], next: string | null = null, total = ads.length) =>
  json({ ads, next_cursor: next, total });

function renderModeration(handlers = {}) {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  const calls = stubApi({ 'GET /api/moderate/ads/page': () => pageOf(WAITING), ...handlers });
  renderScreen(<AdApprovalPage />, { role: 'moderator', route: '/ad-moderation' });
  return { alert, calls, user: userEvent.setup() };
}

describe('ad moderation', () => {
  it('shows the count and every field of each waiting ad', async () => {
    renderModeration();
    const card = within(await screen.findByRole('article', { name: 'Розы' }));

    expect(screen.getByText('На модерации: 2')).toBeInTheDocument();
    expect(card.getByText('Без описания')).toBeInTheDocument();
    expect(card.getByText(/6\s500\s₽/)).toBeInTheDocument();
    expect(card.getByText(/5\s000\s₽/)).toBeInTheDocument();
    expect(card.getByText('Москва, Арбат 1')).toBeInTheDocument();
    expect(card.getByText('+79991234567')).toBeInTheDocument();
    expect(card.getByText('@anna')).toBeInTheDocument();
    expect(card.getByText('01.03.2025, 13:00 МСК')).toBeInTheDocument();
    expect(card.getByText('ОЖИДАЕТ МОДЕРАЦИИ')).toBeInTheDocument();
  });

  it('shows 4 thumbnails and a +N badge for the rest', async () => {
    renderModeration();
    const card = within(await screen.findByRole('article', { name: 'Розы' }));
    expect(card.getAllByRole('img', { name: /Розы, фото/ })).toHaveLength(4);
    expect(card.getByLabelText('Ещё 2 фото')).toHaveTextContent('+2');
  });

  it('approves with «Объявление одобрено!»', async () => {
    const { calls, user } = renderModeration({
      'POST /api/moderate/ads/7/approve': () => json({ ok: true }),
    });
    const card = within(await screen.findByRole('article', { name: 'Розы' }));
    await user.click(card.getByRole('button', { name: 'Одобрить' }));

    expect(await screen.findByText('Объявление одобрено!')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/moderate/ads/7/approve')).toBe(true);
  });

  it('requires a reason to reject, then says «Объявление отклонено!»', async () => {
    const { calls, user } = renderModeration({
      'POST /api/moderate/ads/8/reject': () => json({ ok: true }),
    });
    const card = within(await screen.findByRole('article', { name: 'Пионы' }));
    await user.click(card.getByRole('button', { name: 'Отклонить' }));
    const dialog = within(screen.getByRole('dialog', { name: /Причина отклонения/ }));

    await user.type(dialog.getByRole('textbox', { name: 'Причина' }), '   ');
    await user.click(dialog.getByRole('button', { name: 'Отклонить' }));
    expect(dialog.getByText('Укажите причину отклонения')).toBeInTheDocument();

    await user.type(dialog.getByRole('textbox', { name: 'Причина' }), 'Чужое фото');
    await user.click(dialog.getByRole('button', { name: 'Отклонить' }));
    expect(await screen.findByText('Объявление отклонено!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/moderate/ads/8/reject')?.body).toEqual({
      reason: 'Чужое фото',
    });
  });

  it('says the server’s reason in a toast when approval fails', async () => {
    const { user } = renderModeration({
      'POST /api/moderate/ads/7/approve': () => json({ error: 'Уже рассмотрено' }, 409),
    });
    const card = within(await screen.findByRole('article', { name: 'Розы' }));
    await user.click(card.getByRole('button', { name: 'Одобрить' }));
    expect(await screen.findByText('Не удалось одобрить: Уже рассмотрено')).toBeInTheDocument();
  });

  it('says the list failed to load, logs it, and offers «Повторить»', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'GET /api/moderate/ads/page': () => json({ error: 'x' }, 500) });
    renderScreen(<AdApprovalPage />, { role: 'moderator', route: '/ad-moderation' });
    expect(await screen.findByText('Не удалось загрузить список')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });

  it('reads a long queue a page at a time and counts all that wait', async () => {
    const calls = stubApi({
      'GET /api/moderate/ads/page': (call) =>
        call.query.get('cursor') === null
          ? pageOf([WAITING[0]], 'page-1', 2)
          : pageOf([WAITING[1]], null, 2),
    });
    renderScreen(<AdApprovalPage />, { role: 'moderator', route: '/ad-moderation' });
    await screen.findByRole('article', { name: 'Розы' });
    expect(screen.getByText('На модерации: 2')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Пионы' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));

    expect(await screen.findByRole('article', { name: 'Пионы' })).toBeInTheDocument();
    expect(calls.map((call) => call.query.get('cursor'))).toEqual([null, 'page-1']);
  });
});
