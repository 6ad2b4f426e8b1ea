import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/fake-api';
import type { ApiHandlers } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { anOrder } from '../../test/staff-fixtures';
import { OrderEditPage } from './order-edit-page';

function renderEdit(handlers: ApiHandlers = {}) {
  const calls = stubApi({ 'GET /api/orders/1': () => json(anOrder()), ...handlers });
  const view = renderScreen(<OrderEditPage />, {
    role: 'admin',
    route: '/order-edit/:orderId',
    path: '/order-edit/1',
  });
  return { calls, router: view.router, user: userEvent.setup() };
}

describe('order edit', () => {
  it('fills the delivery details and saves them with PUT', async () => {
    const { calls, user } = renderEdit({
      'PUT /api/orders/1': () => json(anOrder({ buyer_phone: '+79990000001' })),
    });
    const phone = await screen.findByRole('textbox', { name: 'Телефон покупателя' });
    expect(screen.getByRole('textbox', { name: 'Имя покупателя' })).toHaveValue('Борис');

    await user.clear(phone);
    await user.type(phone, '+79990000001');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Заказ сохранён')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      buyer_name: 'Борис',
      buyer_phone: '+79990000001',
      buyer_address: 'Москва, Тверская 2',
      comment: 'Позвонить за час',
    });
  });

  it('checks the fields with the checkout rules', async () => {
    const { user } = renderEdit();
    const phone = await screen.findByRole('textbox', { name: 'Телефон покупателя' });
    await user.clear(phone);
    await user.type(phone, '123');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(/Телефон должен начинаться с \+/)).toBeInTheDocument();
  });

  it('keeps the values and says «Ошибка при сохранении заказа» on failure', async () => {
    const { user } = renderEdit({
      'PUT /api/orders/1': () => json({ error: 'Заказ уже завершён' }, 409),
    });
    const name = await screen.findByRole('textbox', { name: 'Имя покупателя' });
    await user.type(name, 'а');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ошибка при сохранении заказа: Заказ уже завершён',
    );
    await waitFor(() => expect(name).toHaveValue('Бориса'));
  });

  it('keeps the typed details when the network is down and saves them on «Повторить»', async () => {
    let online = false;
    const { calls, user } = renderEdit({
      'PUT /api/orders/1': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return json(anOrder());
      },
    });
    const name = await screen.findByRole('textbox', { name: 'Имя покупателя' });
    await user.type(name, 'а');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Нет связи с сервером.*Всё, что вы ввели, сохранено/,
    );
    expect(name).toHaveValue('Бориса');

    online = true;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));

    expect(await screen.findByText('Заказ сохранён')).toBeInTheDocument();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[1]?.body).toMatchObject({ buyer_name: 'Бориса' });
  });

  it('says «Заказ не найден» for a missing order', async () => {
    stubApi({});
    renderScreen(<OrderEditPage />, {
      role: 'admin',
      route: '/order-edit/:orderId',
      path: '/order-edit/9',
    });
    expect(await screen.findByText('Заказ не найден')).toBeInTheDocument();
  });
});
