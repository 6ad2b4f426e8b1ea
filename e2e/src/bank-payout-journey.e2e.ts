import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE_VIEWPORT, screenshot, visible, WAIT_MS } from './browser.ts';
import { seedAds } from './seed-ads.ts';
import { startServer, type RunningServer } from './server.ts';
import { ADMIN, BUYER, SELLER, initDataFor, telegramUrl, TELEGRAM_ENV } from './telegram-launch.ts';

const SUCCESS_CARD = '2200770239097761';
const TITLE = 'Тюльпаны «Выплата»';
const THEMES = ['light', 'dark'] as const;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer(TELEGRAM_ENV);
  await seedAds(server.url, [
    {
      title: TITLE,
      price: 5000,
      description: 'Жёлтые тюльпаны',
      colours: [
        [250, 210, 40],
        [255, 245, 220],
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

async function buyAndConfirm(buyer: Page): Promise<void> {
  await buyer.getByRole('article', { name: TITLE }).getByRole('link', { name: 'Заказать' }).click();
  await buyer.getByRole('textbox', { name: /^Имя/ }).fill('Анна');
  await buyer.getByRole('textbox', { name: /^Адрес доставки/ }).fill('Москва, ул. Арбат, 10');
  await buyer.getByRole('textbox', { name: /^Телефон/ }).fill('+79991112233');
  await buyer.getByRole('button', { name: /^Оплатить / }).click();
  await buyer.waitForURL(/\/tbank-emulator\/pay\//, { timeout: WAIT_MS });
  await buyer.locator('#card').fill(SUCCESS_CARD);
  await buyer.getByRole('button', { name: 'Оплатить' }).click();
  await buyer.waitForURL(/\/api\/success-page/, { timeout: WAIT_MS });
  const [order] = (await api(BUYER, '/api/my-orders')) as { id: number }[];
  await api(ADMIN, `/api/orders/${String(order?.id)}/moder-delivered`, { method: 'POST' });
  await api(BUYER, `/api/orders/${String(order?.id)}/receipt`, { method: 'POST' });
}

describe('payouts through the bank (issue 24)', () => {
  it('the seller binds a card at the bank, the admin pays 5 000 ₽ through it, the seller sees it paid', async () => {
    await api(SELLER, `/api/users/${SELLER.id}/payment-info`, {
      method: 'PUT',
      body: JSON.stringify({ fullName: 'Вера Продавцова Ивановна', bankCardNumber: SUCCESS_CARD }),
    });
    const seller = await open(SELLER, '/payment-info', 'light');
    await seller.getByRole('button', { name: 'Привязать карту в банке' }).click();
    await seller.waitForURL(/\/tbank-emulator\/e2c\/add-card\//, { timeout: WAIT_MS });
    await screenshot(seller, 'bank-payout-1-bank-card-page-light');
    await seller.locator('#card').fill(SUCCESS_CARD);
    await seller.getByRole('button', { name: 'Привязать карту' }).click();
    await seller.waitForURL(/\/payment-info\?card=bound/, { timeout: WAIT_MS });
    await visible(seller.getByText('Выплаты приходят на карту 220077******7761'));
    await seller.context().close();

    const buyer = await open(BUYER, '/', 'light');
    await buyAndConfirm(buyer);
    await buyer.context().close();

    await shoot(ADMIN, '/payouts', 'bank-payout-2-payouts', 'Выплатить через банк');
    const admin = await open(ADMIN, '/payouts', 'light');
    const line = admin.getByRole('article', { name: 'Продавец Вера Продавцова Ивановна' });
    await visible(line.getByText('Карта в банке: 220077******7761'));
    await line.getByRole('button', { name: 'Выплатить через банк' }).click();
    const question = admin.getByRole('dialog');
    await visible(question.getByText(/Выплатить 5\s000\s₽ на карту 220077\*{6}7761 через банк\?/));
    await screenshot(admin, 'bank-payout-3-question-light');
    await question.getByRole('button', { name: 'Выплатить' }).click();
    await visible(line.getByText(/К выплате: 0/));
    await admin.context().close();

    // The follower asks the bank every 10 s until the payout is final.
    await expect
      .poll(
        async () => {
          const balance = (await api(SELLER, '/api/my-balance')) as {
            payouts: { state: string }[];
          };
          return balance.payouts[0]?.state;
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe('sent');
    await shoot(SELLER, '/payment-info', 'bank-payout-4-payment-info', 'Выплачено продавцу');
    await shoot(ADMIN, '/payouts', 'bank-payout-5-payouts-after', 'Уже выплачено: 5');
  });
});
