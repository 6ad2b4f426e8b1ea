import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  AD_STATUSES,
  MONEY_STATES,
  ORDER_PHOTO_STAGES,
  ORDER_STATUSES,
  ROLES,
  ROUTE_PATHS,
} from '@flowers/domain';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { formatReport, type Sighting } from './audit/audit-report.ts';
import { checkAccessibility } from './audit/axe-check.ts';
import { checkKeyboard } from './audit/keyboard-check.ts';
import { checkScreen, type CheckOptions } from './audit/screen-checks.ts';
import { seedMarketplace, type SeededMarketplace } from './audit/seed-marketplace.ts';
import { ARTIFACTS_DIR, launchBrowser, WAIT_MS } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { installTelegramClient, sendToApp } from './telegram-client.ts';
import {
  ADMIN,
  BUYER,
  MODERATOR,
  SELLER,
  initDataFor,
  telegramUrl,
  TELEGRAM_ENV,
} from './telegram-launch.ts';

// Issue 13's "Done when".
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
] as const;
const THEMES = ['light', 'dark'] as const;
const AUDIT_DIR = path.join(ARTIFACTS_DIR, 'audit');
const SETTLE_TIMEOUT_MS = 10_000;

const CHECKS: CheckOptions = {
  // spec §2, §4, §5.
  allowedCaps: ['КАТАЛОГ', 'ИЗБРАННОЕ', 'ЗАРЕЗЕРВИРОВАНО', 'ОЖИДАЕТ МОДЕРАЦИИ', 'ERROR:'],
  abbreviations: [
    'ФИО',
    'ИНН',
    'ОГРН',
    'ОГРНИП',
    'ИП',
    'ООО',
    'ID',
    'СБП',
    'РФ',
    'НДС',
    'БИК',
    'HEIC',
    'JPG',
    'JPEG',
    'PNG',
    'CSV',
    'CVV',
    'МСК',
  ],
  rawCodes: [...AD_STATUSES, ...ORDER_STATUSES, ...MONEY_STATES, ...ROLES, ...ORDER_PHOTO_STAGES],
  // Issue 27.
  rawWords: ['failed', 'fetch', 'load', 'error', 'network', 'user_id', 'username', 'undefined'],
};

interface Persona {
  label: string;
  role: 'user' | 'moderator' | 'admin';
  user: Record<string, unknown>;
}
const PERSONAS: readonly Persona[] = [
  { label: 'Покупатель и продавец', role: 'user', user: BUYER },
  { label: 'Модератор', role: 'moderator', user: MODERATOR },
  { label: 'Администратор', role: 'admin', user: ADMIN },
];

function routesFor(persona: Persona, seeded: SeededMarketplace): string[] {
  const fill: Record<string, string> = {
    ':adId': String(seeded.orderableAdId),
    ':id': String(seeded.ownAdIdOf[persona.role]),
  };
  return ROUTE_PATHS.map((route) => {
    if (route === '/order-edit/:orderId') return `/order-edit/${String(seeded.paidOrderId)}`;
    if (route === '/myorders/:id') return `/myorders/${String(seeded.disputedOrderId)}`;
    if (route === '/seller/:id') return `/seller/${String(SELLER.id)}`;
    if (route === '/ad/:id') return `/ad/${String(seeded.orderableAdId)}`;
    if (route === '/moderator/orders/:orderId')
      return `/moderator/orders/${String(seeded.disputedOrderId)}`;
    if (route === '/api/success-page') return `${route}?orderId=${seeded.paidOrderNumber}`;
    if (route === '/api/fail-page')
      return `${route}?orderId=${seeded.paidOrderNumber}&errorCode=1051&errorMessage=${encodeURIComponent('Недостаточно средств')}`;
    return route.replace(/:\w+/g, (param) => fill[param] ?? param);
  });
}

async function settle(page: Page, inFlight: () => number): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inFlight() > 0) quietSince = Date.now();
    if (Date.now() - quietSince >= 150) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await page.evaluate(
    (timeout) =>
      new Promise<void>((resolve) => {
        let last = Date.now();
        const observer = new MutationObserver(() => {
          last = Date.now();
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        const started = Date.now();
        const poll = () => {
          const now = Date.now();
          if (now - last >= 150 || now - started > timeout) {
            observer.disconnect();
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          } else setTimeout(poll, 50);
        };
        setTimeout(poll, 50);
      }),
    SETTLE_TIMEOUT_MS,
  );
}

async function screenText(page: Page): Promise<string> {
  const text = await page.evaluate(() => document.body.innerText).catch(String);
  return text.replace(/\s+/g, ' ').slice(0, 500);
}

/** As the app's own links do: no reload, no second sign-in. */
async function goTo(page: Page, route: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    window.scrollTo(0, 0);
  }, route);
}

let server: RunningServer;
let browser: Browser;
let seeded: SeededMarketplace;

// Concurrent: a screen mostly waits for the app to settle, so the personas' pages take turns on
// the two cores; each test has its own browser contexts and the audit only reads.
describe.concurrent('every screen in Telegram, in both themes and three phone sizes', () => {
  beforeAll(async () => {
    server = await startServer({ ...TELEGRAM_ENV, WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
    [seeded, browser] = await Promise.all([seedMarketplace(server.url), launchBrowser()]);
    await mkdir(AUDIT_DIR, { recursive: true });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const persona of PERSONAS) {
    it(`${persona.label}: no overflow, clipped text, overlap, small target, raw value, shouting or axe violation`, async ({
      expect,
    }) => {
      const sightings: Sighting[] = [];
      for (const theme of THEMES) {
        const context = await browser.newContext({ viewport: VIEWPORTS[0], colorScheme: theme });
        await installTelegramClient(context, theme);
        const page = await context.newPage();
        // Chromium did not always report index.html's early requests finished;
        // one then held every screen 10 s.
        const awaited = new Set<Request>();
        page.on('request', (request) => {
          if (!request.url().includes('/socket.io/')) awaited.add(request);
        });
        page.on('response', (response) => awaited.delete(response.request()));
        page.on('requestfailed', (request) => awaited.delete(request));

        await page.goto(telegramUrl(server.url, initDataFor(persona.user), theme));
        // A navigation before the app has read its launch parameters would leave it signed out.
        await page.waitForFunction(
          () => Array.from(document.querySelectorAll('nav')).some((nav) => !nav.closest('[inert]')),
          undefined,
          { timeout: 30_000 },
        );
        const routes = routesFor(persona, seeded);
        for (const [index, route] of routes.entries()) {
          await goTo(page, route);
          const sizes = index % 2 === 0 ? VIEWPORTS : [...VIEWPORTS].reverse();
          for (const viewport of sizes) {
            await page.setViewportSize(viewport);
            await settle(page, () => awaited.size);
            const where = `${String(viewport.width)}×${String(viewport.height)}`;
            for (const finding of [
              ...(await page.evaluate(checkScreen, CHECKS)),
              ...(await checkAccessibility(page)),
            ])
              sightings.push({ ...finding, route, theme, viewport: where });
            // Tabbing scrolls and focuses: once per screen, after the first size's screenshot.
            const keyboardAt = viewport === sizes[0];
            const slug = route.replace(/[/?&=%]+/g, '_').replace(/^_|_$/g, '') || 'root';
            await page.screenshot({
              path: path.join(AUDIT_DIR, `${persona.role}-${theme}-${where}-${slug}.jpeg`),
              fullPage: true,
              type: 'jpeg',
              quality: 70,
            });
            if (keyboardAt) {
              for (const finding of await checkKeyboard(page))
                sightings.push({ ...finding, route, theme, viewport: where });
              await page.evaluate(() => window.scrollTo(0, 0));
            }
          }
        }
        await context.close();
      }
      const report = formatReport(persona.label, sightings);
      await writeFile(path.join(AUDIT_DIR, `report-${persona.role}.txt`), `${report}\n`);
      expect(sightings.length, report).toBe(0);
    }, 600_000);
  }

  // Issue 27.
  it('spec items: ads with a pending request orderable, focus back after the photo viewer, a retry that keeps input', async ({
    expect,
  }) => {
    const sightings: Sighting[] = [];
    for (const theme of THEMES) {
      const context = await browser.newContext({ viewport: VIEWPORTS[0], colorScheme: theme });
      await installTelegramClient(context, theme);
      const page = await context.newPage();
      await page.goto(telegramUrl(server.url, initDataFor(MODERATOR), theme));
      await page.waitForFunction(
        () => Array.from(document.querySelectorAll('nav')).some((nav) => !nav.closest('[inert]')),
        undefined,
        { timeout: 30_000 },
      );
      const settled = () => settle(page, () => 0);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        const where = `${String(viewport.width)}×${String(viewport.height)}`;
        const note = (route: string, element: string, measured: string) =>
          sightings.push({ check: 'spec item', element, measured, route, theme, viewport: where });

        // spec §6.
        for (const [request, adId] of Object.entries(seeded.pendingAdIds)) {
          const route = `/catalog?ad=${String(adId)}`;
          await goTo(page, route);
          const order = page.locator(`#root a[href="/order/${String(adId)}"]`);
          const shown = await order
            .first()
            .waitFor({ state: 'visible', timeout: SETTLE_TIMEOUT_MS })
            .then(
              () => true,
              () => false,
            );
          if (!shown) note(route, `ad with a pending ${request} request`, 'no «Заказать» link');
        }

        await goTo(page, '/');
        await settled();
        const opener = page.locator('#root').getByRole('button', { name: /^Открыть фото: / });
        await opener.first().focus();
        await page.keyboard.press('Enter');
        await page.getByRole('dialog').waitFor({ timeout: SETTLE_TIMEOUT_MS });
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached', timeout: SETTLE_TIMEOUT_MS });
        if (!(await opener.first().evaluate((element) => element === document.activeElement)))
          note('/', 'photo viewer', 'focus not back on the photo that opened it');

        const route = `/order/${String(seeded.orderableAdId)}`;
        await goTo(page, route);
        await settled();
        const name = page.getByRole('textbox', { name: /^Имя/ });
        await name.waitFor({ timeout: WAIT_MS }).catch(async () => {
          // Once seen under load in CI, not reproduced: what the screen showed says why.
          throw new Error(`no order form at ${page.url()}: ${await screenText(page)}`);
        });
        await name.fill('Илья Модераторов');
        await page.getByRole('textbox', { name: /^Адрес доставки/ }).fill('Москва, ул. Арбат, 10');
        await page.getByRole('textbox', { name: /^Телефон/ }).fill('+79991234567');
        await context.setOffline(true);
        await sendToApp(page, 'main_button_pressed');
        const retry = page.getByRole('button', { name: 'Повторить' });
        const offered = await retry.waitFor({ timeout: SETTLE_TIMEOUT_MS }).then(
          () => true,
          () => false,
        );
        if (!offered) note(route, 'checkout offline', 'no «Повторить»');
        if ((await name.inputValue()) !== 'Илья Модераторов')
          note(route, 'checkout offline', 'the typed name is gone');
        await settled();
        for (const finding of [
          ...(await page.evaluate(checkScreen, CHECKS)),
          ...(await checkAccessibility(page)),
        ])
          sightings.push({ ...finding, route: `${route} (offline)`, theme, viewport: where });
        await page.screenshot({
          path: path.join(AUDIT_DIR, `spec-items-${theme}-${where}-checkout-offline.png`),
          fullPage: true,
        });
        await context.setOffline(false);
      }
      await context.close();
    }
    const report = formatReport('Требования issue 27', sightings);
    await writeFile(path.join(AUDIT_DIR, 'report-spec-items.txt'), `${report}\n`);
    expect(sightings.length, report).toBe(0);
  }, 600_000);
});
