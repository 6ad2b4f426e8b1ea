import { CHAT_DRAFT_MESSAGES } from '@flowers/domain';
import { Api } from 'grammy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_PATH, webhookSecretFor } from '../bot/telegram-bot.ts';
import { seedDemoUsers } from '../demo/demo-seed.ts';
import { DEMO_SELLER_ID } from '../demo/demo-users.ts';
import { startOutboxWorker, type OutboxWorker } from '../notifications/outbox-worker.ts';
import { telegramSender } from '../notifications/telegram-sender.ts';
import { eventually } from '../test/bot-harness.ts';
import { jpegPhoto } from '../test/fixtures.ts';
import { multipartBody } from '../test/multipart.ts';
import { buildListeningApp, type ListeningApp } from '../test/tbank-harness.ts';
import { TEST_BOT_TOKEN } from '../test/test-app.ts';
import { STANDIN_PREFIX } from './bot-standin.ts';

let t: ListeningApp;
let api: Api;
let worker: OutboxWorker;

beforeAll(async () => {
  t = await buildListeningApp({ TELEGRAM_BOT_TOKEN: undefined });
  await seedDemoUsers(t.db);
  api = new Api(TEST_BOT_TOKEN, { apiRoot: `${t.url}${STANDIN_PREFIX}` });
  await api.setWebhook(`${t.url}${WEBHOOK_PATH}`, {
    secret_token: webhookSecretFor(TEST_BOT_TOKEN),
  });
  worker = startOutboxWorker({
    db: t.db,
    send: telegramSender(api, { publicUrl: t.url, botLink: async () => null }),
    staffChatId: null,
    log: { info() {}, warn() {}, error() {} } as never,
    messagesPerSecond: 100,
    chatGapsMs: { private: 0, group: 0 },
  });
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

interface ChatMessage {
  from: string;
  photo_url: string | null;
  caption: string | null;
  text: string | null;
  reply_markup: { text: string; web_app?: { url: string } }[][];
}
const sellerChat = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/demo/bot/chats' }))
    .json<{ chat_id: string; messages: ChatMessage[] }[]>()
    .find((chat) => chat.chat_id === String(DEMO_SELLER_ID))?.messages ?? [];

describe('albums in the demo chats', () => {
  it('a demo seller sends an album with a caption and the bot answers with the prefilled form', async () => {
    const photo = await jpegPhoto(640, 480);
    const form = multipartBody(
      { from_user_id: String(DEMO_SELLER_ID), caption: 'Пионы 15 шт 6500' },
      [1, 2].map((n) => ({
        field: 'photos',
        filename: `${n}.jpg`,
        contentType: 'image/jpeg',
        data: photo,
      })),
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/demo/bot/chats/${DEMO_SELLER_ID}/photos`,
      ...form,
    });
    expect(sent.statusCode).toBe(200);
    const album = (await sellerChat()).filter((m) => m.from === String(DEMO_SELLER_ID));
    expect(album.map((m) => m.caption)).toEqual(['Пионы 15 шт 6500', null]);
    const shown = await t.app.inject({ method: 'GET', url: album[0]?.photo_url ?? '' });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');

    const messages = await eventually(sellerChat, (all) => all.some((m) => m.from === 'bot'));
    const answer = messages.find((m) => m.from === 'bot');
    expect(answer?.text).toBe(CHAT_DRAFT_MESSAGES.ready(2));
    expect(answer?.reply_markup[0]?.[0]?.text).toBe(CHAT_DRAFT_MESSAGES.openButton);
    expect(answer?.reply_markup[0]?.[0]?.web_app?.url).toMatch(/\/add\?draft=[A-Za-z0-9]{16}$/);
  });

  it('answers sendMediaGroup with one message per photo, the caption on the first', async () => {
    const sent = await api.sendMediaGroup(DEMO_SELLER_ID, [
      { type: 'photo', media: `${t.url}/media/a.jpg`, caption: 'Два букета' },
      { type: 'photo', media: `${t.url}/media/b.jpg` },
    ]);
    expect(sent.map((message) => message.caption)).toEqual(['Два букета', undefined]);
    await expect(
      api.sendMediaGroup(DEMO_SELLER_ID, [{ type: 'photo', media: `${t.url}/media/a.jpg` }]),
    ).rejects.toThrow(/wrong number of media/);
  });

  it('serves a sent photo through getFile and its download path, and refuses an unknown file', async () => {
    const fileUrl = (await sellerChat()).find(
      (m) => m.photo_url !== null && m.from !== 'bot',
    )?.photo_url;
    const fileId = fileUrl?.split('/').at(-1) ?? '';
    const file = await api.getFile(fileId);
    const download = await fetch(
      `${t.url}${STANDIN_PREFIX}/file/bot${TEST_BOT_TOKEN}/${file.file_path ?? ''}`,
    );
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBe(file.file_size);
    await expect(api.getFile('AgACnothing')).rejects.toThrow(/invalid file_id/);
  });
});
