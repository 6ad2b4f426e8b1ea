import { eq } from 'drizzle-orm';
import { Api } from 'grammy';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminRights } from '../bot-standin/standin-channels.ts';
import { transitionAd } from '../ads/ads.repository.ts';
import { ads, channelPosts, notificationsOutbox, sellerChannels } from '../db/schema.ts';
import { SENT_OUTBOX_RETENTION_MS, sweepRetention } from '../jobs/retention.ts';
import { startOutboxWorker, type OutboxWorker } from '../notifications/outbox-worker.ts';
import { telegramSender } from '../notifications/telegram-sender.ts';
import { eventually, seedBotUsers } from '../test/bot-harness.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { startRecordedBot, type RecordedBot } from '../test/recorded-bot-harness.ts';
import { TEST_BOT_TOKEN } from '../test/test-app.ts';
import { CHANNEL_MESSAGES } from '@flowers/domain';

const SELLER = 7_291_000_001;
const OTHER_SELLER = 7_291_000_002;
const MODERATOR = 7_291_000_003;
const CHANNEL = -1_001_729_100_001;
const BOT_ID = Number(TEST_BOT_TOKEN.split(':')[0]);
let bot: RecordedBot;
let worker: OutboxWorker | null = null;

function putChannel(id: number, username: string, botMember: Record<string, unknown>) {
  bot.standin.channels.put({
    id,
    username,
    title: `Канал ${username}`,
    members: new Map<number, Record<string, unknown>>([
      [BOT_ID, botMember],
      [SELLER, { status: 'creator', is_anonymous: false }],
    ]),
  });
}

beforeAll(async () => {
  bot = await startRecordedBot();
  await seedBotUsers(bot.t.db, [SELLER, OTHER_SELLER]);
  await seedUser(bot.t.db, MODERATOR, { role: 'moderator' });
  putChannel(CHANNEL, 'anna_flowers', adminRights());
  putChannel(-1_001_729_100_002, 'no_bot_here', { status: 'left' });
  putChannel(-1_001_729_100_003, 'read_only', adminRights({ post: false }));
  putChannel(-1_001_729_100_004, 'no_edits', adminRights({ edit: false }));
});
afterAll(() => bot.close());
afterEach(async () => {
  await worker?.stop();
  worker = null;
});

function startWorker() {
  const api = new Api(TEST_BOT_TOKEN, { apiRoot: bot.apiRoot });
  worker = startOutboxWorker({
    db: bot.t.db,
    send: telegramSender(api, {
      publicUrl: bot.t.url,
      botLink: async () => ({ username: 'flowers_demo_bot', appShortName: 'app' }),
    }),
    staffChatId: null,
    log: { info() {}, warn() {}, error() {} } as never,
    messagesPerSecond: 100,
    chatGapsMs: { private: 0, group: 0 },
  });
}

const link = (seller: number, channel: string) =>
  bot.t.app.inject({
    method: 'PUT',
    url: '/api/me/channel',
    headers: { 'x-initdata': bot.t.initDataFor(seller) },
    payload: { channel },
  });

describe('linking a channel on «Профиль»', () => {
  it('refuses a channel where the bot is not an administrator, naming the bot', async () => {
    const response = await link(SELLER, '@no_bot_here');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: CHANNEL_MESSAGES.botNotAdmin('@flowers_demo_bot') });
    expect(bot.callsOf('getChatMember')).toContainEqual({
      chat_id: -1_001_729_100_002,
      user_id: BOT_ID,
    });
  });

  it('refuses a channel where the bot may not post, or may not edit its posts', async () => {
    expect((await link(SELLER, 't.me/read_only')).json()).toEqual({
      error: CHANNEL_MESSAGES.cannotPost,
    });
    expect((await link(SELLER, 'https://t.me/no_edits')).json()).toEqual({
      error: CHANNEL_MESSAGES.cannotEdit,
    });
  });

  it('refuses a channel Telegram does not know with a Russian hint', async () => {
    const response = await link(SELLER, '@nobody_knows_it');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: CHANNEL_MESSAGES.notFound });
  });

  it('refuses someone else’s channel: the seller must be its administrator', async () => {
    const response = await link(OTHER_SELLER, '@anna_flowers');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: CHANNEL_MESSAGES.notYours });
  });

  it('links the seller’s channel by its id, as Telegram gave it', async () => {
    const response = await link(SELLER, '@anna_flowers');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      channel: { title: 'Канал anna_flowers', username: 'anna_flowers' },
    });
    const [row] = await bot.t.db
      .select()
      .from(sellerChannels)
      .where(eq(sellerChannels.sellerId, SELLER));
    expect(row?.chatId).toBe(CHANNEL);
  });
});

describe('the channel’s posts', () => {
  const captionCalls = (adId: number) =>
    bot
      .callsOf('editMessageCaption')
      .filter((call) => call.chat_id === CHANNEL)
      .filter(
        (call) =>
          JSON.stringify(call.reply_markup ?? '').includes(`ad_${adId}`) ||
          String(call.caption).includes(`Пионы ${adId}`),
      );

  it('an approved bouquet is posted with its photo, price and «Купить»; sold, its post says «Продано»', async () => {
    const adId = await seedAd(bot.t.db, { ownerId: SELLER, status: 'wait_moder', title: 'Пионы' });
    await bot.t.db
      .update(ads)
      .set({ title: `Пионы ${adId}` })
      .where(eq(ads.id, adId));
    const approved = await bot.t.app.inject({
      method: 'POST',
      url: `/api/moderate/ads/${adId}/approve`,
      headers: { 'x-initdata': bot.t.initDataFor(MODERATOR) },
    });
    expect(approved.statusCode).toBe(200);
    startWorker();
    const [post] = await eventually(
      async () => bot.callsOf('sendPhoto').filter((call) => call.chat_id === CHANNEL),
      (calls) => calls.length > 0,
    );
    expect(post).toMatchObject({
      photo: `${bot.t.url}/api/photos/ads/seed-${adId}-1280.jpg`,
      parse_mode: 'HTML',
      reply_markup: {
        inline_keyboard: [
          [{ text: 'Купить', url: `https://t.me/flowers_demo_bot/app?startapp=ad_${adId}` }],
        ],
      },
    });
    expect(String(post?.caption)).toContain(`<b>Пионы ${adId}</b>`);
    expect(String(post?.caption)).toContain('₽');

    await bot.t.db.transaction((tx) => transitionAd(tx, adId, 'reserve'));
    await bot.t.db.transaction((tx) => transitionAd(tx, adId, 'completeOrder'));
    const edits = await eventually(
      async () => captionCalls(adId),
      (calls) => calls.some((call) => String(call.caption).includes('Продано')),
    );
    expect(edits[0]?.caption).toContain('Забронирован');
    expect(edits.at(-1)?.reply_markup).toEqual({ inline_keyboard: [] });
  });

  it('an expired bouquet’s post says it is off sale, without «Купить»', async () => {
    const adId = await seedAd(bot.t.db, { ownerId: SELLER, status: 'wait_moder', title: 'Розы' });
    await bot.t.app.inject({
      method: 'POST',
      url: `/api/moderate/ads/${adId}/approve`,
      headers: { 'x-initdata': bot.t.initDataFor(MODERATOR) },
    });
    await bot.t.db
      .update(ads)
      .set({ createdAt: new Date(Date.now() - 49 * 3600_000) })
      .where(eq(ads.id, adId));
    const { expireDueAds } = await import('../jobs/expire-ads.ts');
    await expireDueAds(bot.t.db, { adStatusChanged() {} } as never, new Date());
    startWorker();
    const edits = await eventually(
      async () =>
        bot
          .callsOf('editMessageCaption')
          .filter((call) => String(call.caption).includes('Розы') && call.chat_id === CHANNEL),
      (calls) => calls.length > 0,
    );
    expect(edits.at(-1)?.caption).toContain('Снят с продажи');
    expect(edits.at(-1)?.reply_markup).toEqual({ inline_keyboard: [] });
  });

  it('a post older than the outbox’s retention still turns «Продано»', async () => {
    const adId = await seedAd(bot.t.db, {
      ownerId: SELLER,
      status: 'wait_moder',
      title: 'Тюльпаны',
    });
    await bot.t.app.inject({
      method: 'POST',
      url: `/api/moderate/ads/${adId}/approve`,
      headers: { 'x-initdata': bot.t.initDataFor(MODERATOR) },
    });
    startWorker();
    const [stored] = await eventually(
      () => bot.t.db.select().from(channelPosts).where(eq(channelPosts.adId, adId)),
      (rows) => rows[0]?.telegramMessageId != null,
    );
    await worker?.stop();
    worker = null;
    const monthAgo = new Date(Date.now() - SENT_OUTBOX_RETENTION_MS - 3600_000);
    await bot.t.db
      .update(notificationsOutbox)
      .set({ sentAt: monthAgo })
      .where(eq(notificationsOutbox.kind, 'channel.ad_posted'));
    await sweepRetention(bot.t.db, new Date());
    expect(
      await bot.t.db
        .select()
        .from(notificationsOutbox)
        .where(eq(notificationsOutbox.kind, 'channel.ad_posted')),
    ).toEqual([]);

    await bot.t.db.transaction((tx) => transitionAd(tx, adId, 'reserve'));
    await bot.t.db.transaction((tx) => transitionAd(tx, adId, 'completeOrder'));
    startWorker();
    const edits = await eventually(
      async () =>
        bot
          .callsOf('editMessageCaption')
          .filter((call) => call.chat_id === CHANNEL && String(call.caption).includes('Тюльпаны')),
      (calls) => calls.some((call) => String(call.caption).includes('Продано')),
    );
    expect(edits.at(-1)).toMatchObject({ chat_id: CHANNEL, message_id: stored?.telegramMessageId });
  });

  it('a channel that removed the bot unlinks itself and the seller is told', async () => {
    const status = await bot.postUpdate({
      my_chat_member: {
        chat: {
          id: CHANNEL,
          type: 'channel',
          title: 'Канал anna_flowers',
          username: 'anna_flowers',
        },
        from: { id: SELLER, is_bot: false, first_name: 'Анна' },
        date: 1_790_000_000,
        old_chat_member: {
          user: { id: BOT_ID, is_bot: true, first_name: 'Цветы' },
          ...adminRights(),
        },
        new_chat_member: {
          user: { id: BOT_ID, is_bot: true, first_name: 'Цветы' },
          status: 'left',
        },
      },
    });
    expect(status).toBe(200);
    expect(
      await bot.t.db.select().from(sellerChannels).where(eq(sellerChannels.sellerId, SELLER)),
    ).toEqual([]);
    startWorker();
    const told = (
      await eventually(
        async () => bot.callsOf('sendMessage').filter((call) => call.chat_id === SELLER),
        (calls) => calls.some((call) => String(call.text).includes('канал отвязан')),
      )
    ).find((call) => String(call.text).includes('канал отвязан'));
    expect(String(told?.text)).toContain('«Канал anna_flowers»');
    const rows = await bot.t.db
      .select()
      .from(notificationsOutbox)
      .where(eq(notificationsOutbox.kind, 'channel.unlinked'));
    expect(rows).toHaveLength(1);
  });
});
