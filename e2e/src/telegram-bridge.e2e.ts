import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceApi } from './audit/seed-marketplace.ts';
import { launchBrowser, PHONE_VIEWPORT } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import {
  bridgeEvents,
  installTelegramClient,
  sendToApp,
  type BridgeEvent,
} from './telegram-client.ts';
import { testPhoto } from './test-photo.ts';
import { ADMIN, BUYER, SELLER, initDataFor, telegramUrl, TELEGRAM_ENV } from './telegram-launch.ts';

const WAIT_MS = 20_000;

let server: RunningServer;
let browser: Browser;
let api: ReturnType<typeof marketplaceApi>;

interface PopupButton {
  id: string;
  type?: string;
  text?: string;
}

async function openInTelegram(user: Record<string, unknown>, route: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, colorScheme: 'light' });
  await installTelegramClient(context, 'light');
  const page = await context.newPage();
  await page.goto(telegramUrl(server.url, initDataFor(user), 'light').replace('/#', `${route}#`));
  return page;
}

async function waitForEvent(
  page: Page,
  what: string,
  matches: (event: BridgeEvent) => boolean,
): Promise<BridgeEvent> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const events = await bridgeEvents(page);
    const found = events.find(matches);
    if (found) return found;
    if (Date.now() > deadline) {
      const posted = events.map((event) => `${event.eventType} ${JSON.stringify(event.eventData)}`);
      throw new Error(`${what} was never posted; the app posted:\n${posted.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const mainButton = (text: string | RegExp) => (event: BridgeEvent) =>
  event.eventType === 'web_app_setup_main_button' &&
  event.eventData.is_visible === true &&
  (typeof text === 'string'
    ? event.eventData.text === text
    : text.test(String(event.eventData.text)));

const mainButtonProgress = (event: BridgeEvent) =>
  event.eventType === 'web_app_setup_main_button' && event.eventData.is_progress_visible === true;

async function holdPost(page: Page, url: RegExp): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held: Promise<void> | null = null;
  await page.route(url, (route: Route) => {
    if (held !== null || route.request().method() !== 'POST') return route.continue();
    held = released.then(() => route.continue());
    return held;
  });
  return async () => {
    release();
    await held;
    await page.unroute(url);
  };
}

async function pressMainButtonDuring(page: Page, request: RegExp): Promise<void> {
  const release = await holdPost(page, request);
  await sendToApp(page, 'main_button_pressed');
  await waitForEvent(page, 'the MainButton shows progress during the request', mainButtonProgress);
  await release();
}

async function confirmPopup(page: Page, message: string | RegExp): Promise<void> {
  const popup = await waitForEvent(page, `a popup «${String(message)}»`, (event) => {
    if (event.eventType !== 'web_app_open_popup') return false;
    const texts = [event.eventData.title, event.eventData.message].map((text) =>
      String(text ?? ''),
    );
    return texts.some((text) =>
      typeof message === 'string' ? text === message : message.test(text),
    );
  });
  const buttons = (popup.eventData.buttons ?? []) as PopupButton[];
  // Telegram puts the cancelling button first and the confirming one last.
  const confirm = buttons
    .filter((button) => !['cancel', 'close'].includes(button.type ?? ''))
    .at(-1);
  expect(confirm, `a confirming button in ${JSON.stringify(buttons)}`).toBeDefined();
  await sendToApp(page, 'popup_closed', { button_id: confirm?.id });
}

describe('the app speaks to Telegram through its bridge', () => {
  beforeAll(async () => {
    server = await startServer({ ...TELEGRAM_ENV, WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
    api = marketplaceApi(server.url);
    browser = await launchBrowser();
    for (const user of [BUYER, SELLER, ADMIN]) await api.post(user, '/api/parse-initdata');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('checkout: MainButton «Оплатить 6 500 ₽», with progress while the payment is created', async () => {
    const adId = await api.approvedAd(SELLER, 'Пионы «Утро»', 5000);
    const page = await openInTelegram(BUYER, `/order/${String(adId)}`);
    // Issue 16.
    await waitForEvent(
      page,
      'MainButton «Оплатить 6 500 ₽»',
      mainButton(/^Оплатить [\d\s\u00a0]+₽$/),
    );
    await page.getByRole('textbox', { name: /^Имя/ }).fill('Анна');
    await page.getByRole('textbox', { name: /^Адрес доставки/ }).fill('Москва, ул. Арбат, 10');
    await page.getByRole('textbox', { name: /^Телефон/ }).fill('+79991112233');
    await pressMainButtonDuring(page, /\/api\/tinkoff\/pay$/);
    await waitForEvent(
      page,
      'a request to let the bot write',
      (event) => event.eventType === 'web_app_request_write_access',
    );
    await sendToApp(page, 'write_access_requested', { status: 'allowed' });
    await expect
      .poll(
        async () =>
          page.url().includes('/tbank-emulator/') ||
          (await bridgeEvents(page)).some(
            (event) =>
              event.eventType === 'web_app_open_link' &&
              String(event.eventData.url).includes('/tbank-emulator/'),
          ),
        { timeout: WAIT_MS },
      )
      .toBe(true);
    await page.context().close();
  });

  it('add: MainButton «Добавить», with progress while the ad uploads', async () => {
    const page = await openInTelegram(SELLER, '/add');
    await waitForEvent(page, 'MainButton «Добавить»', mainButton('Добавить'));
    await page.getByLabel('Добавить фото').setInputFiles({
      name: 'bouquet.png',
      mimeType: 'image/png',
      buffer: testPhoto([240, 180, 200], [255, 250, 240]),
    });
    await page.getByRole('textbox', { name: 'Название' }).fill('Тюльпаны «Бридж»');
    await page.getByRole('textbox', { name: /Цена продавца/ }).fill('5000');
    await page
      .getByLabel(/^Адрес/)
      .first()
      .fill('Москва, ул. Тверская, 7');
    await page.getByRole('textbox', { name: 'Телефон' }).fill('+79991234567');
    await page.keyboard.press('Escape');
    await pressMainButtonDuring(page, /\/api\/ads$/);
    await page.waitForURL(`${server.url}/`, { timeout: WAIT_MS });
    await page.context().close();
  });

  it('edit: MainButton «Отправить на модерацию», with progress while it is sent', async () => {
    const adId = await api.approvedAd(SELLER, 'Розы «Правка»', 6000);
    const page = await openInTelegram(SELLER, `/edit-ad/${String(adId)}`);
    await waitForEvent(
      page,
      'MainButton «Отправить на модерацию»',
      mainButton('Отправить на модерацию'),
    );
    await page.getByRole('textbox', { name: 'Название' }).fill('Розы «Правка», 25 шт.');
    await pressMainButtonDuring(page, /\/api\/ads\/\d+\/edit-request$/);
    await page.waitForURL(`${server.url}/myads`, { timeout: WAIT_MS });
    await page.context().close();
  });

  it('a seller’s delete request is confirmed in a Telegram popup', async () => {
    const adId = await api.approvedAd(SELLER, 'Хризантемы «Уход»', 5000);
    const page = await openInTelegram(SELLER, '/myads');
    await page
      .getByRole('article', { name: 'Хризантемы «Уход»' })
      .getByRole('button', { name: 'Запрос на удаление' })
      .click();
    await confirmPopup(page, /Хризантемы «Уход»/);
    await expect
      .poll(async () => {
        const ads = (await api.call(SELLER, '/api/my-ads')) as { id: number; status: string }[];
        return ads.find((ad) => ad.id === adId)?.status;
      })
      .toBe('delete_pending');
    await page.context().close();
  });

  it('staff confirmations are Telegram popups and a done action buzzes success', async () => {
    const deliveredAd = await api.approvedAd(SELLER, 'Лилии «Доставка»', 6000);
    const cancelledAd = await api.approvedAd(SELLER, 'Герберы «Отмена»', 5200);
    const delivered = await api.buy(BUYER, deliveredAd);
    const cancelled = await api.buy(BUYER, cancelledAd);
    if (!delivered || !cancelled) throw new Error('orders were not paid');
    const orderStatus = async (id: number) => {
      const orders = (await api.call(ADMIN, '/api/orders/all')) as { id: number; status: string }[];
      return orders.find((order) => order.id === id)?.status;
    };

    const page = await openInTelegram(ADMIN, '/moderpanel');
    await page
      .getByRole('article', { name: new RegExp(delivered.order_number) })
      .getByRole('button', { name: 'Отметить доставленным' })
      .click();
    await confirmPopup(page, `Отметить заказ № ${delivered.order_number} доставленным?`);
    await expect.poll(() => orderStatus(delivered.id), { timeout: WAIT_MS }).toBe('delivered');
    await waitForEvent(
      page,
      'a success haptic after the order is marked delivered',
      (event) =>
        event.eventType === 'web_app_trigger_haptic_feedback' &&
        event.eventData.type === 'notification' &&
        event.eventData.notification_type === 'success',
    );

    await page.goto(`${server.url}/allorders`);
    await page
      .getByRole('article', { name: new RegExp(cancelled.order_number) })
      .getByRole('button', { name: /^Отменить/ })
      .click();
    await confirmPopup(page, 'Вы уверены, что хотите отменить этот заказ?');
    await expect.poll(() => orderStatus(cancelled.id), { timeout: WAIT_MS }).toBe('cancelled');

    await api.post(ADMIN, '/api/users', { user_id: '7000000601', username: 'to_be_deleted' });
    await page.goto(`${server.url}/adminpanel`);
    await page.getByRole('button', { name: /Удалить.*to_be_deleted/ }).click();
    await confirmPopup(page, /to_be_deleted/);
    await expect
      .poll(
        async () => {
          const users = (await api.call(ADMIN, '/api/users')) as { username: string }[];
          return users.some((user) => user.username === 'to_be_deleted');
        },
        { timeout: WAIT_MS },
      )
      .toBe(false);
    await page.context().close();
  });
});
