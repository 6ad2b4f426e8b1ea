import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { confirm } from '../telegram/popup';
import { useMainButton } from '../telegram/use-main-button';
import { AppProvider } from './provider';

function Checkout({ onPay, loading = false }: { onPay: () => void; loading?: boolean }) {
  useMainButton({ text: 'Оплатить 7 000 ₽', onClick: onPay, loading });
  return <p>Оформление</p>;
}

function renderOutsideTelegram(children: React.ReactNode) {
  return render(
    <AppProvider launch={null} queryClient={new QueryClient()}>
      {children}
    </AppProvider>,
  );
}

describe('outside Telegram (demo mode in a browser)', () => {
  it('draws the MainButton as a button at the bottom of the page', async () => {
    const pay = vi.fn();
    const view = renderOutsideTelegram(<Checkout onPay={pay} />);

    await userEvent.click(screen.getByRole('button', { name: 'Оплатить 7 000 ₽' }));
    expect(pay).toHaveBeenCalledTimes(1);

    view.rerender(
      <AppProvider launch={null} queryClient={new QueryClient()}>
        <Checkout onPay={pay} loading />
      </AppProvider>,
    );
    expect(screen.getByRole('button', { name: 'Оплатить 7 000 ₽' })).toBeDisabled();
  });

  it('removes the button when the screen is left', () => {
    const view = renderOutsideTelegram(<Checkout onPay={vi.fn()} />);

    view.rerender(
      <AppProvider launch={null} queryClient={new QueryClient()}>
        <p>Каталог</p>
      </AppProvider>,
    );

    expect(screen.queryByRole('button', { name: /Оплатить/ })).not.toBeInTheDocument();
  });

  it('asks confirm() questions in an in-app dialog', async () => {
    renderOutsideTelegram(<p>Экран</p>);

    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm('Подтвердите отмену заказа', {
        confirmText: 'Да, отменить',
        cancelText: 'Нет',
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердите отмену заказа' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да, отменить' }));

    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
