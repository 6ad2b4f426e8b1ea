import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceApi } from './audit/seed-marketplace.ts';
import { launchBrowser, PHONE_VIEWPORT, screenshot, visible, WAIT_MS } from './browser.ts';
import { seedAds, type NewAd } from './seed-ads.ts';
import { startServer, type RunningServer } from './server.ts';
import { bridgeEvents, installTelegramClient, sendToApp } from './telegram-client.ts';
import { testPhoto } from './test-photo.ts';
import { ADMIN, BUYER, SELLER, initDataFor, telegramUrl, TELEGRAM_ENV } from './telegram-launch.ts';

// docs/money.md "Payments and test cards".
const SUCCESS_CARD = '2200770239097761';
const BUYER_PHONE = '+79991112233';
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

const bouquet = (title: string, price: number, description: string): NewAd => ({
  title,
  price,
  description,
  colours: [
    [240, 170, 190],
    [255, 240, 230],
  ],
});

const PEONIES: Record<Theme, NewAd> = {
  light: bouquet('Пионы «Утро»', 5000, 'Девять розовых пионов'),
  dark: bouquet('Пионы «Закат»', 5000, 'Семь коралловых пионов'),
};
const DEAR_PEONIES = bouquet('Пионы «Сара Бернар»', 9800, 'Двадцать пять пионов');
const OTHER_FLOWERS = [
  bouquet('Розы «Вечер»', 5500, 'Бордовые розы'),
  bouquet('Тюльпаны «Весна»', 5200, 'Жёлтые тюльпаны'),
];
const GIFT: Record<Theme, { recipient: string; phone: string; card: string; review: string }> = {
  light: {
    recipient: 'Мария',
    phone: '+79995556677',
    card: 'С днём рождения, мама!',
    review: 'Пионы свежие, привезли вовремя',
  },
  dark: {
    recipient: 'Ольга Петрова',
    phone: '+79995550011',
    card: 'Спасибо за всё!',
    review: 'Красивый букет и открытка',
  },
};

let server: RunningServer;
let browser: Browser;
let api: ReturnType<typeof marketplaceApi>;
const peonyIds = new Map<Theme, number>();

beforeAll(async () => {
  server = await startServer(TELEGRAM_ENV);
  api = marketplaceApi(server.url);
  const [light, dark] = await seedAds(server.url, [
    PEONIES.light,
    PEONIES.dark,
    DEAR_PEONIES,
    ...OTHER_FLOWERS,
  ]);
  peonyIds.set('light', light ?? 0);
  peonyIds.set('dark', dark ?? 0);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openInTelegram(path: string, theme: Theme): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, colorScheme: theme });
  await installTelegramClient(context, theme);
  const page = await context.newPage();
  await page.goto(telegramUrl(server.url, initDataFor(BUYER), theme).replace('/#', `${path}#`));
  return page;
}

async function pressMainButton(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const button = (await bridgeEvents(page)).findLast(
          (event) => event.eventType === 'web_app_setup_main_button',
        )?.eventData;
        // Prices are grouped with no-break spaces.
        const shown = String(button?.text ?? '').replace(/\s/g, ' ');
        return button?.is_visible === true && button.is_active === true ? shown : null;
      },
      { timeout: WAIT_MS },
    )
    .toBe(text);
  await sendToApp(page, 'main_button_pressed');
}

/** The bot holds no contact until the user shares it (`phone_requested: sent`). */
async function shareContactFromTelegram(page: Page, phone: string): Promise<void> {
  const answered = new Set<string>();
  let shared = false;
  const contact = new URLSearchParams({
    contact: JSON.stringify({
      user_id: BUYER.id,
      phone_number: phone.slice(1),
      first_name: 'Анна',
    }),
    auth_date: String(Math.floor(Date.now() / 1000)),
    hash: 'e2e',
  }).toString();
  const phoneField = page.getByRole('textbox', { name: 'Телефон', exact: true });
  const deadline = Date.now() + WAIT_MS;
  while ((await phoneField.inputValue()) !== phone) {
    if (Date.now() > deadline) throw new Error('the contact never reached the phone field');
    for (const event of await bridgeEvents(page)) {
      if (event.eventType === 'web_app_request_phone' && !shared) {
        shared = true;
        await sendToApp(page, 'phone_requested', { status: 'sent' });
      }
      const reqId = String(event.eventData.req_id ?? '');
      if (event.eventType !== 'web_app_invoke_custom_method' || answered.has(reqId)) continue;
      answered.add(reqId);
      await sendToApp(page, 'custom_method_invoked', {
        req_id: reqId,
        result: shared ? contact : '',
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function payInEmulator(page: Page): Promise<void> {
  let allowed = false;
  const deadline = Date.now() + WAIT_MS;
  while (!page.url().includes('/tbank-emulator/')) {
    if (Date.now() > deadline) throw new Error('the payment page never opened');
    // The page may be leaving for the bank's form while it is asked.
    const events = await bridgeEvents(page).catch(() => []);
    if (!allowed && events.some((event) => event.eventType === 'web_app_request_write_access')) {
      allowed = true;
      await sendToApp(page, 'write_access_requested', { status: 'allowed' });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await page.locator('#card').fill(SUCCESS_CARD);
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await page.waitForURL(/\/api\/success-page/, { timeout: WAIT_MS });
}

describe('a buyer finds peonies, sends them as a gift and rates the seller', () => {
  for (const theme of THEMES) {
    const peony = PEONIES[theme];

    it(`searches «пионы», keeps those up to 8 000 ₽ and opens one (${theme})`, async () => {
      const page = await openInTelegram('/', theme);
      const search = page.getByRole('searchbox', { name: 'Поиск букетов' });
      await visible(search);
      await search.fill('пионы');
      await page.waitForURL(/[?&]q=/, { timeout: WAIT_MS });
      await visible(page.getByRole('link', { name: DEAR_PEONIES.title }));
      await expect
        .poll(() => page.getByRole('link', { name: OTHER_FLOWERS[0]?.title }).count(), {
          timeout: WAIT_MS,
        })
        .toBe(0);

      await page.getByRole('button', { name: 'Фильтры' }).click();
      await page.getByRole('spinbutton', { name: 'Цена до' }).fill('8000');
      await page.waitForURL(/[?&]priceMax=8000/, { timeout: WAIT_MS });
      await expect
        .poll(() => page.getByRole('link', { name: DEAR_PEONIES.title }).count(), {
          timeout: WAIT_MS,
        })
        .toBe(0);
      await screenshot(page, `shop-1-search-${theme}`);

      await page.getByRole('link', { name: peony.title }).click();
      await page.waitForURL(new RegExp(`/ad/${String(peonyIds.get(theme))}$`), {
        timeout: WAIT_MS,
      });
      await visible(page.getByRole('heading', { level: 1, name: peony.title }));
      await page.context().close();
    });

    it(`orders it as a gift, pays, follows the order live and rates the seller (${theme})`, async () => {
      const gift = GIFT[theme];
      const page = await openInTelegram(`/ad/${String(peonyIds.get(theme))}`, theme);
      await visible(page.getByRole('heading', { level: 1, name: peony.title }));
      await visible(page.getByText(peony.description));
      await visible(page.getByText('6 500 ₽'));
      await visible(page.getByRole('link', { name: /отзыв/ }));
      await screenshot(page, `shop-2-bouquet-${theme}`);
      await pressMainButton(page, 'Заказать за 6 500 ₽');

      await visible(page.getByRole('heading', { name: 'Оформление заказа' }));
      const name = page.getByRole('textbox', { name: 'Имя', exact: true });
      expect(await name.inputValue()).toBe('Анна Покупатель');
      await page.getByRole('button', { name: 'Взять номер из Telegram' }).click();
      await shareContactFromTelegram(page, BUYER_PHONE);
      await page.getByRole('textbox', { name: /^Адрес доставки/ }).fill('Москва, ул. Арбат, 10');
      const slot = page.getByRole('combobox', { name: 'Время доставки' });
      await slot.selectOption({ index: 1 });
      const slotLabel = await slot.evaluate(
        (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '',
      );
      await page.getByRole('switch', { name: 'Получатель — другой человек' }).check();
      await page.getByRole('textbox', { name: /^Имя получателя/ }).fill(gift.recipient);
      await page.getByRole('textbox', { name: /^Телефон получателя/ }).fill(gift.phone);
      await page.getByRole('textbox', { name: 'Текст открытки' }).fill(gift.card);
      const receipt = page.getByRole('region', { name: 'Ваш заказ' });
      await visible(receipt.getByText(slotLabel));
      await visible(receipt.getByText(gift.card));
      await screenshot(page, `shop-3-checkout-${theme}`);
      await pressMainButton(page, 'Оплатить 6 500 ₽');
      await payInEmulator(page);

      await page.getByRole('link', { name: 'Вернуться в каталог' }).click();
      await page.getByRole('link', { name: 'Профиль' }).click();
      await page.getByRole('link', { name: 'Мои заказы' }).click();
      await page.getByRole('link', { name: peony.title }).click();
      await page.waitForURL(/\/myorders\/\d+$/, { timeout: WAIT_MS });
      const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      const delivery = page.getByRole('region', { name: 'Доставка' });
      await visible(delivery.getByText(slotLabel));
      await visible(delivery.getByText(`${gift.recipient}, ${gift.phone}`));
      await visible(delivery.getByText(gift.card));

      const photo = new FormData();
      photo.append(
        'photo',
        new Blob([new Uint8Array(testPhoto([240, 170, 190], [90, 140, 90]))], {
          type: 'image/png',
        }),
        'chat.png',
      );
      await api.post(ADMIN, `/api/orders/${orderId}/photos/chat`, photo);
      await visible(page.getByRole('button', { name: /^Букет собран, / }));
      await screenshot(page, `shop-4-order-live-photo-${theme}`);

      await api.post(ADMIN, `/api/orders/${orderId}/moder-delivered`);
      await page.getByRole('button', { name: 'Да, всё хорошо' }).click();
      await visible(page.getByRole('region', { name: 'Оценка продавца' }));
      // A person taps the star; the radio under it is for screen readers.
      const fiveStars = page.getByRole('radio', { name: '5 звёзд' });
      await page.locator('label', { has: fiveStars }).click();
      expect(await fiveStars.isChecked()).toBe(true);
      await page.getByRole('textbox', { name: 'Отзыв' }).fill(gift.review);
      await pressMainButton(page, 'Оценить');
      await visible(page.getByText('Спасибо! Оценка сохранена'));
      await screenshot(page, `shop-5-rated-${theme}`);

      await page
        .locator(`a[href="/seller/${String(SELLER.id)}"]`)
        .first()
        .click();
      await visible(page.getByText(/^5,0 ★ · \d+ отзыв/));
      await visible(page.getByText(gift.review));
      await screenshot(page, `shop-6-seller-${theme}`);
      await page.context().close();
    });
  }
});
