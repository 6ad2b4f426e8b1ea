import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE_VIEWPORT, screenshot, visible, WAIT_MS } from './browser.ts';
import { seedAds, type NewAd } from './seed-ads.ts';
import { startServer, type RunningServer } from './server.ts';
import { BUYER, initDataFor, telegramUrl, TELEGRAM_ENV } from './telegram-launch.ts';

// docs/money.md "Payments and test cards".
const SUCCESS_CARD = '2200770239097761';

const BOUQUETS: Record<'light' | 'dark', NewAd> = {
  light: {
    title: 'Пионы «Утро»',
    price: 5000,
    description: 'Нежно-розовые пионы',
    colours: [
      [250, 200, 215],
      [255, 245, 230],
    ],
  },
  dark: {
    title: 'Розы «Вечер»',
    price: 7000,
    description: 'Бордовые розы',
    colours: [
      [120, 10, 40],
      [40, 0, 20],
    ],
  },
};

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer(TELEGRAM_ENV);
  await seedAds(server.url, [BOUQUETS.light, BOUQUETS.dark]);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a buyer opens the app from Telegram and buys a bouquet', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`browses, favourites, pays in the T-Bank emulator and finds the order (${theme})`, async () => {
      const { title } = BOUQUETS[theme];
      const context = await browser.newContext({ viewport: PHONE_VIEWPORT, colorScheme: theme });
      const page = await context.newPage();
      await page.goto(telegramUrl(server.url, initDataFor(BUYER), theme));

      const card = page.getByRole('article', { name: title });
      await visible(page.getByRole('heading', { name: 'КАТАЛОГ' }));
      await visible(card);
      await card
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.decode());
      await screenshot(page, `buyer-1-catalog-${theme}`);

      await card.getByRole('button', { name: `Открыть фото: ${title}` }).click();
      const gallery = page.getByRole('dialog', { name: title });
      await visible(gallery);
      await gallery.getByRole('button', { name: 'Следующее фото' }).click();
      await visible(gallery.getByRole('img', { name: `${title}, фото 2 из 2` }));
      await screenshot(page, `buyer-2-gallery-${theme}`);
      await gallery.getByRole('button', { name: 'Закрыть' }).click();

      await card.getByRole('button', { name: 'Добавить в избранное' }).click();
      await visible(card.getByRole('button', { name: 'Убрать из избранного' }));
      await page.getByRole('link', { name: 'Избранное' }).click();
      await visible(page.getByRole('heading', { name: 'ИЗБРАННОЕ' }));
      await visible(page.getByRole('article', { name: title }));
      await screenshot(page, `buyer-3-favorites-${theme}`);

      await page
        .getByRole('article', { name: title })
        .getByRole('link', { name: 'Заказать' })
        .click();
      await visible(page.getByRole('heading', { name: 'Оформление заказа' }));
      await page.getByRole('textbox', { name: /^Имя/ }).fill('Анна');
      await page.getByRole('textbox', { name: /^Адрес доставки/ }).fill('Москва, ул. Арбат, 10');
      await page.getByRole('textbox', { name: /^Телефон/ }).fill('+79991112233');
      await page.getByRole('textbox', { name: /^Комментарий/ }).fill('Позвонить за час');
      await screenshot(page, `buyer-4-checkout-${theme}`);
      await page.getByRole('button', { name: /^Оплатить / }).click();

      await page.waitForURL(/\/tbank-emulator\/pay\//, { timeout: WAIT_MS });
      await screenshot(page, `buyer-5-tbank-emulator-${theme}`);
      await page.locator('#card').fill(SUCCESS_CARD);
      await page.getByRole('button', { name: 'Оплатить' }).click();

      await page.waitForURL(/\/api\/success-page/, { timeout: WAIT_MS });
      await visible(page.getByRole('heading', { name: 'Оплата прошла успешно' }));
      const orderNumber = new URL(page.url()).searchParams.get('orderId');
      expect(orderNumber).toMatch(/\S+/);
      await visible(page.getByText(`Заказ № ${orderNumber}`));
      await screenshot(page, `buyer-6-success-${theme}`);

      await page.getByRole('link', { name: 'Вернуться в каталог' }).click();
      await page.getByRole('link', { name: 'Профиль' }).click();
      await visible(page.getByRole('heading', { name: 'Анна Покупатель' }));
      await screenshot(page, `buyer-7-profile-${theme}`);
      await page.getByRole('link', { name: 'Мои заказы' }).click();
      const order = page.getByRole('article', { name: `Заказ ${orderNumber}` });
      await visible(order);
      expect(await order.textContent()).toContain(title);
      await screenshot(page, `buyer-8-my-orders-${theme}`);
      await context.close();
    });
  }
});
