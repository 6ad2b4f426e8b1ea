import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE_VIEWPORT, screenshot, visible } from './browser.ts';
import { demoInitData, tabAs, type Theme } from './demo-session.ts';
import { startServer, type RunningServer } from './server.ts';
import { installTelegramClient, sendToApp } from './telegram-client.ts';
import { telegramUrl } from './telegram-launch.ts';

// Issue 40: a page opened by a link or in a fresh tab has nothing of ours behind it; Back went
// to about:blank. It goes to the screen above in the app's hierarchy instead.

let server: RunningServer;
let browser: Browser;
let ad: { id: number; title: string };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const response = await fetch(`${server.url}/api/ads`, {
    headers: { 'x-initdata': await demoInitData(server.url, 'Покупатель') },
  });
  const ads = (await response.json()) as { id: number; title: string; status: string }[];
  const open = ads.find((one) => one.status === 'new' || one.status === 'edited');
  if (open === undefined) throw new Error('the demo catalogue has no orderable bouquet');
  ad = open;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const freshTab = (theme: Theme, path: string): Promise<Page> =>
  tabAs(browser, server.url, 'Покупатель', theme, path);

async function pressBack(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Назад', exact: true }).first().click();
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('Back never leaves the app', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`«Назад» climbs the hierarchy from pages opened by a link (${theme})`, async () => {
      const page = await freshTab(theme, `/order/${ad.id}`);
      await visible(page.getByRole('heading', { name: 'Оформление заказа' }));
      await screenshot(page, `back-1-checkout-by-link-${theme}`);
      await pressBack(page);
      await visible(page.getByRole('heading', { name: ad.title, level: 1 }));
      expect(pathOf(page)).toBe(`/ad/${ad.id}`);
      await pressBack(page);
      await visible(page.getByRole('heading', { name: 'КАТАЛОГ' }));
      expect(pathOf(page)).toBe('/');
      await page.context().close();

      const order = await freshTab(theme, '/myorders/999999');
      await visible(order.getByRole('button', { name: 'Назад', exact: true }));
      await pressBack(order);
      await visible(order.getByRole('heading', { name: 'Мои заказы' }));
      expect(pathOf(order)).toBe('/myorders');
      await screenshot(order, `back-2-my-orders-after-back-${theme}`);
      await pressBack(order);
      expect(pathOf(order)).toBe('/profile');
      await order.context().close();
    });

    it(`Telegram's BackButton does the same inside Telegram (${theme})`, async () => {
      const context = await browser.newContext({ viewport: PHONE_VIEWPORT, colorScheme: theme });
      await installTelegramClient(context, theme);
      const page = await context.newPage();
      const initData = await demoInitData(server.url, 'Покупатель');
      await page.goto(telegramUrl(server.url, initData, theme).replace('/#', `/ad/${ad.id}#`));
      await visible(page.getByRole('heading', { name: ad.title, level: 1 }));
      await sendToApp(page, 'back_button_pressed');
      await visible(page.getByRole('heading', { name: 'КАТАЛОГ' }));
      expect(pathOf(page)).toBe('/');
      expect(page.url()).not.toContain('about:blank');
      await context.close();
    });
  }
});
