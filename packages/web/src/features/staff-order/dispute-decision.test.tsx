import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { aSafeDeal, anOrder } from '../../test/staff-fixtures';
import { StaffOrderPage } from './staff-order-page';

const DISPUTED = aSafeDeal({
  state_label: 'Спор',
  awaiting_buyer: false,
  dispute: {
    id: 3,
    text: 'Букет завял',
    photos: ['/media/d1.webp', '/media/d2.webp'],
    created_at: '2025-03-01T12:00:00.000Z',
    decision: null,
    decision_label: null,
    refund_kopecks: null,
  },
});

const DECISION_PATH = '/api/moderator/orders/1/dispute/decision';

function renderDetail() {
  renderScreen(<StaffOrderPage />, {
    role: 'moderator',
    route: '/moderator/orders/:orderId',
    path: '/moderator/orders/1',
  });
  return screen.findByRole('region', { name: 'Безопасная сделка' });
}

describe('the dispute in the moderator order screen (issue 15)', () => {
  it('shows the state, the buyer’s complaint and its photos', async () => {
    stubApi({
      'GET /api/moderator/orders/1': () => json({ order: anOrder({ safe_deal: DISPUTED }) }),
    });
    const deal = await renderDetail();

    expect(deal).toHaveTextContent('Состояние: Спор');
    expect(within(deal).getByText('Букет завял')).toBeInTheDocument();
    expect(within(deal).getByRole('img', { name: 'Фото к жалобе 2' })).toHaveAttribute(
      'src',
      '/media/d2.webp',
    );
  });

  it('asks before capturing, and sends nothing when the moderator says «Нет»', async () => {
    const calls = stubApi({
      'GET /api/moderator/orders/1': () => json({ order: anOrder({ safe_deal: DISPUTED }) }),
    });
    const deal = await renderDetail();

    await userEvent.click(within(deal).getByRole('button', { name: 'Списать оплату' }));
    const dialog = await screen.findByRole('dialog', { name: 'Списать оплату?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Нет' }));

    expect(calls.some((call) => call.path === DECISION_PATH)).toBe(false);
  });

  it('sends a partial refund in kopecks after «Да» and shows the decision', async () => {
    let decided = false;
    const calls = stubApi({
      'GET /api/moderator/orders/1': () =>
        json({
          order: anOrder({
            safe_deal: decided
              ? {
                  ...DISPUTED,
                  state: 'partially_refunded',
                  state_label: 'Частично возвращены',
                  dispute: {
                    ...DISPUTED.dispute!,
                    decision: 'partial_refund',
                    decision_label: 'Частичный возврат',
                    refund_kopecks: 150_000,
                  },
                }
              : DISPUTED,
          }),
        }),
      [`POST ${DECISION_PATH}`]: () => {
        decided = true;
        return json(anOrder());
      },
    });
    const user = userEvent.setup();
    const deal = await renderDetail();

    await user.type(within(deal).getByLabelText('Сумма возврата, ₽'), '1500');
    await user.click(within(deal).getByRole('button', { name: 'Частичный возврат' }));
    const dialog = await screen.findByRole('dialog', { name: 'Частичный возврат?' });
    // Issue 40: the confirmation names the amount.
    expect(within(dialog).getByText(/^Вернуть покупателю 1\s500\s₽\?$/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Да' }));

    await waitFor(() => expect(deal).toHaveTextContent('Решение: Частичный возврат (1 500 ₽)'));
    expect(calls.find((call) => call.path === DECISION_PATH)?.body).toEqual({
      decision: 'partial_refund',
      refund_kopecks: 150_000,
    });
  });

  it('refuses a partial refund that is not below the order sum, without asking', async () => {
    stubApi({
      'GET /api/moderator/orders/1': () => json({ order: anOrder({ safe_deal: DISPUTED }) }),
    });
    const user = userEvent.setup();
    const deal = await renderDetail();

    await user.type(within(deal).getByLabelText('Сумма возврата, ₽'), '6500');
    await user.click(within(deal).getByRole('button', { name: 'Частичный возврат' }));

    expect(within(deal).getByRole('alert')).toHaveTextContent(
      'Сумма частичного возврата: больше нуля и меньше суммы заказа',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s reason when the decision fails', async () => {
    stubApi({
      'GET /api/moderator/orders/1': () => json({ order: anOrder({ safe_deal: DISPUTED }) }),
      [`POST ${DECISION_PATH}`]: () => json({ error: 'Спор уже решён' }, 409),
    });
    const user = userEvent.setup();
    const deal = await renderDetail();

    await user.click(within(deal).getByRole('button', { name: 'Вернуть деньги полностью' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Вернуть деньги полностью?' })).getByRole(
        'button',
        { name: 'Да' },
      ),
    );

    expect(await within(deal).findByRole('alert')).toHaveTextContent('Спор уже решён');
  });
});
