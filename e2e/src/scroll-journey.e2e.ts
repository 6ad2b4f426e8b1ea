import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE_VIEWPORT, visible, WAIT_MS } from './browser.ts';
import { seedAds, type NewAd } from './seed-ads.ts';
import { startServer, type RunningServer } from './server.ts';
import { BUYER, initDataFor, telegramUrl, TELEGRAM_ENV } from './telegram-launch.ts';

// The position lies beyond the first screen.
const AD_COUNT = 30;
const SCROLL_TO_PX = 1300;

const ADS: NewAd[] = Array.from({ length: AD_COUNT }, (_, i) => ({
  title: `Букет №${String(i + 1)}`,
  price: 5000 + i * 100,
  description: 'Для проверки места в каталоге',
  colours: [
    [200, 40 + i * 6, 120],
    [250, 230, 200 - i * 5],
  ],
}));

// Lighthouse's mobile throttling.
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer(TELEGRAM_ENV);
  await seedAds(server.url, ADS);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function placeOnScreen(page: Page): Promise<{ title: string; top: number; scrollY: number }> {
  return page.evaluate(() => {
    for (const card of Array.from(document.querySelectorAll<HTMLElement>('#root article'))) {
      const { top } = card.getBoundingClientRect();
      if (top >= 0) {
        return {
          title: card.getAttribute('aria-label') ?? '',
          top: Math.round(top),
          scrollY: Math.round(window.scrollY),
        };
      }
    }
    return { title: '', top: 0, scrollY: Math.round(window.scrollY) };
  });
}

function storedPosition(page: Page): Promise<number | undefined> {
  return page.evaluate(() => {
    const saved = JSON.parse(sessionStorage.getItem('flowers/route-scroll') ?? '{}') as Record<
      string,
      number
    >;
    return saved['/'];
  });
}

async function settledPlace(page: Page) {
  await visible(page.locator('#root article'));
  let last = await placeOnScreen(page);
  for (let still = 0, deadline = Date.now() + WAIT_MS; still < 5 && Date.now() < deadline;) {
    await page.waitForTimeout(150);
    const next = await placeOnScreen(page);
    still = next.scrollY === last.scrollY && next.title === last.title ? still + 1 : 0;
    last = next;
  }
  return last;
}

async function openCatalogueAt(page: Page) {
  await page.goto(telegramUrl(server.url, initDataFor(BUYER), 'light'));
  await visible(page.getByRole('heading', { name: 'КАТАЛОГ' }));
  await settledPlace(page);
  await page.evaluate((y) => window.scrollTo(0, y), SCROLL_TO_PX);
  return settledPlace(page);
}

describe('the catalogue keeps its place (spec §2: scroll position of / in session storage)', () => {
  it('returns to the same cards after a bouquet, after checkout and after a reload', async () => {
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT, colorScheme: 'light' });
    const page = await context.newPage();
    // A phone's CPU: the list arrives and draws later than the route changes.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const left = await openCatalogueAt(page);
    expect(left.scrollY).toBeGreaterThan(SCROLL_TO_PX - 50);

    const firstOnScreen = page.getByRole('article', { name: left.title });
    await firstOnScreen.getByRole('link', { name: left.title }).click();
    await visible(page.getByRole('heading', { level: 1, name: left.title }));
    expect(await storedPosition(page)).toBe(left.scrollY);
    await page.goBack();
    expect(await settledPlace(page)).toEqual(left);

    await firstOnScreen.getByRole('link', { name: 'Заказать' }).click();
    await visible(page.getByRole('heading', { name: 'Оформление заказа' }));
    await page.goBack();
    expect(await settledPlace(page)).toEqual(left);

    // The list arrives well after the page on a phone's network: the position waits for it.
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.reload();
    expect(await settledPlace(page)).toEqual(left);
    await context.close();
  });
});
