import type { Browser, Page } from 'playwright-core';
import { PHONE_VIEWPORT, visible } from './browser.ts';

export type Theme = 'light' | 'dark';
export type DemoRole = 'Покупатель' | 'Продавец' | 'Модератор' | 'Администратор';

export const DEMO_IDS: Record<DemoRole, string> = {
  Покупатель: '100000001',
  Продавец: '100000002',
  Модератор: '100000003',
  Администратор: '100000004',
};

export interface DemoPage {
  page: Page;
  /** Outside Telegram, alerts are the browser's. */
  alerts: string[];
  close(): Promise<void>;
}

export async function openAs(
  browser: Browser,
  origin: string,
  role: DemoRole,
  theme: Theme,
  path = '/',
): Promise<DemoPage> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, colorScheme: theme });
  const page = await context.newPage();
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto(`${origin}${path}`);
  await page.getByRole('button', { name: new RegExp(role) }).click();
  await visible(page.getByRole('navigation', { name: 'Основное меню' }));
  return { page, alerts, close: () => context.close() };
}

/**
 * A fresh tab already signed in as `role` (the demo choice is per tab, as Telegram's launch data
 * is), opened straight at `path`: only about:blank lies behind it.
 */
export async function tabAs(
  browser: Browser,
  origin: string,
  role: DemoRole,
  theme: Theme,
  path: string,
): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, colorScheme: theme });
  await context.addInitScript((id) => {
    sessionStorage.setItem('flowers/demo-user-id', id);
  }, DEMO_IDS[role]);
  const page = await context.newPage();
  await page.goto(`${origin}${path}`);
  return page;
}

export async function demoInitData(origin: string, role: DemoRole): Promise<string> {
  const response = await fetch(`${origin}/api/demo/init-data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: DEMO_IDS[role] }),
  });
  const body = (await response.json()) as { initData: string };
  return body.initData;
}

export async function drawnPhoto(page: Page, from: string, to: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([a, b]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      const gradient = context.createLinearGradient(0, 0, 640, 480);
      gradient.addColorStop(0, a);
      gradient.addColorStop(1, b);
      context.fillStyle = gradient;
      context.fillRect(0, 0, 640, 480);
      return canvas.toDataURL('image/png');
    },
    [from, to] as const,
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}
