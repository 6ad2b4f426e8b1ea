import { STAFF_ONLY_DECISIONS_TEXT } from '@flowers/domain';
import { desc, eq } from 'drizzle-orm';
import { Api } from 'grammy';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STANDIN_PREFIX } from '../bot-standin/bot-standin.ts';
import {
  adRequests,
  ads,
  auditLog,
  botStandinMessages,
  notificationsOutbox,
  telegramUpdates,
  users,
} from '../db/schema.ts';
import { seedDemoUsers } from '../demo/demo-seed.ts';
import { DEMO_STAFF_CHAT_ID } from '../config.ts';
import { DEMO_SELLER_ID } from '../demo/demo-users.ts';
import { startOutboxWorker, type OutboxWorker } from '../notifications/outbox-worker.ts';
import { telegramSender } from '../notifications/telegram-sender.ts';
import { eventually } from '../test/bot-harness.ts';
import { seedAd } from '../test/fixtures.ts';
import { buildListeningApp, type ListeningApp } from '../test/tbank-harness.ts';
import { TEST_BOT_TOKEN } from '../test/test-app.ts';
import { WEBHOOK_PATH, webhookSecretFor } from './telegram-bot.ts';

const MODERATOR = 100_000_003;
const BUYER = 100_000_001;
let t: ListeningApp;
let worker: OutboxWorker | null = null;

beforeAll(async () => {
  t = await buildListeningApp({ TELEGRAM_BOT_TOKEN: undefined });
  await seedDemoUsers(t.db);
  const api = new Api(TEST_BOT_TOKEN, { apiRoot: `${t.url}${STANDIN_PREFIX}` });
  await api.setWebhook(`${t.url}${WEBHOOK_PATH}`, {
    secret_token: webhookSecretFor(TEST_BOT_TOKEN),
  });
});
afterAll(() => t.close());
afterEach(async () => {
  await worker?.stop();
  worker = null;
});

function startWorker() {
  const api = new Api(TEST_BOT_TOKEN, { apiRoot: `${t.url}${STANDIN_PREFIX}` });
  worker = startOutboxWorker({
    db: t.db,
    send: telegramSender(api, {
      publicUrl: t.url,
      botLink: async () => ({ username: 'flowers_demo_bot', appShortName: 'app' }),
    }),
    staffChatId: DEMO_STAFF_CHAT_ID,
    log: { info() {}, warn() {}, error() {} } as never,
    messagesPerSecond: 100,
    chatGapsMs: { private: 0, group: 0 },
  });
}

const chatMessages = (chatId: number) =>
  t.db.select().from(botStandinMessages).where(eq(botStandinMessages.chatId, chatId));
const adStatus = async (id: number) =>
  (await t.db.select().from(ads).where(eq(ads.id, id)))[0]?.status;
const press = (chatId: number, from: number, messageId: number, data: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/demo/bot/chats/${chatId}/press`,
    payload: { from_user_id: String(from), message_id: messageId, callback_data: data },
  });
const write = (chatId: number, from: number, text: string, replyTo?: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/demo/bot/chats/${chatId}/messages`,
    payload: { from_user_id: String(from), text, reply_to_message_id: replyTo ?? null },
  });

/** Queues the staff-chat message of a new ad through the real service path and delivers it. */
async function staffMessageForNewAd(): Promise<{ adId: number; messageId: number }> {
  const adId = await seedAd(t.db, {
    ownerId: DEMO_SELLER_ID,
    status: 'wait_moder',
    title: 'Пионы',
  });
  const { notifyStaffNewAd } = await import('../ads/ad-notifications.ts');
  const [ad] = await t.db.select().from(ads).where(eq(ads.id, adId));
  if (ad === undefined) throw new Error('no ad');
  await notifyStaffNewAd(t.db, ad, undefined);
  startWorker();
  const messages = await eventually(
    () => chatMessages(DEMO_STAFF_CHAT_ID),
    (rows) => rows.some((row) => row.text?.includes(`№${adId} `) === true),
  );
  const message = messages.find((row) => row.text?.includes(`№${adId} `) === true);
  return { adId, messageId: message?.messageId ?? 0 };
}

/** The staff message once the worker has edited a decision into it. */
async function decidedStaffMessage(messageId: number) {
  const [row] = await eventually(
    () => t.db.select().from(botStandinMessages).where(eq(botStandinMessages.messageId, messageId)),
    (rows) => rows[0]?.edited === true,
  );
  if (row === undefined) throw new Error('no staff message');
  return row;
}

/** The staff message of the latest request of this kind, once the worker has sent it. */
async function staffMessageFor(text: string): Promise<number> {
  const messages = await eventually(
    () => chatMessages(DEMO_STAFF_CHAT_ID),
    (rows) => rows.some((row) => row.text?.includes(text) === true),
  );
  return messages.filter((row) => row.text?.includes(text) === true).at(-1)?.messageId ?? 0;
}

const asStaff = (url: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'x-initdata': t.initDataFor(MODERATOR, { username: 'demo_moderator' }) },
    ...(payload && { payload }),
  });

describe('the webhook', () => {
  const approveUpdate = (updateId: number, adId: number) => ({
    update_id: updateId,
    callback_query: {
      id: 'forged',
      from: { id: MODERATOR, is_bot: false, first_name: 'Илья' },
      chat_instance: '1',
      data: `ad:ok:${adId}`,
    },
  });

  it('refuses an update without the secret header with 401 and changes nothing', async () => {
    const adId = await seedAd(t.db, { ownerId: DEMO_SELLER_ID, status: 'wait_moder' });
    const response = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      payload: approveUpdate(900_001, adId),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Неверный секретный токен' });
    expect(await adStatus(adId)).toBe('wait_moder');
    expect(
      await t.db.select().from(telegramUpdates).where(eq(telegramUpdates.updateId, 900_001)),
    ).toEqual([]);
  });

  it('refuses an update with a wrong secret with 401 and changes nothing', async () => {
    const adId = await seedAd(t.db, { ownerId: DEMO_SELLER_ID, status: 'wait_moder' });
    const response = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'x-telegram-bot-api-secret-token': webhookSecretFor('1:another-bot-token') },
      payload: approveUpdate(900_002, adId),
    });
    expect(response.statusCode).toBe(401);
    expect(await adStatus(adId)).toBe('wait_moder');
  });

  it('handles an update Telegram delivers twice only once', async () => {
    const update = {
      update_id: 900_003,
      message: {
        message_id: 1,
        date: 1,
        chat: { id: BUYER, type: 'private', first_name: 'Анна' },
        from: { id: BUYER, is_bot: false, first_name: 'Анна' },
        text: '/start',
        entities: [{ type: 'bot_command', offset: 0, length: 6 }],
      },
    };
    const before = (await chatMessages(BUYER)).length;
    for (let i = 0; i < 2; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: { 'x-telegram-bot-api-secret-token': webhookSecretFor(TEST_BOT_TOKEN) },
        payload: update,
      });
      expect(response.statusCode).toBe(200);
    }
    expect((await chatMessages(BUYER)).length).toBe(before + 1);
  });
});

describe('/start', () => {
  it('answers in Russian with a button that opens the app, and lets the bot write', async () => {
    await t.db.update(users).set({ botCanWrite: false }).where(eq(users.id, BUYER));
    expect((await write(BUYER, BUYER, '/start')).statusCode).toBe(200);
    const reply = (await chatMessages(BUYER)).at(-1);
    expect(reply?.text).toContain('Здравствуйте');
    expect(reply?.replyMarkup).toEqual([
      [{ text: 'Открыть приложение', web_app: { url: `${t.url}/` } }],
    ]);
    const [buyer] = await t.db.select().from(users).where(eq(users.id, BUYER));
    expect(buyer?.botCanWrite).toBe(true);
  });

  it('makes a user the app has never seen reachable', async () => {
    const stranger = 100_000_777;
    const response = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'x-telegram-bot-api-secret-token': webhookSecretFor(TEST_BOT_TOKEN) },
      payload: {
        update_id: 900_010,
        message: {
          message_id: 1,
          date: 1,
          chat: { id: stranger, type: 'private', first_name: 'Пётр' },
          from: { id: stranger, is_bot: false, first_name: 'Пётр', username: 'petr' },
          text: '/start',
          entities: [{ type: 'bot_command', offset: 0, length: 6 }],
        },
      },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, stranger));
    expect(row).toMatchObject({ username: 'petr', botCanWrite: true });
  });

  it('with ad_<id> opens that ad', async () => {
    await write(BUYER, BUYER, '/start ad_42');
    const reply = (await chatMessages(BUYER)).at(-1);
    expect(reply?.replyMarkup).toEqual([
      [{ text: 'Открыть букет', web_app: { url: `${t.url}/ad/42` } }],
    ]);
  });
});

describe('the staff chat', () => {
  it('a button pressed by a non-staff user does nothing and answers with a refusal', async () => {
    const { adId, messageId } = await staffMessageForNewAd();
    const audits = (await t.db.select().from(auditLog)).length;
    const response = await press(DEMO_STAFF_CHAT_ID, BUYER, messageId, `ad:ok:${adId}`);
    expect(response.json()).toEqual({ callback_answer: STAFF_ONLY_DECISIONS_TEXT });
    expect(await adStatus(adId)).toBe('wait_moder');
    expect((await t.db.select().from(auditLog)).length).toBe(audits);
  });

  it('a moderator approves from the chat: the ad is published, the message shows who, the seller hears', async () => {
    const { adId, messageId } = await staffMessageForNewAd();
    const response = await press(DEMO_STAFF_CHAT_ID, MODERATOR, messageId, `ad:ok:${adId}`);
    expect(response.json()).toEqual({ callback_answer: 'Одобрено' });
    expect(await adStatus(adId)).toBe('new');
    const edited = await decidedStaffMessage(messageId);
    expect(edited.text).toContain('✅ Одобрено: @demo_moderator');
    expect(edited.replyMarkup).toEqual([]);
    const sellerChat = await eventually(
      () => chatMessages(DEMO_SELLER_ID),
      (rows) => rows.some((row) => row.text?.includes('«Пионы» одобрено') === true),
    );
    const approved = sellerChat.find((row) => row.text?.includes('«Пионы» одобрено') === true);
    expect(approved?.replyMarkup).toEqual([
      [{ text: 'Открыть объявление', web_app: { url: `${t.url}/ad/${adId}` } }],
    ]);
  });

  it('«Отклонить» asks for the reason by reply and rejects with it', async () => {
    const { adId, messageId } = await staffMessageForNewAd();
    await press(DEMO_STAFF_CHAT_ID, MODERATOR, messageId, `ad:no:${adId}`);
    const prompt = (await chatMessages(DEMO_STAFF_CHAT_ID)).at(-1);
    expect(prompt?.forceReply).toBe(true);
    expect(await adStatus(adId)).toBe('wait_moder');
    const reply = await write(DEMO_STAFF_CHAT_ID, MODERATOR, 'Нет фото букета', prompt?.messageId);
    expect(reply.statusCode).toBe(200);
    expect(await adStatus(adId)).toBe('cancel');
    const [ad] = await t.db.select().from(ads).where(eq(ads.id, adId));
    expect(ad?.rejectReason).toBe('Нет фото букета');
    const original = await decidedStaffMessage(messageId);
    expect(original.text).toContain('❌ Отклонено: @demo_moderator\nПричина: Нет фото букета');
    expect(original.replyMarkup).toEqual([]);
    const rejected = await t.db
      .select()
      .from(notificationsOutbox)
      .where(eq(notificationsOutbox.kind, 'ad.rejected'));
    expect(rejected.length).toBeGreaterThan(0);
  });
});

describe('a decision taken in the app’s screens', () => {
  it('approving an ad in /ad-moderation shows who approved in the staff chat and takes the buttons away', async () => {
    const { adId, messageId } = await staffMessageForNewAd();
    expect((await asStaff(`/api/moderate/ads/${adId}/approve`)).statusCode).toBe(200);
    const edited = await decidedStaffMessage(messageId);
    expect(edited.text).toContain(`№${adId} `);
    expect(edited.text).toContain('✅ Одобрено: @demo_moderator');
    expect(edited.replyMarkup).toEqual([]);
  });

  it('rejecting an ad in /ad-moderation shows who rejected it and why', async () => {
    const { adId, messageId } = await staffMessageForNewAd();
    const reason = { reason: 'Фото не соответствует описанию' };
    expect((await asStaff(`/api/moderate/ads/${adId}/reject`, reason)).statusCode).toBe(200);
    const edited = await decidedStaffMessage(messageId);
    expect(edited.text).toContain(
      '❌ Отклонено: @demo_moderator\nПричина: Фото не соответствует описанию',
    );
    expect(edited.replyMarkup).toEqual([]);
  });

  it('approving an edit request edits its staff message', async () => {
    const adId = await seedAd(t.db, { ownerId: DEMO_SELLER_ID, title: 'Тюльпаны' });
    const edit = { title: 'Белые тюльпаны', price: 8000 };
    const requested = await t.app.inject({
      method: 'POST',
      url: `/api/ads/${adId}/edit-request`,
      headers: { 'x-initdata': t.initDataFor(DEMO_SELLER_ID) },
      payload: edit,
    });
    expect(requested.statusCode).toBe(200);
    startWorker();
    const messageId = await staffMessageFor(`изменение объявления №${adId} `);
    const [request] = await t.db
      .select()
      .from(adRequests)
      .where(eq(adRequests.adId, adId))
      .orderBy(desc(adRequests.id));
    const decided = await asStaff(`/api/ad_edits/${request?.id}/approve`, { ad_id: adId });
    expect(decided.statusCode).toBe(200);
    const edited = await decidedStaffMessage(messageId);
    expect(edited.text).toContain('✅ Одобрено: @demo_moderator');
    expect(edited.replyMarkup).toEqual([]);
  });

  it('refusing a delete request edits its staff message', async () => {
    const adId = await seedAd(t.db, { ownerId: DEMO_SELLER_ID, title: 'Розы' });
    const requested = await t.app.inject({
      method: 'POST',
      url: `/api/ads/${adId}/delete-request`,
      headers: { 'x-initdata': t.initDataFor(DEMO_SELLER_ID) },
    });
    expect(requested.statusCode).toBe(200);
    startWorker();
    const messageId = await staffMessageFor(`удаление объявления №${adId} `);
    const refused = await asStaff('/api/moderate-ad-cancel-delete', { ad_id: adId });
    expect(refused.statusCode).toBe(200);
    const edited = await decidedStaffMessage(messageId);
    expect(edited.text).toContain('❌ Отклонено: @demo_moderator');
    expect(edited.replyMarkup).toEqual([]);
  });
});

describe('GET /api/public-config', () => {
  it('names the bot and the app for t.me links', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(response.json().bot).toEqual({ username: 'flowers_demo_bot', appShortName: 'app' });
  });
});
