import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaymentPopupListener } from './payment-popup-listener';

function post(data: unknown, origin: string) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

describe('payment popup messages (spec §2)', () => {
  it('alerts results from the same origin only', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    render(<PaymentPopupListener />);

    post({ type: 'payment_success', orderId: 'FM-1' }, 'https://evil.example');
    expect(alert).not.toHaveBeenCalled();

    post({ type: 'payment_success', orderId: 'FM-1' }, window.location.origin);
    expect(alert).toHaveBeenCalledWith('Платеж успешно обработан! Номер заказа: FM-1');

    post({ type: 'payment_failure', message: 'Отклонено' }, window.location.origin);
    expect(alert).toHaveBeenLastCalledWith('Ошибка оплаты: Отклонено');
  });
});
