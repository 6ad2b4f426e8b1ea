import { ADDRESS_CHARS_MESSAGE, PHONE_FORMAT_MESSAGE } from '@flowers/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveAppFor } from '../../lib/leave-app';
import { askWriteAccess, canAskWriteAccess } from '../../telegram/write-access';
import { makeAd } from '../../test/ads';
import { json } from '../../test/fake-api';
import type { ApiHandlers } from '../../test/fake-api';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';

vi.mock('../../lib/leave-app', () => ({ leaveAppFor: vi.fn() }));
vi.mock('../../telegram/write-access', () => ({
  canAskWriteAccess: vi.fn(() => false),
  askWriteAccess: vi.fn(() => Promise.resolve(true)),
}));

const AD = makeAd({ id: 12, title: 'Розы', price: 6500 });

beforeEach(() => {
  vi.mocked(leaveAppFor).mockClear();
  vi.mocked(askWriteAccess).mockClear();
  vi.mocked(canAskWriteAccess).mockReturnValue(false);
  localStorage.clear();
});

async function openCheckout(handlers: ApiHandlers = {}) {
  const calls = stubSignedInApi('user', {
    'GET /api/ads/12': () => json(AD),
    'POST /api/client-error-log': () => json({ ok: true }),
    ...handlers,
  });
  const view = renderApp({ path: '/order/12', launch: telegramLaunch() });
  await screen.findByRole('form', { name: 'Оформление заказа' });
  return { calls, router: view.router };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await userEvent.clear(field(name));
    if (value) await userEvent.type(field(name), value);
  }
}

// Telegram's MainButton; outside Telegram the app draws it at the bottom of the page.
const payButton = () => screen.getByRole('button', { name: /^Перейти к оплате/ });
const submit = () => userEvent.click(payButton());

const VALID = {
  Имя: 'Анна',
  'Адрес доставки': 'Москва, ул. Тверская, 1',
  Телефон: '+79991234567',
  Email: 'anna@example.com',
  Комментарий: 'Позвонить за час',
};

describe('checkout (spec §2, §5)', () => {
  it('shows the ad and its price', async () => {
    await openCheckout();

    expect(screen.getByRole('heading', { name: 'Розы' })).toBeInTheDocument();
    expect(screen.getByText('6 500 ₽')).toBeInTheDocument();
  });

  it('puts the total on the MainButton and hides the tab bar during checkout', async () => {
    await openCheckout();

    expect(payButton()).toHaveTextContent('Перейти к оплате · 6 500 ₽');
    expect(screen.queryByRole('navigation', { name: 'Основное меню' })).not.toBeInTheDocument();
  });

  it('asks for every required field', async () => {
    await openCheckout();

    await submit();

    expect(await screen.findByText('Введите имя')).toBeInTheDocument();
    expect(screen.getByText('Введите адрес доставки')).toBeInTheDocument();
    expect(screen.getByText('Введите телефон')).toBeInTheDocument();
  });

  it.each([
    [{ Имя: 'Anna1' }, 'Имя должно содержать только буквы'],
    [{ 'Адрес доставки': 'Москва; дом 1' }, ADDRESS_CHARS_MESSAGE],
    [{ 'Адрес доставки': 'Тверь, ул. Советская, 1' }, 'Только Москва и Московская область'],
    [{ Телефон: '89991234567' }, PHONE_FORMAT_MESSAGE],
    [{ Email: 'anna@' }, 'Некорректный email'],
  ])('refuses %j with «%s»', async (patch, message) => {
    await openCheckout();

    await fill({ ...VALID, ...patch });
    await submit();

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('creates the payment and opens the provider’s page', async () => {
    const { calls } = await openCheckout({
      'POST /api/tinkoff/pay': () => json({ paymentUrl: 'https://pay.example/123' }),
    });

    await fill(VALID);
    await submit();

    await waitFor(() => {
      expect(leaveAppFor).toHaveBeenCalledWith('https://pay.example/123');
    });
    expect(calls.find((call) => call.path === '/api/tinkoff/pay')?.body).toEqual({
      adId: 12,
      name: 'Анна',
      address: 'Москва, ул. Тверская, 1',
      phone: '+79991234567',
      email: 'anna@example.com',
      comment: 'Позвонить за час',
      buyer_user_id: '42',
      amount: 6500,
      description: 'Розы',
    });
  });

  it('asks Telegram to let the bot write after the first order, before the bank’s page', async () => {
    vi.mocked(canAskWriteAccess).mockReturnValue(true);
    const { calls } = await openCheckout({
      'POST /api/tinkoff/pay': () => json({ paymentUrl: 'https://pay.example/123' }),
      'GET /api/me/notifications': () => json({ enabled: true, bot_can_write: false }),
      'POST /api/me/write-access': () => json({ ok: true }),
    });

    await fill(VALID);
    await submit();

    await waitFor(() => {
      expect(leaveAppFor).toHaveBeenCalledWith('https://pay.example/123');
    });
    expect(vi.mocked(askWriteAccess).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(leaveAppFor).mock.invocationCallOrder[0] ?? 0,
    );
    expect(calls.find((call) => call.path === '/api/me/write-access')?.body).toEqual({
      granted: true,
    });
  });

  it('alerts «Ошибка при оформлении заказа.» with the reason, shows it under the form and logs it', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { calls } = await openCheckout({
      'POST /api/tinkoff/pay': () => json({ error: 'Букет уже зарезервирован' }, 409),
    });

    await fill(VALID);
    await submit();

    const text = 'Ошибка при оформлении заказа. Букет уже зарезервирован';
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith(text);
    expect(field('Имя')).toHaveValue('Анна');
    await waitFor(() => {
      expect(calls.find((call) => call.path === '/api/client-error-log')?.body).toMatchObject({
        error: text,
        details: { error: 'Букет уже зарезервирован' },
        context: 'checkout',
        form: { adId: 12, name: 'Анна' },
        url: window.location.href,
      });
    });
    expect(leaveAppFor).not.toHaveBeenCalled();
  });

  it('starts the next order with the contact details of the last one', async () => {
    await openCheckout({
      'POST /api/tinkoff/pay': () => json({ paymentUrl: 'https://pay.example/1' }),
    });
    await fill(VALID);
    await submit();
    await waitFor(() => {
      expect(leaveAppFor).toHaveBeenCalled();
    });

    await openCheckout();
    expect(screen.getAllByRole('textbox', { name: /^Телефон/ }).at(-1)).toHaveValue('+79991234567');
  });

  it('sends the buyer to /catalog when the ad cannot be loaded', async () => {
    stubSignedInApi('user', {
      'GET /api/ads/12': () => json({ error: 'Объявление не найдено' }, 404),
      'GET /api/ads': () => json([]),
    });
    const { router } = renderApp({ path: '/order/12', launch: telegramLaunch() });

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/catalog');
    });
    expect(await screen.findByRole('heading', { name: 'КАТАЛОГ' })).toBeInTheDocument();
  });

  it('does not let a reserved ad be ordered', async () => {
    await openCheckout({ 'GET /api/ads/12': () => json({ ...AD, status: 'reserved' }) });

    expect(screen.getByText('Этот букет сейчас нельзя заказать')).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });
});
