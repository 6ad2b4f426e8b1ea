import {
  ADDRESS_CHARS_MESSAGE,
  CARD_MESSAGE_TOO_LONG_MESSAGE,
  PHONE_FORMAT_MESSAGE,
  deliverySlotOptions,
} from '@flowers/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveAppFor } from '../../lib/leave-app';
import { canRequestContact } from '../../telegram/request-contact';
import { askWriteAccess, canAskWriteAccess } from '../../telegram/write-access';
import { makeAd } from '../../test/ads';
import { json } from '../../test/fake-api';
import type { ApiHandlers } from '../../test/fake-api';
import { TELEGRAM_INIT_DATA, telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';
import { cataloguePage } from '../../test/search';

vi.mock('../../lib/leave-app', () => ({ leaveAppFor: vi.fn() }));
vi.mock('../../telegram/request-contact', () => ({
  canRequestContact: vi.fn(() => false),
  requestContactPhone: vi.fn(() => Promise.resolve('+79997776655')),
}));
vi.mock('../../telegram/write-access', () => ({
  canAskWriteAccess: vi.fn(() => false),
  askWriteAccess: vi.fn(() => Promise.resolve(true)),
}));

const AD = makeAd({ id: 12, title: 'Розы', price: 6500 });

beforeEach(() => {
  vi.mocked(leaveAppFor).mockClear();
  vi.mocked(askWriteAccess).mockClear();
  vi.mocked(canAskWriteAccess).mockReturnValue(false);
  vi.mocked(canRequestContact).mockReturnValue(false);
  localStorage.clear();
  sessionStorage.clear();
});

async function openCheckout(handlers: ApiHandlers = {}, initData = TELEGRAM_INIT_DATA) {
  const calls = stubSignedInApi('user', {
    'GET /api/ads/12': () => json(AD),
    'POST /api/client-error-log': () => json({ ok: true }),
    ...handlers,
  });
  const view = renderApp({ path: '/order/12', launch: telegramLaunch(initData) });
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
const payButton = () => screen.getByRole('button', { name: /^Оплатить/ });
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
    expect(screen.getAllByText('6 500 ₽')[0]).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ваш заказ' })).toHaveTextContent(
      /К оплате:\s*6 500 ₽/,
    );
  });

  it('puts the total on the MainButton «Оплатить 6 500 ₽» and hides the tab bar', async () => {
    await openCheckout();

    expect(payButton()).toHaveTextContent('Оплатить 6 500 ₽');
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
      recipient_is_other: false,
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

  it('says «Ошибка при оформлении заказа.» with the reason once, under the form, with no alert, and logs it', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { calls } = await openCheckout({
      'POST /api/tinkoff/pay': () => json({ error: 'Букет уже зарезервирован' }, 409),
    });

    await fill(VALID);
    await submit();

    const text = 'Ошибка при оформлении заказа. Букет уже зарезервирован';
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getAllByText(text)).toHaveLength(1);
    expect(alert).not.toHaveBeenCalled();
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

  it('says a proxy’s «Bad Gateway» page in Russian under the form (issue 40)', async () => {
    await openCheckout({
      'POST /api/tinkoff/pay': () =>
        new Response('<html><h1>502 Bad Gateway</h1></html>', {
          status: 502,
          statusText: 'Bad Gateway',
        }),
    });

    await fill(VALID);
    await submit();

    expect(
      await screen.findByText(
        'Ошибка при оформлении заказа. Сервер временно недоступен. Попробуйте ещё раз через минуту.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Bad Gateway/)).toBeNull();
  });

  it('keeps everything typed when the network is down, says so and sends it again on «Повторить»', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    let online = false;
    const { calls } = await openCheckout({
      'POST /api/tinkoff/pay': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return json({ paymentUrl: 'https://bank.example/pay/1' });
      },
    });
    await fill(VALID);
    await submit();

    const banner = await screen.findByText(/Всё, что вы ввели, сохранено/);
    expect(banner).toHaveTextContent('Нет связи с сервером');
    expect(field('Имя')).toHaveValue('Анна');
    expect(field('Комментарий')).toHaveValue('Позвонить за час');

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));

    await waitFor(() => {
      expect(leaveAppFor).toHaveBeenCalledWith('https://bank.example/pay/1');
    });
    const sent = calls.filter((call) => call.path === '/api/tinkoff/pay');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toMatchObject({ name: 'Анна', comment: 'Позвонить за час' });
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
      'GET /api/ads/search': () => cataloguePage([]),
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

  it('lets the buyer pay for a bouquet her own unpaid order holds (issue 40)', async () => {
    const payUntil = new Date(Date.now() + 10 * 60_000).toISOString();
    const { calls } = await openCheckout({
      'GET /api/ads/12': () =>
        json({ ...AD, status: 'reserved', your_hold: { order_id: 5, pay_until: payUntil } }),
      'POST /api/tinkoff/pay': () => json({ paymentUrl: 'https://pay.example/5' }),
    });

    expect(screen.queryByText('Этот букет сейчас нельзя заказать')).toBeNull();
    expect(screen.getByText(/^Букет ждёт вашей оплаты до/)).toBeInTheDocument();
    expect(payButton()).toBeEnabled();
    await fill(VALID);
    await submit();
    await waitFor(() => {
      expect(leaveAppFor).toHaveBeenCalledWith('https://pay.example/5');
    });
    expect(calls.filter((call) => call.path === '/api/tinkoff/pay')).toHaveLength(1);
  });

  it('prefills the name Telegram knows', async () => {
    const user = encodeURIComponent(
      JSON.stringify({ id: 42, first_name: 'Анна', last_name: 'Петрова' }),
    );
    await openCheckout({}, `user=${user}&auth_date=1700000000&hash=abc`);

    expect(field('Имя')).toHaveValue('Анна Петрова');
  });
});

describe('the flower checkout (issue 16)', () => {
  const slot = () => {
    const [option] = deliverySlotOptions(new Date());
    if (!option) throw new Error('no slot in the next 24 hours');
    return option;
  };

  it('sends a gift: slot, recipient and card message, and shows them in the receipt', async () => {
    const { calls } = await openCheckout({
      'POST /api/tinkoff/pay': () => json({ paymentUrl: 'https://pay.example/7' }),
    });
    const option = slot();

    await fill(VALID);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Время доставки' }),
      option.label,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Получатель — другой человек' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Имя получателя/ }), 'Мария');
    await userEvent.type(
      screen.getByRole('textbox', { name: /^Телефон получателя/ }),
      '+79995556677',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Текст открытки' }),
      'С днём рождения!',
    );

    const receipt = screen.getByRole('region', { name: 'Ваш заказ' });
    expect(receipt).toHaveTextContent(option.label);
    expect(receipt).toHaveTextContent('Мария, +79995556677');
    expect(receipt).toHaveTextContent('С днём рождения!');
    expect(receipt).toHaveTextContent('6 500 ₽');

    await submit();
    await waitFor(() => {
      expect(leaveAppFor).toHaveBeenCalledWith('https://pay.example/7');
    });
    expect(calls.find((call) => call.path === '/api/tinkoff/pay')?.body).toMatchObject({
      delivery_date: option.date,
      delivery_slot: option.slot,
      recipient_is_other: true,
      recipient_name: 'Мария',
      recipient_phone: '+79995556677',
      card_message: 'С днём рождения!',
    });
  });

  it('fills the phone from the contact the buyer shares in Telegram', async () => {
    vi.mocked(canRequestContact).mockReturnValue(true);
    await openCheckout();

    await userEvent.click(screen.getByRole('button', { name: 'Взять номер из Telegram' }));

    await waitFor(() => {
      expect(field('Телефон')).toHaveValue('+79997776655');
    });
  });

  it('leaves the phone to typing where Telegram cannot share it', async () => {
    await openCheckout();

    expect(
      screen.queryByRole('button', { name: 'Взять номер из Telegram' }),
    ).not.toBeInTheDocument();
  });

  it('offers only two-hour slots within 24 hours, «В течение 24 часов» by default', async () => {
    await openCheckout();

    const picker = screen.getByRole('combobox', { name: 'Время доставки' });
    expect(picker).toHaveDisplayValue('В течение 24 часов');
    const offered = within(picker)
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent);
    expect(offered).toEqual(deliverySlotOptions(new Date()).map((option) => option.label));
  });

  it('asks for the recipient’s name and phone with the server’s messages', async () => {
    await openCheckout();

    await fill(VALID);
    await userEvent.click(screen.getByRole('switch', { name: 'Получатель — другой человек' }));
    await submit();

    expect(await screen.findByText('Введите имя получателя')).toBeInTheDocument();
    expect(screen.getByText('Введите телефон получателя')).toBeInTheDocument();
    expect(leaveAppFor).not.toHaveBeenCalled();
  });

  it('refuses a recipient phone without the plus', async () => {
    await openCheckout();

    await fill(VALID);
    await userEvent.click(screen.getByRole('switch', { name: 'Получатель — другой человек' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Имя получателя/ }), 'Мария');
    await userEvent.type(
      screen.getByRole('textbox', { name: /^Телефон получателя/ }),
      '89995556677',
    );
    await submit();

    expect(await screen.findByText(PHONE_FORMAT_MESSAGE)).toBeInTheDocument();
  });

  it('counts the card message live and says when it is over 300 characters', async () => {
    await openCheckout();
    const card = screen.getByRole('textbox', { name: 'Текст открытки' });

    await userEvent.type(card, 'Люблю');
    expect(screen.getByText('5 из 300')).toBeInTheDocument();

    await userEvent.clear(card);
    await userEvent.click(card);
    await userEvent.paste('а'.repeat(301));
    expect(screen.getByText(CARD_MESSAGE_TOO_LONG_MESSAGE)).toBeInTheDocument();
    await fill(VALID);
    await submit();
    expect(leaveAppFor).not.toHaveBeenCalled();
  });

  it('sends one payment request for a double tap on «Оплатить»', async () => {
    const { calls } = await openCheckout({
      'POST /api/tinkoff/pay': () => json({ paymentUrl: 'https://pay.example/123' }),
    });
    await fill(VALID);

    await userEvent.dblClick(payButton());

    await waitFor(() => {
      expect(leaveAppFor).toHaveBeenCalledWith('https://pay.example/123');
    });
    expect(calls.filter((call) => call.path === '/api/tinkoff/pay')).toHaveLength(1);
  });

  it('keeps every typed field when the buyer leaves checkout and comes back', async () => {
    const first = await openCheckout();
    await fill({ ...VALID, Комментарий: 'Домофон 12' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Текст открытки/ }), 'Люблю');
    await first.router.navigate('/profile');
    await first.router.navigate(-1);

    await screen.findByRole('form', { name: 'Оформление заказа' });
    expect(field('Телефон')).toHaveValue('+79991234567');
    expect(field('Адрес доставки')).toHaveValue('Москва, ул. Тверская, 1');
    expect(field('Комментарий')).toHaveValue('Домофон 12');
    expect(screen.getByRole('textbox', { name: /^Текст открытки/ })).toHaveValue('Люблю');
  });
});
