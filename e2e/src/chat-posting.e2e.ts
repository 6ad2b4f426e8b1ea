import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE_VIEWPORT, screenshot, visible, WAIT_MS } from './browser.ts';
import { drawnPhoto } from './demo-session.ts';
import type { Theme } from './demo-session.ts';
import { startServer, type RunningServer } from './server.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function sellerChat(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: /Продавец/ }).click();
  return page.getByRole('log', { name: /^Переписка: / });
}

for (const theme of ['light', 'dark'] as const satisfies readonly Theme[]) {
  describe.sequential(`posting from the chat in demo mode (${theme})`, () => {
    let server: RunningServer;
    let page: Page;

    beforeAll(async () => {
      server = await startServer();
      const context = await browser.newContext({ viewport: PHONE_VIEWPORT, colorScheme: theme });
      page = await context.newPage();
    });
    afterAll(async () => {
      await page?.context().close();
      await server?.stop();
    });

    it('a seller sends the bot an album with a caption; the bot answers with «Открыть черновик»', async () => {
      await page.goto(`${server.url}/demo/chats`);
      await visible(page.getByRole('heading', { name: 'Чаты с ботом' }));
      const chat = await sellerChat(page);
      const photos = [
        await drawnPhoto(page, '#f7c6d9', '#fff4e0'),
        await drawnPhoto(page, '#c6e0f7', '#fdf0ff'),
      ];
      await page
        .getByLabel('Прикрепить фото', { exact: true })
        .and(page.locator('input'))
        .setInputFiles(
          photos.map((buffer, i) => ({ name: `peony-${i}.png`, mimeType: 'image/png', buffer })),
        );
      await visible(page.getByText('Альбом к отправке: 2 фото'));
      await page.getByRole('textbox', { name: 'Подпись к фото' }).fill('Пионы 15 шт 6500');
      await page.getByRole('button', { name: 'Отправить' }).click();

      const answer = chat
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: 'Открыть черновик' }) });
      await visible(answer);
      expect(await chat.getByRole('img').count()).toBeGreaterThanOrEqual(2);
      await screenshot(page, `chat-posting-1-album-${theme}`);
    });

    it('the button opens the new-ad form holding the photos, title and price', async () => {
      const chat = await sellerChat(page);
      await chat.getByRole('button', { name: 'Открыть черновик' }).last().click();
      await page.waitForURL((url) => url.pathname === '/add', { timeout: WAIT_MS });
      await visible(page.getByText('Фото и подпись из чата с ботом уже в форме', { exact: false }));
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Название' }).inputValue())
        .toBe('Пионы 15 шт');
      expect(await page.getByRole('textbox', { name: /Цена продавца/ }).inputValue()).toBe('6500');
      await visible(page.getByRole('button', { name: 'Удалить фото 2' }));
      await screenshot(page, `chat-posting-2-form-${theme}`);
    });
  });
}
