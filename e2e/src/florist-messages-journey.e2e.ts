import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE_VIEWPORT, screenshot, visible, WAIT_MS } from './browser.ts';
import { DEMO_IDS, demoInitData, tabAs, type Theme } from './demo-session.ts';
import { startServer, type RunningServer } from './server.ts';

// Issue 40 «Написать флористу»: the buyer asks from the bouquet page, the florist answers in
// her chat with the bot, the thread follows the order, either side reports, staff read it.

const SUCCESS_CARD = '2200770239097761';
const STAFF_CHAT = 'Модераторы (группа)';

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
  bouquets = ads.filter((ad) => ad.status === 'new' && ad.user_id === DEMO_IDS.Продавец);
  if (bouquets.length < 2)
    throw new Error('the demo catalogue has too few of the seller’s bouquets');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openChats(theme: Theme): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, colorScheme: theme });
  const page = await context.newPage();
  await page.goto(`${server.url}/demo/chats`);
  await visible(page.getByRole('heading', { name: 'Чаты с ботом' }));
  return page;
}

async function chatTab(page: Page, name: string | RegExp): Promise<Locator> {
  await page.getByRole('tab', { name }).click();
  return page.getByRole('log', { name: /^Переписка: / });
}

const messageWith = (chat: Locator, text: string | RegExp): Locator =>
  chat.getByRole('listitem').filter({ hasText: text }).last();

/** The demo chat's own «Ответить» (reply to this message), not an inline button of the bot. */
async function replyInChat(page: Page, message: Locator, text: string): Promise<void> {
  await message.getByRole('button', { name: 'Ответить' }).first().click();
  await page.getByRole('textbox', { name: 'Сообщение' }).fill(text);
  await page.keyboard.press('Enter');
}

async function sendInThread(page: Page, label: string, text: string): Promise<void> {
  await page.getByRole('textbox', { name: label }).fill(text);
  await page.getByRole('button', { name: /^Отправить (флористу|покупателю)$/ }).click();
  await visible(page.getByRole('log').getByText(text));
}

async function buy(page: Page, adId: number): Promise<void> {
  await page.goto(`${server.url}/order/${adId}`);
  await visible(page.getByRole('heading', { name: 'Оформление заказа' }));
  await page.getByRole('textbox', { name: /^Имя/ }).fill('Анна');
  await page.getByRole('textbox', { name: /^Адрес доставки/ }).fill('Москва, ул. Арбат, 10');
  await page.getByRole('textbox', { name: /^Телефон/ }).fill('+79991112233');
  await page.getByRole('button', { name: /^Оплатить / }).click();
  await page.waitForURL(/\/tbank-emulator\/pay\//, { timeout: WAIT_MS });
  await page.locator('#card').fill(SUCCESS_CARD);
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await page.waitForURL(/\/api\/success-page/, { timeout: WAIT_MS });
}

async function orderOf(title: string): Promise<number> {
  const response = await fetch(`${server.url}/api/my-orders`, {
    headers: { 'x-initdata': await demoInitData(server.url, 'Покупатель') },
  });
  const orders = (await response.json()) as { id: number; title: string }[];
  const order = orders.find((one) => one.title === title);
  if (order === undefined) throw new Error(`no order of ${title}`);
  return order.id;
}

describe('«Написать флористу»', () => {
  (['light', 'dark'] as const).forEach((theme, index) => {
    it(`a question, the florist’s answer from the bot, the order’s thread, a report (${theme})`, async () => {
      const bouquet = bouquets[index];
      if (bouquet === undefined) throw new Error('no bouquet');
      const question = `Можно добавить эвкалипт? (${theme})`;
      const answer = `Да, добавлю без доплаты (${theme})`;

      // The buyer asks from the bouquet page.
      const buyer = await tabAs(browser, server.url, 'Покупатель', theme, `/ad/${bouquet.id}`);
      await visible(buyer.getByRole('heading', { name: bouquet.title, level: 1 }));
      await buyer.getByRole('button', { name: 'Написать флористу' }).click();
      await sendInThread(buyer, 'Сообщение флористу', question);
      await visible(buyer.getByText('Отправлено', { exact: true }));
      await screenshot(buyer, `florist-1-bouquet-question-${theme}`);

      // The florist answers by replying to the bot's message in her chat.
      const chats = await openChats(theme);
      let sellerChat = await chatTab(chats, /Продавец/);
      const notice = messageWith(sellerChat, question);
      await visible(notice.getByText(/Вопрос покупателя о букете/));
      expect(await notice.textContent()).not.toMatch(/@\w/);
      await screenshot(chats, `florist-2-seller-chat-question-${theme}`);
      await replyInChat(chats, notice, answer);
      await visible(messageWith(sellerChat, 'Отправлено покупателю'));

      const buyerChat = await chatTab(chats, /Покупатель/);
      await visible(messageWith(buyerChat, answer).getByText(/Ответ флориста о букете/));

      await buyer.reload();
      await visible(buyer.getByRole('log').getByText(answer));

      // She buys it; the thread is on her order page, where she writes again.
      await buy(buyer, bouquet.id);
      const orderId = await orderOf(bouquet.title);
      await buyer.goto(`${server.url}/myorders/${orderId}`);
      const thread = buyer.getByRole('log', { name: /^Переписка по заказу №/ });
      await visible(thread.getByText(question));
      await visible(thread.getByText(answer));
      await sendInThread(buyer, 'Сообщение флористу', `Оставьте у консьержа (${theme})`);

      // «Ответить» in the chat asks for the answer by reply.
      sellerChat = await chatTab(chats, /Продавец/);
      const orderNotice = messageWith(sellerChat, `Оставьте у консьержа (${theme})`);
      await visible(orderNotice.getByText(/Сообщение от покупателя по заказу №/));
      const threadNumber = /переписка №(\d+)/.exec((await orderNotice.textContent()) ?? '')?.[1];
      expect(threadNumber).toBeDefined();
      await orderNotice.locator('.chat-keyboard').getByRole('button', { name: 'Ответить' }).click();
      const prompt = messageWith(
        sellerChat,
        `Напишите ответ в переписку №${String(threadNumber)} `,
      );
      await visible(prompt);
      await replyInChat(chats, prompt, `Хорошо, оставим у консьержа (${theme})`);
      await visible(messageWith(sellerChat, 'Отправлено покупателю'));

      await buyer.reload();
      const reply = buyer
        .getByRole('log', { name: /^Переписка по заказу №/ })
        .getByRole('listitem')
        .filter({ hasText: `Хорошо, оставим у консьержа (${theme})` });
      await visible(reply);
      await screenshot(buyer, `florist-3-order-thread-${theme}`);

      // She reports it; staff hear of it and read the thread on the order.
      await reply.getByRole('button', { name: /^Пожаловаться/ }).click();
      await visible(reply.getByText('Жалоба отправлена'));
      const staff = await chatTab(chats, STAFF_CHAT);
      await visible(messageWith(staff, /Жалоба на сообщение флориста по заказу №/));
      await screenshot(chats, `florist-4-staff-chat-report-${theme}`);

      const moderator = await tabAs(
        browser,
        server.url,
        'Модератор',
        theme,
        `/moderator/orders/${orderId}`,
      );
      const staffThread = moderator.getByRole('log', { name: /^Переписка по заказу №/ });
      await visible(staffThread.getByText(question));
      expect(await moderator.getByRole('textbox', { name: 'Ответ покупателю' }).count()).toBe(0);
      await screenshot(moderator, `florist-5-moderator-thread-${theme}`);

      // The florist sees the buyer's thread on her bouquet's page too.
      const seller = await tabAs(browser, server.url, 'Продавец', theme, `/ad/${bouquet.id}`);
      await visible(seller.getByRole('heading', { name: 'Вопросы покупателей' }));
      await visible(seller.getByRole('textbox', { name: 'Ответ покупателю' }));
      await screenshot(seller, `florist-6-seller-bouquet-threads-${theme}`);

      for (const page of [buyer, chats, moderator, seller]) await page.context().close();
    });
  });
});
