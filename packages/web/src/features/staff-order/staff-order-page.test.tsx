import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { aSafeDeal, anOrder } from '../../test/staff-fixtures';
import { StaffOrderPage } from './staff-order-page';

function renderDetail() {
  renderScreen(<StaffOrderPage />, {
    role: 'moderator',
    route: '/moderator/orders/:orderId',
    path: '/moderator/orders/1',
  });
}

describe('moderator order detail', () => {
  it('shows the order, buyer, seller and stage photos', async () => {
    const order = anOrder({ cancel_reason: null, photos: { delivery: '/d.webp' } });
    stubApi({ 'GET /api/moderator/orders/1': () => json({ order }) });
    renderDetail();

    expect(await screen.findByRole('heading', { name: 'Заказ № FM-000001' })).toBeInTheDocument();
    const buyer = within(screen.getByRole('region', { name: 'Покупатель' }));
    expect(buyer.getByText('Борис')).toBeInTheDocument();
    expect(buyer.getByText('@boris (ID 77)')).toBeInTheDocument();
    const seller = within(screen.getByRole('region', { name: 'Продавец' }));
    expect(seller.getByText('+79991234567')).toBeInTheDocument();
    expect(screen.getByText('Оплачен')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Доставка' })).toHaveAttribute('src', '/d.webp');
  });

  it('says the delivery address and the comment once, under «Доставка» (issue 40)', async () => {
    const order = anOrder({ address: 'Москва, Тверская 2', comment: 'Позвонить за час' });
    stubApi({ 'GET /api/moderator/orders/1': () => json({ order }) });
    renderDetail();

    const delivery = within(await screen.findByRole('region', { name: 'Доставка' }));
    expect(delivery.getByText('Москва, Тверская 2')).toBeInTheDocument();
    expect(delivery.getByText('Позвонить за час')).toBeInTheDocument();
    expect(screen.getAllByText('Москва, Тверская 2')).toHaveLength(1);
    expect(screen.getAllByText('Позвонить за час')).toHaveLength(1);
  });

  it('shows what the person delivering needs: when, to whom and the card’s text', async () => {
    const order = anOrder({
      delivery_when: '25 ноября, 10:00–12:00',
      recipient_name: 'Мария',
      recipient_phone: '+79991112233',
      card_message: 'С днём рождения!',
    });
    stubApi({ 'GET /api/moderator/orders/1': () => json({ order }) });
    renderDetail();

    const delivery = within(await screen.findByRole('region', { name: 'Доставка' }));
    expect(delivery.getByText('25 ноября, 10:00–12:00')).toBeInTheDocument();
    expect(delivery.getByText('Мария, +79991112233')).toBeInTheDocument();
    expect(delivery.getByText('С днём рождения!')).toBeInTheDocument();
  });

  it('marks an order with an open dispute «Спор» beside its status', async () => {
    const dispute = {
      id: 3,
      text: 'Розы сломаны',
      photos: [],
      created_at: '2025-03-01T10:00:00.000Z',
      decision: null,
      decision_label: null,
      refund_kopecks: null,
    };
    const order = anOrder({
      status: 'delivered',
      safe_deal: aSafeDeal({ awaiting_buyer: false, dispute }),
    });
    stubApi({ 'GET /api/moderator/orders/1': () => json({ order }) });
    renderDetail();

    const summary = within(await screen.findByRole('region', { name: 'Заказ' }));
    expect(summary.getByText('Доставлен')).toBeInTheDocument();
    expect(summary.getByText('Спор')).toBeInTheDocument();
  });

  it('says «Заказ не найден» for a missing order', async () => {
    stubApi({});
    renderDetail();
    expect(await screen.findByText('Заказ не найден')).toBeInTheDocument();
  });

  it('says «Ошибка загрузки заказа» when loading fails', async () => {
    stubApi({ 'GET /api/moderator/orders/1': () => json({ error: 'x' }, 500) });
    renderDetail();
    expect(await screen.findByText('Ошибка загрузки заказа')).toBeInTheDocument();
  });
});
