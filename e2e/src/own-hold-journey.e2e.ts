import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { ARTIFACTS_DIR, launchBrowser, screenshot, visible, WAIT_MS } from './browser.ts';
import { DEMO_IDS, demoInitData, tabAs, type Theme } from './demo-session.ts';
import { startServer, type RunningServer } from './server.ts';

// Issue 40: Back from the bank's page said «Этот букет сейчас нельзя заказать» of the bouquet
// the buyer herself had just reserved. Her hold is hers: back, after a reload, on another device.

let server: RunningServer;
let browser: Browser;
let bouquets: { id: number; title: string }[];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const response = await fetch(`${server.url}/api/ads`, {
    headers: { 'x-initdata': await demoInitData(server.url, 'Покупатель') },
  });
  const ads = (await response.json()) as {
    id: number;
    title: string;
    status: string;
    user_id: string;
  }[];
  bouquets = ads.filter((ad) => ad.status === 'new' && ad.user_id !== DEMO_IDS.Покупатель);
  if (bouquets.length < 2) throw new Error('the demo catalogue has too few bouquets');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const buyerTab = (theme: Theme, path: string): Promise<Page> =>
  tabAs(browser, server.url, 'Покупатель', theme, path);

const payButton = (page: Page) => page.getByRole('button', { name: /^Оплатить / });

const artifact = (name: string) => path.join(ARTIFACTS_DIR, `${name}.png`);

const catalogueCard = (page: Page, title: string) =>
  page.getByRole('article', { name: title }).first();

async function expectTouchTarget(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

async function expectHers(page: Page): Promise<void> {
  await visible(payButton(page));
  expect(await payButton(page).isEnabled()).toBe(true);
  await visible(page.getByText(/^Букет ждёт вашей оплаты до/));
  expect(await page.getByText('Этот букет сейчас нельзя заказать').count()).toBe(0);
  expect(await page.getByText(/Этот букет уже заказали/).count()).toBe(0);
}

describe('the buyer’s own hold is hers', () => {
  (['light', 'dark'] as const).forEach((theme, index) => {
    it(`back from the bank, a reload and a second device offer «Оплатить» (${theme})`, async () => {
      const bouquet = bouquets[index];
      if (bouquet === undefined) throw new Error('no bouquet');
      const page = await buyerTab(theme, `/order/${bouquet.id}`);
      await visible(page.getByRole('heading', { name: 'Оформление заказа' }));
      await page.getByRole('textbox', { name: /^Имя/ }).fill('Анна');
      await page.getByRole('textbox', { name: /^Адрес доставки/ }).fill('Москва, ул. Арбат, 10');
      await page.getByRole('textbox', { name: /^Телефон/ }).fill('+79991112233');
      await payButton(page).click();
      await page.waitForURL(/\/tbank-emulator\/pay\//, { timeout: WAIT_MS });

      await page.goBack();
      await expectHers(page);
      await screenshot(page, `own-hold-1-checkout-after-bank-${theme}`);

      await page.reload();
      await expectHers(page);

      const phone = await buyerTab(theme, `/ad/${bouquet.id}`);
      await visible(phone.getByRole('heading', { name: bouquet.title, level: 1 }));
      await expectHers(phone);
      await screenshot(phone, `own-hold-2-bouquet-second-device-${theme}`);
      await payButton(phone).click();
      await phone.waitForURL(/\/tbank-emulator\/pay\//, { timeout: WAIT_MS });
      await phone.context().close();

      // The catalogue is one body for everyone; her card still says the hold is hers.
      const catalogue = await buyerTab(theme, `/?ad=${bouquet.id}`);
      const card = catalogueCard(catalogue, bouquet.title);
      await visible(card.getByRole('button', { name: 'Оплатить', exact: true }));
      await visible(card.getByText(/^Ваш резерв до/));
      expect(await card.getByRole('button', { name: 'Зарезервировано' }).count()).toBe(0);
      await expectTouchTarget(card.getByRole('button', { name: 'Оплатить', exact: true }));
      await screenshot(catalogue, `own-hold-3-catalogue-card-holder-${theme}`);
      await card.screenshot({ path: artifact(`own-hold-3-card-holder-${theme}`) });
      await card.getByRole('button', { name: 'Оплатить', exact: true }).click();
      await catalogue.waitForURL(/\/tbank-emulator\/pay\//, { timeout: WAIT_MS });
      await catalogue.context().close();

      const other = await tabAs(browser, server.url, 'Продавец', theme, `/?ad=${bouquet.id}`);
      const othersCard = catalogueCard(other, bouquet.title);
      await visible(othersCard.getByRole('button', { name: 'Зарезервировано' }));
      expect(await othersCard.getByRole('button', { name: 'Зарезервировано' }).isDisabled()).toBe(
        true,
      );
      expect(await othersCard.getByRole('button', { name: 'Оплатить', exact: true }).count()).toBe(
        0,
      );
      await screenshot(other, `own-hold-4-catalogue-card-other-${theme}`);
      await othersCard.screenshot({ path: artifact(`own-hold-4-card-other-${theme}`) });
      await other.context().close();

      // Someone else still cannot order it.
      const stranger = await tabAs(browser, server.url, 'Модератор', theme, `/order/${bouquet.id}`);
      await visible(stranger.getByText('Этот букет сейчас нельзя заказать'));
      await stranger.context().close();
      await page.context().close();
    });
  });
});
