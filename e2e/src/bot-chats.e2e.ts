import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE_VIEWPORT, screenshot, visible, WAIT_MS } from './browser.ts';
import { drawnPhoto, openAs } from './demo-session.ts';
import type { DemoPage, Theme } from './demo-session.ts';
import { startServer, type RunningServer } from './server.ts';

const STAFF_CHAT = 'Модераторы (группа)';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function postAd(page: Page, origin: string, title: string): Promise<void> {
  await page.goto(`${origin}/add`);
  await visible(page.getByRole('heading', { name: 'Новое объявление' }));
  const png = await drawnPhoto(page, '#f7c6d9', '#fff4e0');
  await page
    .getByLabel('Добавить фото')
    .setInputFiles([{ name: 'bouquet.png', mimeType: 'image/png', buffer: png }]);
  await visible(page.getByRole('button', { name: 'Удалить фото 1' }));
  await page.getByRole('textbox', { name: 'Название' }).fill(title);
  await page.getByRole('textbox', { name: /Цена продавца/ }).fill('5000');
  await page.getByRole('combobox', { name: 'Адрес' }).fill('Москва, ул. Тверская, 7');
  await page.getByRole('textbox', { name: 'Телефон' }).fill('+79991234567');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Добавить', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(`${origin}/`, { timeout: WAIT_MS });
}

/** Nobody needs to sign in to watch. */
async function openChats(origin: string, theme: Theme): Promise<DemoPage> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, colorScheme: theme });
  const page = await context.newPage();
  await page.goto(`${origin}/demo/chats`);
  await visible(page.getByRole('heading', { name: 'Чаты с ботом' }));
  return { page, alerts: [], close: () => context.close() };
}

async function chatTab(page: Page, name: string | RegExp): Promise<Locator> {
  await page.getByRole('tab', { name }).click();
  return page.getByRole('log', { name: /^Переписка: / });
}

function messageWith(chat: Locator, text: string | RegExp): Locator {
  return chat.getByRole('listitem').filter({ hasText: text }).last();
}

for (const theme of ['light', 'dark'] as const satisfies readonly Theme[]) {
  describe.sequential(`the bot in demo mode (${theme})`, () => {
    const approved = theme === 'light' ? 'Пионы «Рассвет»' : 'Пионы «Полночь»';
    const rejected = theme === 'light' ? 'Ромашки «Поле»' : 'Ромашки «Луна»';
    let server: RunningServer;
    let seller: DemoPage;
    let chats: DemoPage;

    beforeAll(async () => {
      server = await startServer();
    });
    afterAll(async () => {
      await seller?.close();
      await chats?.close();
      await server?.stop();
    });

    it('a seller writes /start and the bot answers with a button into the app', async () => {
      chats = await openChats(server.url, theme);
      const { page } = chats;
      const sellerChat = await chatTab(page, /Продавец/);
      await page.getByRole('textbox', { name: 'Сообщение' }).fill('/start');
      await page.keyboard.press('Enter');
      const welcome = messageWith(sellerChat, /./).filter({ has: page.getByRole('button') });
      await visible(welcome);
      await screenshot(page, `bot-0-start-${theme}`);
    });

    it('a seller posts an ad and the staff chat shows it with its photo and buttons', async () => {
      seller = await openAs(browser, server.url, 'Продавец', theme);
      await postAd(seller.page, server.url, approved);

      await chats.page.goto(`${server.url}/demo/chats`);
      const staff = await chatTab(chats.page, STAFF_CHAT);
      const post = messageWith(staff, approved);
      await visible(post.getByRole('img'));
      await visible(post.getByRole('button', { name: 'Одобрить' }));
      await visible(post.getByRole('button', { name: 'Отклонить' }));
      await screenshot(chats.page, `bot-1-staff-chat-${theme}`);
    });

    it('a moderator approves from the staff chat; the seller’s chat says «одобрено»', async () => {
      const { page } = chats;
      const staff = await chatTab(page, STAFF_CHAT);
      // A native select: its chosen option is its value, not a visible text.
      await expect
        .poll(() =>
          page
            .getByRole('combobox', { name: 'Вы в чате как' })
            .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text ?? ''),
        )
        .toMatch(/Модератор/);
      await messageWith(staff, approved).getByRole('button', { name: 'Одобрить' }).click();
      await visible(messageWith(staff, approved).getByText(/Одобрено/));
      await expect
        .poll(() => messageWith(staff, approved).getByRole('button', { name: 'Одобрить' }).count())
        .toBe(0);

      const sellerChat = await chatTab(page, /Продавец/);
      const news = messageWith(sellerChat, /одобрено/i);
      await visible(news.getByRole('button', { name: 'Открыть объявление' }));
      await screenshot(page, `bot-2-seller-chat-approved-${theme}`);
    });

    it('the message’s button opens the app as the seller, on the approved ad', async () => {
      const { page } = chats;
      const sellerChat = await chatTab(page, /Продавец/);
      await messageWith(sellerChat, /одобрено/i)
        .getByRole('button', { name: 'Открыть объявление' })
        .click();

      await page.waitForURL((url) => url.pathname !== '/demo/chats', { timeout: WAIT_MS });
      await visible(page.getByRole('heading', { level: 1, name: approved }));
      // Only the seller is told this, so the app opened as the message's addressee.
      await visible(page.getByText('Нельзя заказать собственный букет'));
      expect(new URL(page.url()).pathname).toMatch(/^\/ad\/\d+$/);
      await screenshot(page, `bot-3-opened-from-chat-${theme}`);
    });

    it('a moderator rejects by replying with a reason; «Мои объявления» shows it', async () => {
      await postAd(seller.page, server.url, rejected);
      const { page } = chats;
      await page.goto(`${server.url}/demo/chats`);
      const staff = await chatTab(page, STAFF_CHAT);
      await messageWith(staff, rejected).getByRole('button', { name: 'Отклонить' }).click();
      const prompt = messageWith(staff, /Напишите причину/);
      await visible(prompt);
      await prompt.getByRole('button', { name: 'Ответить' }).click();
      await page.getByRole('textbox', { name: 'Сообщение' }).fill('На фото не букет');
      await screenshot(page, `bot-4-staff-reply-${theme}`);
      await page.keyboard.press('Enter');
      await visible(messageWith(staff, rejected).getByText(/Причина: На фото не букет/));

      await seller.page.goto(`${server.url}/myads`);
      const card = seller.page.getByRole('article', { name: rejected });
      await visible(card.getByText('Причина отклонения: На фото не букет'));
      await screenshot(seller.page, `bot-5-my-ads-rejected-${theme}`);
    });

    it('the profile shows «Уведомления» and leads to the demo chats', async () => {
      const { page } = seller;
      await page.goto(`${server.url}/profile`);
      await visible(page.getByRole('switch', { name: 'Уведомления' }));
      await screenshot(page, `bot-6-profile-${theme}`);
      await page.getByRole('link', { name: 'Чаты с ботом (демо)' }).click();
      await visible(page.getByRole('heading', { name: 'Чаты с ботом' }));
    });
  });
}
