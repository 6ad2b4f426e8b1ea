import {
  createScratchDatabase,
  openDatabase,
  type DatabaseHandle,
  type ScratchDatabase,
} from '@flowers/server/testing/in-process';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE_VIEWPORT, screenshot, visible, WAIT_MS } from './browser.ts';
import { DEMO_IDS, demoInitData, drawnPhoto, openAs } from './demo-session.ts';
import type { DemoPage, DemoRole } from './demo-session.ts';
import { startServer, type RunningServer } from './server.ts';

// Issue 29. On PostgreSQL so the journey can move a bouquet's clock 48 hours on.
const POSTGRES_URL = process.env.TEST_DATABASE_URL;
const SUCCESS_CARD = '2200770239097761';
const CHANNEL = '@flowers_demo_channel';
const SOLD = 'Пионы «Канал»';
const RELISTED = 'Ранункулюсы «Повтор»';
const OTHER_SELLER: DemoRole = 'Администратор';
// The expiry sweep runs every minute.
const EXPIRY_WAIT_MS = 100_000;

let browser: Browser;
let scratch: ScratchDatabase;
let server: RunningServer;
let db: DatabaseHandle;
const pages: DemoPage[] = [];

async function open(role: DemoRole, path = '/', theme: 'light' | 'dark' = 'light') {
  const opened = await openAs(browser, server.url, role, theme, path);
  pages.push(opened);
  return opened.page;
}

async function postAd(page: Page, title: string): Promise<void> {
  await page.goto(`${server.url}/add`);
  await visible(page.getByRole('heading', { name: 'Новое объявление' }));
  const png = await drawnPhoto(page, '#f9d3b4', '#fff4e0');
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
  await page.waitForURL(`${server.url}/`, { timeout: WAIT_MS });
}

async function openChats(): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  const page = await context.newPage();
  pages.push({ page, alerts: [], close: () => context.close() });
  await page.goto(`${server.url}/demo/chats`);
  await visible(page.getByRole('heading', { name: 'Чаты с ботом' }));
  return page;
}

async function chatTab(page: Page, name: string | RegExp): Promise<Locator> {
  await page.getByRole('tab', { name }).click();
  return page.getByRole('log', { name: /^Переписка: / });
}

const postOf = (chat: Locator, title: string) =>
  chat.getByRole('listitem').filter({ hasText: title }).last();

async function adIdOf(role: DemoRole, title: string): Promise<number> {
  const response = await fetch(`${server.url}/api/my-ads`, {
    headers: { 'x-initdata': await demoInitData(server.url, role) },
  });
  const ads = (await response.json()) as { id: number; title: string; status: string }[];
  const ad = ads.find((candidate) => candidate.title === title && candidate.status !== 'expired');
  if (ad === undefined) throw new Error(`no ad «${title}» of ${role}`);
  return ad.id;
}

async function giveDeliveredPast(sellerId: string): Promise<void> {
  await db.db.execute(`
    with sold as (
      insert into ads (owner_id, title, original_price, price, address, phone, status, created_at)
      select ${sellerId}, 'Проданный букет ' || n, 5000, 6500, 'г. Москва, ул. Тверская, 7',
        '+79990000004', 'completed', now() - interval '30 days'
      from generate_series(1, 5) n returning id
    ), delivered as (
      insert into orders (order_number, ad_id, buyer_id, seller_id, title, price, original_price,
        buyer_name, buyer_phone, buyer_address, status, paid_at, delivered_at, completed_at)
      select 'past-' || id, id, ${DEMO_IDS.Покупатель}, ${sellerId}, 'Проданный букет', 6500,
        5000, 'Анна', '+79991112233', 'г. Москва, ул. Арбат, 1', 'completed',
        now() - interval '29 days', now() - interval '29 days', now() - interval '28 days'
      from sold returning id
    )
    insert into seller_reviews (order_id, seller_id, buyer_id, stars)
    select id, ${sellerId}, ${DEMO_IDS.Покупатель}, 5
    from delivered`);
}

beforeAll(async () => {
  if (POSTGRES_URL === undefined) return;
  browser = await launchBrowser();
  scratch = await createScratchDatabase(POSTGRES_URL, 'flowers_e2e_telegram');
  server = await startServer({ DATABASE_URL: scratch.url });
  db = await openDatabase({ kind: 'postgres', url: scratch.url });
});
afterAll(async () => {
  for (const page of pages) await page.close();
  await browser?.close();
  await db?.close();
  await server?.stop();
  await scratch?.drop();
});

describe.skipIf(POSTGRES_URL === undefined).sequential('selling from Telegram (issue 29)', () => {
  it('a seller links the demo channel on «Профиль»', async () => {
    const page = await open('Продавец', '/profile');
    const section = page.getByRole('region', { name: 'Канал продавца' });
    await section.getByRole('textbox', { name: 'Канал' }).fill(CHANNEL);
    await section.getByRole('button', { name: 'Привязать канал' }).click();
    await visible(section.getByRole('button', { name: 'Отвязать' }));
    await screenshot(page, 'telegram-1-channel-linked');
  });

  it('an approved bouquet is posted to the channel with «Купить»', async () => {
    const seller = pages[0]?.page;
    if (seller === undefined) throw new Error('the seller’s tab is gone');
    await postAd(seller, SOLD);
    const moderator = await open('Модератор', '/ad-moderation');
    const waiting = moderator.getByRole('article', { name: SOLD });
    await waiting.getByRole('button', { name: 'Одобрить' }).click();
    await visible(moderator.getByText('Объявление одобрено!'));

    const chats = await openChats();
    const channel = await chatTab(chats, /канал/i);
    await visible(postOf(channel, SOLD).getByRole('button', { name: 'Купить' }));
    await screenshot(chats, 'telegram-2-channel-post');
  });

  it('the bouquet is bought and its post turns «Продано»', async () => {
    const adId = await adIdOf('Продавец', SOLD);
    const buyer = await open('Покупатель');
    const pay = await fetch(`${server.url}/api/tinkoff/pay`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-initdata': await demoInitData(server.url, 'Покупатель'),
      },
      body: JSON.stringify({
        adId,
        name: 'Анна',
        address: 'Москва, ул. Арбат, 10',
        phone: '+79991112233',
        comment: 'Позвонить за час',
      }),
    });
    const { paymentUrl } = (await pay.json()) as { paymentUrl: string };
    await buyer.goto(paymentUrl);
    await buyer.locator('#card').fill(SUCCESS_CARD);
    await buyer.getByRole('button', { name: 'Оплатить' }).click();
    await buyer.waitForURL(/\/api\/success-page/, { timeout: WAIT_MS });

    const staff = await open('Модератор', '/allorders');
    const order = staff.getByRole('article', { name: /^Заказ / }).filter({ hasText: SOLD });
    await order.getByRole('button', { name: 'Завершить', exact: true }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Да', exact: true }).click();
    await visible(order.getByText('Завершён'));

    const chats = await openChats();
    const channel = await chatTab(chats, /канал/i);
    const post = postOf(channel, SOLD);
    await visible(post.getByText(/Продано/));
    await expect.poll(() => post.getByRole('button', { name: 'Купить' }).count()).toBe(0);
    await screenshot(chats, 'telegram-3-channel-sold');
  });

  it('another seller relists an expired bouquet with «Выставить снова»', async () => {
    await giveDeliveredPast(DEMO_IDS[OTHER_SELLER]);
    const page = await open(OTHER_SELLER);
    await postAd(page, RELISTED);
    const adId = await adIdOf(OTHER_SELLER, RELISTED);
    await db.db.execute(
      `update ads set created_at = now() - interval '49 hours' where id = ${String(adId)}`,
    );

    await page.goto(`${server.url}/myads`);
    const old = page.getByRole('article', { name: RELISTED });
    await expect
      .poll(
        async () => {
          await page.reload();
          // The rows arrive after the page's load event: count them once they are there.
          await visible(old);
          return old.getByText('Статус: Истек срок').count();
        },
        { timeout: EXPIRY_WAIT_MS, interval: 5_000 },
      )
      .toBe(1);
    await old.getByRole('button', { name: 'Выставить снова' }).click();
    await visible(page.getByText('Объявление снова в каталоге'));
    const rows = page.getByRole('article', { name: RELISTED });
    await visible(rows.filter({ hasText: 'Выставлено снова' }));
    await visible(rows.filter({ hasText: 'Статус: Объявление создано' }));
    await visible(page.getByText('Проверенный продавец').first());
  });

  it('a buyer finds the relisted bouquet by inline search and opens it', async () => {
    const chats = await openChats();
    await chatTab(chats, /Покупатель/);
    await chats.getByRole('textbox', { name: /инлайн-режим/ }).fill('ранункулюсы');
    await chats.getByRole('button', { name: 'Найти' }).click();
    const results = chats.getByRole('list', { name: 'Букеты из поиска' });
    await results.getByRole('button', { name: new RegExp(RELISTED) }).click();
    const chat = chats.getByRole('log', { name: /^Переписка: / });
    const card = postOf(chat, RELISTED);
    await screenshot(chats, 'telegram-4-inline-card');
    await card.getByRole('button', { name: 'Открыть' }).click();

    await chats.waitForURL((url) => url.pathname.startsWith('/ad/'), { timeout: WAIT_MS });
    await visible(chats.getByRole('heading', { level: 1, name: RELISTED }));
    await visible(chats.getByText('Проверенный продавец'));
    await screenshot(chats, 'telegram-5-opened-from-inline');
  });

  it('the catalogue card of the relisted bouquet carries «Проверенный продавец»', async () => {
    const page = await open('Покупатель');
    const card = page.getByRole('article', { name: RELISTED });
    await visible(card.getByText('Проверенный продавец'));
    await screenshot(page, 'telegram-6-catalogue-badge');
  });

  it('«Мои объявления» shows the view, and the badge, in both themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const page = await open(OTHER_SELLER, '/myads', theme);
      const relisted = page.getByRole('article', { name: RELISTED }).first();
      await visible(relisted.getByText('1 просмотр'));
      await visible(page.getByText('Проверенный продавец').first());
      await screenshot(page, `telegram-7-my-ads-stats-${theme}`);
    }
  });
});
