import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { anOrder } from '../../test/staff-fixtures';
import { ModeratorOrderPage } from './moderator-order-page';

function renderDetail() {
  renderScreen(<ModeratorOrderPage />, {
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
    expect(buyer.getByText('Москва, Тверская 2')).toBeInTheDocument();
    const seller = within(screen.getByRole('region', { name: 'Продавец' }));
    expect(seller.getByText('+79991234567')).toBeInTheDocument();
    expect(screen.getByText('Оплачен')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Доставка' })).toHaveAttribute('src', '/d.webp');
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
