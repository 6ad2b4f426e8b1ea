import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/fake-api';
import { publicConfig } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { saveCheckoutDraft } from '../../lib/checkout-draft';

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

function openResult(path: string, behind: readonly string[] = []) {
  // Only the countdown's clock is faked, so lazy screens still load.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  stubApi({ 'GET /api/public-config': () => json(publicConfig(false)) });
  return renderApp({ path, behind });
}

describe('payment success page (spec §2)', () => {
  it('shows the order number as a chip and returns to / after 5 seconds', async () => {
    const { router } = openResult('/api/success-page?orderId=FM-000042');

    expect(
      await screen.findByRole('heading', { name: 'Оплата прошла успешно' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Заказ № FM-000042')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться в каталог' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Назад' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Переход на главную через 5 с');

    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('Переход на главную через 3 с');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(router.state.location.pathname).toBe('/');
  });

  it('says what happens next and leads to «Мои заказы»', async () => {
    openResult('/api/success-page?orderId=FM-000042');

    expect(await screen.findByText(/Доставка — в течение 24 часов/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мои заказы' })).toHaveAttribute('href', '/myorders');
  });

  it('stays once the buyer touches the page, instead of leaving under their finger', async () => {
    const { router } = openResult('/api/success-page?orderId=FM-000042');
    await screen.findByRole('heading', { name: 'Оплата прошла успешно' });

    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    act(() => {
      vi.advanceTimersByTime(6000);
    });

    expect(router.state.location.pathname).toBe('/api/success-page');
    expect(screen.getByRole('timer')).toHaveTextContent('Остаёмся на этой странице');
  });
});

describe('the countdown lets a reader stay (issue 26)', () => {
  it.each([
    ['scrolls', () => window.dispatchEvent(new Event('scroll'))],
    [
      'switches away',
      () => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      },
    ],
  ])('stays when the buyer %s', async (_, act_) => {
    const { router } = openResult('/api/fail-page?orderId=FM-7&errorCode=1051');
    await screen.findByRole('heading', { name: 'Оплата не прошла' });

    act(act_);
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });

    expect(router.state.location.pathname).toBe('/api/fail-page');
    expect(screen.getByRole('timer')).toHaveTextContent('Остаёмся на этой странице');
  });

  it('«Попробовать снова» returns to the declined bouquet’s checkout', async () => {
    saveCheckoutDraft(12, { phone: '+79991234567' });
    const { router } = openResult('/api/fail-page?orderId=FM-7&errorCode=1051');

    await userEvent.click(await screen.findByRole('button', { name: 'Попробовать снова' }));

    expect(router.state.location.pathname).toBe('/order/12');
  });
});

describe('payment failure page (spec §2, §8)', () => {
  it('shows the order, the error code and message, and the three buttons', async () => {
    openResult('/api/fail-page?orderId=FM-7&errorCode=1051&errorMessage=Недостаточно%20средств');

    expect(await screen.findByRole('heading', { name: 'Оплата не прошла' })).toBeInTheDocument();
    expect(screen.getByText('Заказ № FM-7')).toBeInTheDocument();
    expect(
      screen.getByText('Платёж отклонён. Попробуйте ещё раз или используйте другую карту.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ошибка оплаты: Недостаточно средств');
    expect(screen.getByRole('alert')).toHaveTextContent('Код ошибки: 1051');
    expect(screen.getByRole('button', { name: 'Попробовать снова' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться в каталог' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Назад' })).toBeInTheDocument();
  });

  it('reads T-Bank’s own parameter names too', async () => {
    openResult('/api/fail-page?OrderId=FM-8&ErrorCode=1005&Message=Отклонено');

    expect(await screen.findByText('Заказ № FM-8')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ошибка оплаты: Отклонено');
    expect(screen.getByRole('alert')).toHaveTextContent('Код ошибки: 1005');
  });

  it('goes back on «Попробовать снова» through the app’s own history', async () => {
    const { router } = openResult('/api/fail-page?orderId=FM-9', ['/favorites']);
    await screen.findByRole('heading', { name: 'Оплата не прошла' });
    const back = vi.spyOn(router.history, 'go');

    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Попробовать снова' }));

    expect(back).toHaveBeenCalledWith(-1);
  });

  it('«Назад» on a result page with nothing of ours behind it opens the catalogue, not the bank (issue 40)', async () => {
    const { router } = openResult('/api/fail-page?orderId=FM-9');
    await screen.findByRole('heading', { name: 'Оплата не прошла' });
    const back = vi.spyOn(router.history, 'go');

    vi.useRealTimers();
    const buttons = screen.getAllByRole('button', { name: 'Назад' });
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);

    expect(back).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });
});
