import { Api } from 'grammy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_PATH, webhookSecretFor } from '../bot/telegram-bot.ts';
import { seedDemoUsers } from '../demo/demo-seed.ts';
import { DEMO_SELLER_ID } from '../demo/demo-users.ts';
import { seedAd } from '../test/fixtures.ts';
import { buildListeningApp, type ListeningApp } from '../test/tbank-harness.ts';
import { TEST_BOT_TOKEN } from '../test/test-app.ts';
import { STANDIN_PREFIX } from './bot-standin.ts';

const BUYER = 100_000_001;
let t: ListeningApp;
let adId = 0;

beforeAll(async () => {
  t = await buildListeningApp({ TELEGRAM_BOT_TOKEN: undefined });
  await seedDemoUsers(t.db);
  await new Api(TEST_BOT_TOKEN, { apiRoot: `${t.url}${STANDIN_PREFIX}` }).setWebhook(
    `${t.url}${WEBHOOK_PATH}`,
    { secret_token: webhookSecretFor(TEST_BOT_TOKEN) },
  );
  adId = await seedAd(t.db, { ownerId: DEMO_SELLER_ID, title: 'Гортензии голубые' });
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const buyerChat = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/demo/bot/chats' }))
    .json<{ chat_id: string; messages: { caption: string | null; reply_markup: unknown }[] }[]>()
    .find((chat) => chat.chat_id === String(BUYER));

describe('inline mode in the demo chats', () => {
  it('lists what the bot answered to «@bot гортензии» and posts the chosen card', async () => {
    const answer = await post(`/api/demo/bot/chats/${BUYER}/inline`, {
      from_user_id: String(BUYER),
      query: 'гортензии',
    });
    expect(answer.statusCode).toBe(200);
    const { query_id, results } = answer.json<{ query_id: string; results: { id: string }[] }>();
    expect(results).toEqual([
      expect.objectContaining({ id: `ad_${adId}`, title: 'Гортензии голубые' }),
    ]);
    const chosen = await post(`/api/demo/bot/chats/${BUYER}/inline-result`, {
      from_user_id: String(BUYER),
      query_id,
      result_id: `ad_${adId}`,
    });
    expect(chosen.statusCode).toBe(200);
    const card = (await buyerChat())?.messages.at(-1);
    expect(card?.caption).toContain('Гортензии голубые');
    expect(card?.reply_markup).toEqual([
      [{ text: 'Открыть', url: `https://t.me/flowers_demo_bot/app?startapp=ad_${adId}` }],
    ]);
  });

  it('posts the bouquet page’s prepared message where the user shares it', async () => {
    const prepared = await t.app.inject({
      method: 'POST',
      url: `/api/ads/${adId}/share-message`,
      headers: { 'x-initdata': t.initDataFor(BUYER) },
    });
    const before = (await buyerChat())?.messages.length ?? 0;
    const shared = await post(`/api/demo/bot/chats/${BUYER}/prepared`, {
      from_user_id: String(BUYER),
      prepared_message_id: prepared.json<{ prepared_message_id: string }>().prepared_message_id,
    });
    expect(shared.statusCode).toBe(200);
    const chat = await buyerChat();
    expect(chat?.messages.length).toBe(before + 1);
    expect(chat?.messages.at(-1)?.caption).toContain('Гортензии голубые');
  });

  it('refuses a result of a query that was never answered with 404 in Russian', async () => {
    const response = await post(`/api/demo/bot/chats/${BUYER}/inline-result`, {
      from_user_id: String(BUYER),
      query_id: 'never',
      result_id: `ad_${adId}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Результат не найден: начните поиск заново' });
  });
});
