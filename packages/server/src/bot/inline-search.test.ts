import { formatRubles, priceWithCommission } from '@flowers/domain';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../media/disk-storage.ts';
import { readInlineOffset } from '../inline-search/inline-offset.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { startRecordedBot, telegramUser, type RecordedBot } from '../test/recorded-bot-harness.ts';

const SELLER = 7_290_000_001;
const BUYER = 7_290_000_002;
const STRANGER = 7_290_000_003;
let bot: RecordedBot;
const peonies: number[] = [];
let soldPeony = 0;

beforeAll(async () => {
  bot = await startRecordedBot();
  await seedUser(bot.t.db, SELLER);
  await seedUser(bot.t.db, BUYER);
  for (let i = 1; i <= 25; i += 1) {
    peonies.push(
      await seedAd(bot.t.db, {
        ownerId: SELLER,
        title: `Пионы ${i}`,
        originalPrice: 5000 + i,
        createdAt: new Date(Date.UTC(2026, 10, 1, 10, i)),
      }),
    );
  }
  soldPeony = await seedAd(bot.t.db, {
    ownerId: SELLER,
    title: 'Пионы проданные',
    status: 'completed',
  });
  await seedAd(bot.t.db, { ownerId: SELLER, title: 'Розы' });
});
afterAll(() => bot.close());

const lastAnswer = () => bot.callsOf('answerInlineQuery').at(-1);
type Result = { id: string; type: string; photo_url?: string; reply_markup: unknown };

describe('inline search', () => {
  it('«@bot пионы» answers with 20 bouquets, each its photo, title and price with «Открыть» into the app', async () => {
    const answer = await bot.standin.inlineQuery(telegramUser(STRANGER), STRANGER, 'пионы', '');
    const call = lastAnswer();
    expect(call?.inline_query_id).toBe(answer?.queryId);
    const results = call?.results as Result[];
    expect(results).toHaveLength(20);
    expect(results.map((result) => result.id)).not.toContain(`ad_${soldPeony}`);
    const newest = peonies.at(-1) ?? 0;
    expect(results[0]).toMatchObject({
      type: 'photo',
      id: `ad_${newest}`,
      photo_url: `${bot.t.url}/api/photos/ads/seed-${newest}-1280.jpg`,
      thumbnail_url: `${bot.t.url}/api/photos/ads/seed-${newest}-480.jpg`,
      title: 'Пионы 25',
      parse_mode: 'HTML',
      reply_markup: {
        inline_keyboard: [
          [{ text: 'Открыть', url: `https://t.me/flowers_demo_bot/app?startapp=ad_${newest}` }],
        ],
      },
    });
    expect((results[0] as { caption?: string }).caption).toBe(
      `<b>Пионы 25</b>\n${formatRubles(priceWithCommission(5025))}`,
    );
    expect(call?.next_offset).not.toBe('');
    expect(Buffer.byteLength(String(call?.next_offset))).toBeLessThanOrEqual(64);
  });

  it('the next_offset brings the remaining five and then no further offset', async () => {
    await bot.standin.inlineQuery(telegramUser(STRANGER), STRANGER, 'пионы', '');
    const first = lastAnswer();
    await bot.standin.inlineQuery(
      telegramUser(STRANGER),
      STRANGER,
      'пионы',
      String(first?.next_offset),
    );
    const second = lastAnswer();
    const ids = [...(first?.results as Result[]), ...(second?.results as Result[])].map(
      (r) => r.id,
    );
    expect(second?.results).toHaveLength(5);
    expect(new Set(ids).size).toBe(25);
    expect(ids.sort()).toEqual(peonies.map((id) => `ad_${id}`).sort());
    expect(second?.next_offset).toBe('');
  });

  it('an offset the bot did not write answers an empty list, not an error', async () => {
    const answer = await bot.standin.inlineQuery(
      telegramUser(STRANGER),
      STRANGER,
      'пионы',
      'forged',
    );
    expect(answer?.results).toEqual([]);
    expect(lastAnswer()?.next_offset).toBe('');
  });

  it('choosing a result posts the card with «Открыть» into that chat', async () => {
    const answer = await bot.standin.inlineQuery(telegramUser(BUYER), BUYER, 'розы', '');
    const result = answer?.results[0];
    expect(result?.title).toBe('Розы');
    await bot.standin.chooseInlineResult(
      telegramUser(BUYER),
      BUYER,
      answer?.queryId ?? '',
      result?.id ?? '',
    );
    const posted = (await bot.standin.messages()).filter((m) => m.chatId === BUYER).at(-1);
    expect(posted).toMatchObject({ fromId: BUYER, caption: expect.stringContaining('Розы') });
    expect(posted?.replyMarkup).toEqual([
      [{ text: 'Открыть', url: expect.stringMatching(/startapp=ad_\d+$/) }],
    ]);
  });
});

describe('the inline offset', () => {
  it('is read back only for the sort it was written for', () => {
    expect(readInlineOffset('rt0.abc.1z', 'relevant')).not.toBeNull();
    expect(readInlineOffset('rt0.abc.1z', 'new')).toBeNull();
    expect(readInlineOffset('', 'relevant')).toBeNull();
  });
});

describe('sharing a bouquet from its page', () => {
  it('prepares the same card for shareMessage with savePreparedInlineMessage', async () => {
    const adId = peonies[0] ?? 0;
    const response = await bot.t.app.inject({
      method: 'POST',
      url: `/api/ads/${adId}/share-message`,
      headers: { 'x-initdata': bot.t.initDataFor(BUYER) },
    });
    expect(response.statusCode).toBe(200);
    const call = bot.callsOf('savePreparedInlineMessage').at(-1);
    expect(call).toMatchObject({
      user_id: BUYER,
      allow_user_chats: true,
      allow_group_chats: true,
      result: { type: 'photo', id: `ad_${adId}` },
    });
    expect(response.json().prepared_message_id).toMatch(/^\w+$/);
  });

  it('answers 404 in Russian for a bouquet no longer in the catalogue', async () => {
    const response = await bot.t.app.inject({
      method: 'POST',
      url: `/api/ads/${soldPeony}/share-message`,
      headers: { 'x-initdata': bot.t.initDataFor(BUYER) },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Объявление не найдено' });
  });

  it('gives Telegram its photos as JPEG (InlineQueryResultPhoto takes no WebP), made from the stored WebP', async () => {
    const adId = peonies[0] ?? 0;
    const storage = createDiskStorage(path.join(bot.t.dataDir, 'media'));
    const webp = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#d04070' },
    })
      .webp()
      .toBuffer();
    await storage.put(`ads/seed-${adId}-1280.webp`, webp, 'image/webp');
    const url = `/api/photos/ads/seed-${adId}-1280.jpg`;

    const first = await bot.t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect((await fileTypeFromBuffer(first.rawPayload))?.mime).toBe('image/jpeg');
    expect(await storage.read(`ads/seed-${adId}-1280.jpg`)).toEqual(first.rawPayload);
    const missing = await bot.t.app.inject({ method: 'GET', url: '/api/photos/ads/none-1280.jpg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Фото не найдено' });
  });
});
