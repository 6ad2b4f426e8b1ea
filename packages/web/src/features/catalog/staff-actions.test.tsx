import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAd } from '../../test/ads';
import { json } from '../../test/fake-api';
import type { ApiHandlers } from '../../test/fake-api';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';
import { cataloguePage } from '../../test/search';

const RESERVED = makeAd({ id: 9, title: 'Лилии', status: 'reserved' });

async function openCard(handlers: ApiHandlers) {
  const calls = stubSignedInApi('moderator', {
    'GET /api/ads/search': () => cataloguePage([RESERVED]),
    ...handlers,
  });
  renderApp({ launch: telegramLaunch() });
  const card = await screen.findByRole('article', { name: 'Лилии' });
  // Staff actions load as their own chunk, after the card.
  await within(card).findByRole('button', { name: 'Отменить заказ' });
  return { calls, card };
}

async function confirmCancel(card: HTMLElement) {
  await userEvent.click(within(card).getByRole('button', { name: 'Отменить заказ' }));
  const dialog = await screen.findByRole('dialog', { name: 'Подтвердите отмену заказа' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Да, отменить' }));
}

describe('staff actions on catalogue cards (spec §2, §8)', () => {
  it('asks «Подтвердите отмену заказа» and does nothing on «Нет»', async () => {
    const { calls, card } = await openCard({});

    await userEvent.click(within(card).getByRole('button', { name: 'Отменить заказ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердите отмену заказа' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Нет' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(calls.some((call) => call.path.startsWith('/api/orders'))).toBe(false);
  });

  it('cancels the order and says «Отмена заказа прошла успешно»', async () => {
    const { calls, card } = await openCard({
      'GET /api/orders/by-ad/9': () => json({ order: 31 }),
      'POST /api/orders/31/cancel': () => json({ ok: true }),
    });

    await confirmCancel(card);

    expect(await screen.findByRole('alert')).toHaveTextContent('Отмена заказа прошла успешно');
    expect(
      calls.some((call) => call.method === 'POST' && call.path === '/api/orders/31/cancel'),
    ).toBe(true);
  });

  it('says «Нет активного заказа для этого объявления» when the ad has no order', async () => {
    const { card } = await openCard({ 'GET /api/orders/by-ad/9': () => json({ order: null }) });

    await confirmCancel(card);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Нет активного заказа для этого объявления',
    );
  });

  it('shows «Ошибка при отмене заказа: » with the server error', async () => {
    const { card } = await openCard({
      'GET /api/orders/by-ad/9': () => json({ order: 31 }),
      'POST /api/orders/31/cancel': () => json({ error: 'Заказ уже завершён' }, 409),
    });

    await confirmCancel(card);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ошибка при отмене заказа: Заказ уже завершён',
    );
  });

  it('deletes the ad after «🗑️ Удалить объявление?» and says «Объявление удалено администратором»', async () => {
    const { calls, card } = await openCard({
      'DELETE /api/ads/9/admin-delete': () => json(RESERVED),
    });

    await userEvent.click(within(card).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: '🗑️ Удалить объявление?' });
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да, удалить' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Объявление удалено администратором',
    );
    await waitFor(() => {
      expect(calls.filter((call) => call.path === '/api/ads/search')).toHaveLength(2);
    });
  });

  it('shows «Ошибка при удалении объявления: » when deleting fails', async () => {
    const { card } = await openCard({
      'DELETE /api/ads/9/admin-delete': () => json({ error: 'Объявление не найдено' }, 404),
    });

    await userEvent.click(within(card).getByRole('button', { name: 'Удалить' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Да, удалить' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ошибка при удалении объявления: Объявление не найдено',
    );
  });

  it('offers no staff actions to a user', async () => {
    stubSignedInApi('user', {
      'GET /api/ads/search': () => cataloguePage([makeAd({ title: 'Розы' })]),
    });
    renderApp({ launch: telegramLaunch() });

    const card = await screen.findByRole('article', { name: 'Розы' });
    expect(within(card).queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
  });
});
