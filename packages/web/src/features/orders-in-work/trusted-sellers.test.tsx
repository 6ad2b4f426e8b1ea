import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TrustedSellerEntry } from '@flowers/domain';
import { json, stubApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { OrdersInWorkPage } from './orders-in-work-page';

const ANNA: TrustedSellerEntry = {
  seller_id: '501',
  username: 'anna_flowers',
  delivered_orders: 7,
  rating: 4.8,
  disputes_lost: 0,
  trusted: true,
  revoked: false,
};

function renderPanel(entry: TrustedSellerEntry) {
  let current = entry;
  const calls = stubApi({
    'GET /api/orders/all': () => json([]),
    'GET /api/staff/trusted-sellers': () => json([current]),
    'POST /api/staff/trusted-sellers/501/revoke': () => {
      current = { ...current, trusted: false, revoked: true };
      return json(current);
    },
    'POST /api/staff/trusted-sellers/501/restore': () => {
      current = { ...current, trusted: true, revoked: false };
      return json(current);
    },
  });
  renderScreen(<OrdersInWorkPage />, { role: 'moderator', route: '/moderpanel' });
  return calls;
}

const section = () => within(screen.getByRole('region', { name: 'Проверенные продавцы' }));

describe('«Проверенные продавцы» for staff (issue 29)', () => {
  it('revokes a seller’s status after asking', async () => {
    const calls = renderPanel(ANNA);
    const user = userEvent.setup();
    await screen.findByText('@anna_flowers');
    expect(section().getByText('Доставлено: 7 · Рейтинг: 4,8')).toBeInTheDocument();

    await user.click(section().getByRole('button', { name: 'Отозвать статус: @anna_flowers' }));
    await user.click(await screen.findByRole('button', { name: 'Да' }));

    expect(
      await section().findByRole('button', { name: 'Вернуть статус: @anna_flowers' }),
    ).toBeInTheDocument();
    expect(section().getByText(/Статус отозван/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/staff/trusted-sellers/501/revoke',
    ]);
  });

  it('restores a revoked status', async () => {
    const calls = renderPanel({ ...ANNA, trusted: false, revoked: true });
    const user = userEvent.setup();
    await user.click(
      await section().findByRole('button', { name: 'Вернуть статус: @anna_flowers' }),
    );
    expect(
      await section().findByRole('button', { name: 'Отозвать статус: @anna_flowers' }),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/staff/trusted-sellers/501/restore')).toBe(true);
  });
});
