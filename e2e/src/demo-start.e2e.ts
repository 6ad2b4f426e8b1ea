import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE_VIEWPORT, screenshot } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a fresh start in demo mode', () => {
  it('answers /api/health with its database and photo storage ready', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(await response.json()).toEqual({
      ok: true,
      checks: { database: 'ok', storage: 'ok' },
    });
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`lets a visitor pick a demo buyer and see the catalogue (${colorScheme})`, async () => {
      const context = await browser.newContext({ viewport: PHONE_VIEWPORT, colorScheme });
      const page = await context.newPage();
      await page.goto(server.url);
      await page.getByRole('button', { name: /Покупатель/ }).click();
      await expect
        .poll(() => page.getByRole('heading', { name: 'КАТАЛОГ' }).isVisible())
        .toBe(true);
      await expect
        .poll(() => page.getByText('Первый цветочный маркетплейс').isVisible())
        .toBe(true);
      // The demo bouquets' photos are drawn at first start.
      await page.waitForFunction(() => {
        const first = document.querySelector('main img');
        return first instanceof HTMLImageElement && first.complete && first.naturalWidth > 0;
      });
      await screenshot(page, `catalog-${colorScheme}`);
      await context.close();
    });
  }

  it('starts the app from four scripts, each one the server has', async () => {
    const page = await (await fetch(server.url)).text();
    const listed = /<script type="application\/json" id="app-modules">([^<]+)<\/script>/.exec(page);
    if (listed?.[1] === undefined) throw new Error('the page lists no app modules');
    const modules = JSON.parse(listed[1]) as { entry: string; preloads: string[] };
    const scripts = [modules.entry, ...modules.preloads];

    expect(scripts.length).toBeLessThanOrEqual(4);
    for (const script of scripts) {
      expect((await fetch(`${server.url}${script}`)).status).toBe(200);
    }
  });

  it('finishes in-flight work and exits cleanly on SIGTERM', async () => {
    const other = await startServer();
    expect(await other.stop()).toBe(0);
  });
});
