import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE_VIEWPORT, screenshot, visible, WAIT_MS } from './browser.ts';
import { seedAds } from './seed-ads.ts';
import { startServer, type RunningServer } from './server.ts';
import { ADMIN, BUYER, SELLER, initDataFor, telegramUrl, TELEGRAM_ENV } from './telegram-launch.ts';

const SUCCESS_CARD = '2200770239097761';
const TITLE = 'Розы «Сделка»';
const DISPUTED_TITLE = 'Лилии «Спор»';
const THEMES = ['light', 'dark'] as const;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer(TELEGRAM_ENV);
  await seedAds(server.url, [
    {
      title: TITLE,
      price: 5000,
      description: 'Алые розы',
      colours: [
        [200, 30, 60],
        [255, 230, 235],
      ],
    },
    {
      title: DISPUTED_TITLE,
      price: 6000,
      description: 'Белые лилии',
      colours: [
        [240, 240, 250],
        [200, 220, 160],
      ],
    },
  ]);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(user: Record<string, unknown>, path: string, theme: 'light' | 'dark') {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, colorScheme: theme });
  const page = await context.newPage();
  await page.goto(telegramUrl(server.url, initDataFor(user), theme).replace('/#', `${path}#`));
  return page;
}

async function api(user: Record<string, unknown>, path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, {
    ...init,
    headers: {
      ...init.headers,
      'x-initdata': initDataFor(user),
      ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
    },
  });
  expect(response.ok, `${path}: ${await response.clone().text()}`).toBe(true);
  return (await response.json()) as unknown;
}

async function shoot(user: Record<string, unknown>, path: string, name: string, ready: string) {
  for (const theme of THEMES) {
    const page = await open(user, path, theme);
    await visible(page.getByText(ready, { exact: false }));
    await screenshot(page, `${name}-${theme}`);
    await page.context().close();
  }
}

async function pay(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: /^Имя/ }).fill('Анна');
  await page.getByRole('textbox', { name: /^Адрес доставки/ }).fill('Москва, ул. Арбат, 10');
  await page.getByRole('textbox', { name: /^Телефон/ }).fill('+79991112233');
  await page.getByRole('button', { name: /^Оплатить / }).click();
  await page.waitForURL(/\/tbank-emulator\/pay\//, { timeout: WAIT_MS });
  await page.locator('#card').fill(SUCCESS_CARD);
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await page.waitForURL(/\/api\/success-page/, { timeout: WAIT_MS });
}

describe('the safe deal from purchase to the seller’s payout', () => {
  it('buy → hold → delivered → buyer confirms → admin pays 5 000 ₽ out → the seller sees it', async () => {
    await api(SELLER, `/api/users/${SELLER.id}/payment-info`, {
      method: 'PUT',
      body: JSON.stringify({ fullName: 'Вера Продавцова Ивановна', bankCardNumber: SUCCESS_CARD }),
    });
    const buyer = await open(BUYER, '/', 'light');
    await buyer
      .getByRole('article', { name: TITLE })
      .getByRole('link', { name: 'Заказать' })
      .click();
    await pay(buyer);

    const [order] = (await api(BUYER, '/api/my-orders')) as { id: number }[];
    expect(order).toBeDefined();
    await api(ADMIN, `/api/orders/${String(order?.id)}/moder-delivered`, { method: 'POST' });

    await shoot(BUYER, '/myorders', 'safe-deal-1-received-question', 'Получили букет?');
    await buyer.goto(`${server.url}/myorders`);
    await buyer.getByRole('button', { name: 'Есть проблема' }).click();
    await buyer.getByLabel('Что случилось?').fill('Проверка формы');
    await screenshot(buyer, 'safe-deal-2-dispute-form-light');
    await buyer.getByRole('button', { name: 'Отмена' }).click();
    await buyer.getByRole('button', { name: 'Да, всё хорошо' }).click();
    await visible(buyer.getByText('Безопасная сделка: Оплата списана'));
    await buyer.context().close();

    const admin = await open(ADMIN, '/payouts', 'light');
    const seller = admin.getByRole('article', { name: 'Продавец Вера Продавцова Ивановна' });
    await visible(seller.getByText('5 000 ₽'));
    expect(await seller.textContent()).toContain('К выплате: 5\u00a0000\u00a0₽');
    await shoot(ADMIN, '/payouts', 'safe-deal-3-payouts', 'Записать выплату');
    await seller.getByRole('button', { name: 'Показать номер' }).click();
    await visible(seller.getByText(`Карта: ${SUCCESS_CARD}`));
    await seller.getByRole('button', { name: 'Записать выплату' }).click();
    await seller.getByLabel('Номер платёжного поручения').fill('п/п 42');
    await screenshot(admin, 'safe-deal-4-record-payout-light');
    await seller.getByRole('button', { name: 'Сохранить выплату' }).click();
    await visible(seller.getByText(/К выплате: 0/));
    await admin.context().close();

    await shoot(SELLER, '/payment-info', 'safe-deal-5-seller-balance', 'История выплат');
    const sellerPage = await open(SELLER, '/payment-info', 'light');
    const balance = sellerPage.getByRole('region', { name: 'Баланс' });
    await visible(balance.getByText('п/п 42', { exact: false }));
    expect(await balance.textContent()).toContain('Всего выплачено: 5\u00a0000\u00a0₽');
    await sellerPage.context().close();
  });

  it('a buyer’s «Есть проблема» reaches the moderator order screen with the decisions', async () => {
    const buyer = await open(BUYER, '/', 'light');
    await buyer
      .getByRole('article', { name: DISPUTED_TITLE })
      .getByRole('link', { name: 'Заказать' })
      .click();
    await pay(buyer);
    await buyer.context().close();
    const orders = (await api(BUYER, '/api/my-orders')) as { id: number; title: string }[];
    const order = orders.find((one) => one.title === DISPUTED_TITLE);
    expect(order).toBeDefined();
    const id = String(order?.id);
    await api(ADMIN, `/api/orders/${id}/moder-delivered`, { method: 'POST' });
    const form = new FormData();
    form.set('text', 'Лилии привезли с поломанными стеблями');
    await api(BUYER, `/api/orders/${id}/dispute`, { method: 'POST', body: form });

    await shoot(BUYER, '/myorders', 'safe-deal-6-buyer-disputed', 'Безопасная сделка: Спор');
    await shoot(
      ADMIN,
      `/moderator/orders/${id}`,
      'safe-deal-7-moderator-dispute',
      'Жалоба покупателя',
    );
  });
});
