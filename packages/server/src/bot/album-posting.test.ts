import path from 'node:path';
import { CHAT_DRAFT_MESSAGES } from '@flowers/domain';
import { eq } from 'drizzle-orm';
import { Api } from 'grammy';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatDrafts, users } from '../db/schema.ts';
import { createDiskStorage } from '../media/disk-storage.ts';
import { startOutboxWorker, type OutboxWorker } from '../notifications/outbox-worker.ts';
import { telegramSender } from '../notifications/telegram-sender.ts';
import { eventually, seedBotUsers } from '../test/bot-harness.ts';
import { jpegPhoto } from '../test/fixtures.ts';
import { startRecordedBot, type RecordedBot } from '../test/recorded-bot-harness.ts';
import { TEST_BOT_TOKEN } from '../test/test-app.ts';
import { WEBHOOK_PATH, webhookSecretFor } from './telegram-bot.ts';

const SELLER = 7_292_000_001;
const OTHER_SELLER = 7_292_000_002;
const BLOCKED = 7_292_000_003;
const STRANGER = 7_292_000_004;
let bot: RecordedBot;
let worker: OutboxWorker;
let nextUpdateId = 6_000_000;
let nextMessageId = 100;
let photoFile: string;

beforeAll(async () => {
  bot = await startRecordedBot();
  await seedBotUsers(bot.t.db, [SELLER, OTHER_SELLER, BLOCKED]);
  await bot.t.db.update(users).set({ blacklisted: true }).where(eq(users.id, BLOCKED));
  photoFile = await bot.standin.putFile(await jpegPhoto(800, 600));
  worker = startOutboxWorker({
    db: bot.t.db,
    send: telegramSender(new Api(TEST_BOT_TOKEN, { apiRoot: bot.apiRoot }), {
      publicUrl: bot.t.url,
      botLink: async () => ({ username: 'flowers_demo_bot', appShortName: 'app' }),
    }),
    staffChatId: null,
    log: { info() {}, warn() {}, error() {} } as never,
    messagesPerSecond: 100,
    chatGapsMs: { private: 0, group: 0 },
  });
});
afterAll(async () => {
  await worker.stop();
  await bot.close();
});
afterEach(() => {
  bot.calls.length = 0;
});

/** One message of a user's private chat, as Telegram delivers it. */
function photoMessage(
  from: number,
  part: { group?: string; caption?: string; kind?: 'photo' | 'document' | 'video' },
) {
  nextMessageId += 1;
  const kind = part.kind ?? 'photo';
  return {
    update_id: (nextUpdateId += 1),
    message: {
      message_id: nextMessageId,
      date: 1_790_000_000,
      chat: { id: from, type: 'private', first_name: 'Анна' },
      from: { id: from, is_bot: false, first_name: 'Анна', language_code: 'ru' },
      ...(part.group !== undefined && { media_group_id: part.group }),
      ...(part.caption !== undefined && { caption: part.caption }),
      ...(kind === 'photo' && {
        photo: [
          { file_id: `${photoFile}-small`, file_unique_id: 's', width: 90, height: 68 },
          { file_id: photoFile, file_unique_id: 'l', width: 800, height: 600 },
        ],
      }),
      ...(kind === 'document' && {
        document: { file_id: photoFile, file_unique_id: 'd', file_name: 'букет.jpg' },
      }),
      ...(kind === 'video' && {
        video: { file_id: 'video', file_unique_id: 'v', width: 640, height: 480, duration: 3 },
      }),
    },
  };
}

async function deliver(update: Record<string, unknown>): Promise<number> {
  const response = await bot.t.app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: { 'x-telegram-bot-api-secret-token': webhookSecretFor(TEST_BOT_TOKEN) },
    payload: update,
  });
  return response.statusCode;
}

const answersTo = (chatId: number) =>
  eventually(
    async () => bot.callsOf('sendMessage').filter((call) => call.chat_id === chatId),
    (calls) => calls.length > 0,
  );

const draftUrlOf = (call: Record<string, unknown>) => {
  const markup = call.reply_markup as { inline_keyboard: { web_app?: { url: string } }[][] };
  return markup.inline_keyboard[0]?.[0]?.web_app?.url ?? '';
};

const readDraft = (id: string, viewer: number) =>
  bot.t.app.inject({
    method: 'GET',
    url: `/api/drafts/${id}`,
    headers: { 'x-initdata': bot.t.initDataFor(viewer) },
  });

describe('posting from the chat', () => {
  it('takes an album photo whose message_id is past 2^31, as Telegram may send', async () => {
    nextMessageId = 2 ** 31 + 7;
    const part = photoMessage(OTHER_SELLER, { caption: 'Розы 9 шт 3000' });
    expect(await deliver(part)).toBe(200);
    const [answer] = await answersTo(OTHER_SELLER);
    expect(answer?.text).toBe(CHAT_DRAFT_MESSAGES.ready(1));
  });

  it('collects an album split across updates, out of order and replayed, and answers once with the form', async () => {
    const parts = [
      photoMessage(SELLER, { group: 'album-1' }),
      photoMessage(SELLER, { group: 'album-1', caption: 'Пионы 15 шт 6500\nСвежие, с дачи' }),
      photoMessage(SELLER, { group: 'album-1' }),
    ];
    for (const part of [parts[2], parts[0], parts[2], parts[1], parts[0]]) {
      expect(await deliver(part as Record<string, unknown>)).toBe(200);
    }
    // Telegram gave up on an answer and sends the same message again under a new update id.
    expect(await deliver({ ...parts[1], update_id: (nextUpdateId += 1) })).toBe(200);

    const [answer, ...more] = await answersTo(SELLER);
    expect(more).toEqual([]);
    expect(answer?.text).toBe(CHAT_DRAFT_MESSAGES.ready(3));
    const url = new URL(draftUrlOf(answer ?? {}));
    expect(url.pathname).toBe('/add');
    const draftId = url.searchParams.get('draft') ?? '';
    expect(draftId).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(bot.callsOf('getFile')).toEqual([
      { file_id: photoFile },
      { file_id: photoFile },
      { file_id: photoFile },
    ]);

    const draft = await readDraft(draftId, SELLER);
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({
      id: draftId,
      title: 'Пионы 15 шт',
      description: 'Свежие, с дачи',
      price: 6500,
    });
    const photos = (draft.json() as { photos: { gallery: string; file: string }[] }).photos;
    expect(photos).toHaveLength(3);
    expect(photos[0]?.gallery).toMatch(/^\/media\/drafts\/.+-1280\.webp$/);
    const served = await bot.t.app.inject({
      method: 'GET',
      url: photos[2]?.file ?? '',
      headers: { 'x-initdata': bot.t.initDataFor(SELLER) },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const foreign = await bot.t.app.inject({
      method: 'GET',
      url: photos[2]?.file ?? '',
      headers: { 'x-initdata': bot.t.initDataFor(OTHER_SELLER) },
    });
    expect(foreign.json()).toEqual({ error: CHAT_DRAFT_MESSAGES.notYours });
  });

  it('shows a draft to its seller only', async () => {
    await deliver(photoMessage(SELLER, { caption: 'Розы 7000 ₽' }));
    const [answer] = await answersTo(SELLER);
    const draftId = new URL(draftUrlOf(answer ?? {})).searchParams.get('draft') ?? '';
    const foreign = await readDraft(draftId, OTHER_SELLER);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: CHAT_DRAFT_MESSAGES.notYours });
    const unknown = await readDraft('AAAAAAAAAAAAAAAA', SELLER);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: CHAT_DRAFT_MESSAGES.notFound });
  });

  it('refuses an album of more than 6 photos with «Максимум 6 фото», downloading none', async () => {
    for (let i = 0; i < 7; i += 1) await deliver(photoMessage(SELLER, { group: 'album-seven' }));
    const [answer] = await answersTo(SELLER);
    expect(answer?.text).toBe(CHAT_DRAFT_MESSAGES.tooManyPhotos);
    expect(answer?.text).toContain('Максимум 6 фото');
    expect(bot.callsOf('getFile')).toEqual([]);
  });

  it('refuses a photo sent as a file, or an album with a video, asking for photos', async () => {
    await deliver(photoMessage(SELLER, { kind: 'document', caption: 'Тюльпаны 5000' }));
    const [answer] = await answersTo(SELLER);
    expect(answer?.text).toBe(CHAT_DRAFT_MESSAGES.notPhoto);
    bot.calls.length = 0;
    await deliver(photoMessage(SELLER, { group: 'with-video' }));
    await deliver(photoMessage(SELLER, { group: 'with-video', kind: 'video' }));
    const [second] = await answersTo(SELLER);
    expect(second?.text).toBe(CHAT_DRAFT_MESSAGES.notPhoto);
  });

  it('tells a blocked user they cannot post, and a stranger to open the app first', async () => {
    await deliver(photoMessage(BLOCKED, { caption: 'Пионы 6500' }));
    expect((await answersTo(BLOCKED))[0]?.text).toBe(CHAT_DRAFT_MESSAGES.blocked);
    await deliver(photoMessage(STRANGER, { caption: 'Пионы 6500' }));
    const [told] = await answersTo(STRANGER);
    expect(told?.text).toBe(CHAT_DRAFT_MESSAGES.notRegistered);
    expect(bot.callsOf('getFile')).toEqual([]);
  });

  it('forgets an expired draft and its photos', async () => {
    await deliver(photoMessage(SELLER, { caption: 'Ромашки 5500' }));
    const [answer] = await answersTo(SELLER);
    const draftId = new URL(draftUrlOf(answer ?? {})).searchParams.get('draft') ?? '';
    const photo = ((await readDraft(draftId, SELLER)).json() as { photos: { card: string }[] })
      .photos[0];
    await bot.t.db
      .update(chatDrafts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(chatDrafts.id, draftId));
    expect((await readDraft(draftId, SELLER)).statusCode).toBe(404);
    const { createChatDraftsService } = await import('../chat-drafts/chat-drafts.service.ts');
    const service = createChatDraftsService({
      db: bot.t.db,
      media: createDiskStorage(path.join(bot.t.dataDir, 'media')),
      settler: { settleDue: async () => 0 },
    });
    expect(await service.sweepExpired()).toBeGreaterThanOrEqual(1);
    expect(await bot.t.db.select().from(chatDrafts).where(eq(chatDrafts.id, draftId))).toEqual([]);
    expect((await bot.t.app.inject({ method: 'GET', url: photo?.card ?? '' })).statusCode).toBe(
      404,
    );
  });
});
