import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, visible, WAIT_MS } from './browser.ts';
import { demoInitData, tabAs, type DemoRole } from './demo-session.ts';
import { startServer, type RunningServer } from './server.ts';
import { testPhoto } from './test-photo.ts';

// Issue 40: a rejected bouquet gets a second chance: the seller fixes it, with the moderator's
// reason in front of her, and it goes back to moderation as the same ad.

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

async function call(role: DemoRole, method: string, path: string, body?: BodyInit | object) {
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'x-initdata': await demoInitData(server.url, role),
      ...(json && { 'content-type': 'application/json' }),
    },
    body: json ? JSON.stringify(body) : (body as BodyInit | undefined),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** The demo buyer sells too; unlike the demo seller she is not trusted, so a moderator looks. */
async function rejectedBouquet(title: string): Promise<{ id: number; photo: string }> {
  const form = new FormData();
  form.set('title', title);
  form.set('original_price', '6000');
  form.set('description', 'Нежные пионы');
  form.set('address', 'Москва, ул. Тверская, 7');
  form.set('phone', '+79991234567');
  const photo = testPhoto([250, 200, 215], [255, 245, 230]);
  form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'one.png');
  const ad = await call('Покупатель', 'POST', '/api/ads', form);
  expect(ad.status).toBe('wait_moder');
  await call('Модератор', 'POST', `/api/moderate/ads/${String(ad.id)}/reject`, {
    reason: 'На фото не видно букета целиком',
  });
  const photos = ad.photos as { gallery: string }[];
  return { id: Number(ad.id), photo: photos[0]?.gallery ?? '' };
}

describe('«Исправить и отправить снова»', () => {
  (['light', 'dark'] as const).forEach((theme) => {
    it(`fixes a rejected bouquet and sends the same ad back to moderation (${theme})`, async () => {
      const title = `Пионы ${theme}`;
      const { id, photo: oldPhoto } = await rejectedBouquet(title);
      const page = await tabAs(browser, server.url, 'Покупатель', theme, '/myads');

      const card = page.getByRole('article', { name: title });
      await visible(card.getByText('Причина отклонения: На фото не видно букета целиком'));
      await screenshot(page, `resubmit-1-my-ads-${theme}`);
      await card.getByRole('link', { name: 'Исправить и отправить снова' }).click();

      await visible(page.getByText('Причина отклонения: На фото не видно букета целиком'));
      const name = page.getByRole('textbox', { name: 'Название' });
      expect(await name.inputValue()).toBe(title);
      expect(await page.getByRole('textbox', { name: 'Телефон' }).inputValue()).toBe(
        '+79991234567',
      );
      expect(await page.getByRole('combobox', { name: 'Адрес' }).inputValue()).toBe(
        'Москва, ул. Тверская, 7',
      );
      await name.fill(`${title}, весь букет`);
      // The photo the moderator refused is replaced with one of the whole bouquet.
      await visible(page.getByRole('img', { name: 'Фото 1' }));
      await page.getByRole('button', { name: 'Удалить фото 1' }).click();
      await page.getByLabel('Добавить фото').setInputFiles({
        name: 'whole.png',
        mimeType: 'image/png',
        buffer: testPhoto([200, 120, 160], [250, 250, 240]),
      });
      await visible(page.getByRole('img', { name: 'Фото 1' }));
      await screenshot(page, `resubmit-2-form-${theme}`);
      await page.getByRole('button', { name: 'Отправить на модерацию' }).click();

      await page.waitForURL(/\/myads$/, { timeout: WAIT_MS });
      const fixed = page.getByRole('article', { name: `${title}, весь букет` });
      await visible(fixed.getByText('ОЖИДАЕТ МОДЕРАЦИИ'));
      await screenshot(page, `resubmit-3-back-in-moderation-${theme}`);
      await page.context().close();

      const queue = (await fetch(`${server.url}/api/moderate/ads`, {
        headers: { 'x-initdata': await demoInitData(server.url, 'Модератор') },
      }).then((r) => r.json())) as { id: number; title: string }[];
      expect(queue.filter((ad) => ad.title.startsWith(title))).toEqual([
        expect.objectContaining({ id, title: `${title}, весь букет` }),
      ]);
      const sent = await call('Покупатель', 'GET', `/api/ads/${String(id)}`);
      const photos = sent.photos as { gallery: string }[];
      expect(photos).toHaveLength(1);
      expect(photos[0]?.gallery).not.toBe(oldPhoto);
      // The refused photo's file is gone from storage; the new one is served.
      expect((await fetch(`${server.url}${photos[0]?.gallery ?? ''}`)).status).toBe(200);
      expect((await fetch(`${server.url}${oldPhoto}`)).status).toBe(404);
    });
  });
});
