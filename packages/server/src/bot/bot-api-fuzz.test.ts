import { SHARE_NOT_PREPARED_MESSAGE } from '@flowers/domain';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { Api } from 'grammy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBotAnswers } from '../notifications/bot-api-answers.ts';
import { telegramSender } from '../notifications/telegram-sender.ts';
import { jpegPhoto, seedAd, seedUser } from '../test/fixtures.ts';
import { buildListeningApp, type ListeningApp } from '../test/tbank-harness.ts';
import { TEST_BOT_TOKEN } from '../test/test-app.ts';
import { WEBHOOK_PATH, webhookSecretFor } from './telegram-bot.ts';

const USER = 7_393_000_001;
/** Every Bot API method the product calls (grep `api.` and grammY's ctx helpers). */
const METHODS = [
  'getMe',
  'setWebhook',
  'setChatMenuButton',
  'setMyCommands',
  'sendMessage',
  'sendPhoto',
  'editMessageText',
  'editMessageCaption',
  'answerCallbackQuery',
  'answerInlineQuery',
  'getChat',
  'getChatMember',
  'getFile',
  'savePreparedInlineMessage',
] as const;
type Method = (typeof METHODS)[number];

// Ids as Telegram may send them: past 32 bits, up to the largest JSON number JavaScript keeps.
const hugeId = fc.constantFrom(2 ** 31, 2 ** 32 + 3, 2 ** 52, Number.MAX_SAFE_INTEGER);
const extra = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue(), {
  maxKeys: 3,
});

/** A result of the right shape, with huge ids and fields Telegram may add later. */
function plausible(method: Method): fc.Arbitrary<unknown> {
  const message = fc.record({
    message_id: hugeId,
    date: fc.nat(),
    chat: fc.record({ id: hugeId, type: fc.constant('private') }),
  });
  const shaped: Partial<Record<Method, fc.Arbitrary<object>>> = {
    getMe: fc.record({
      id: hugeId,
      is_bot: fc.constant(true),
      first_name: fc.constant('Цветы'),
      username: fc.constant('flowers_bot'),
    }),
    sendMessage: message,
    sendPhoto: message,
    editMessageText: message,
    editMessageCaption: message,
    getChat: fc.record({ id: hugeId, type: fc.constant('channel'), title: fc.constant('Канал') }),
    getChatMember: fc.record({
      status: fc.constantFrom('administrator', 'creator', 'left'),
      can_post_messages: fc.boolean(),
      can_edit_messages: fc.boolean(),
    }),
    getFile: fc.record({ file_id: fc.constant('f'), file_path: fc.constant('photos/f.jpg') }),
    savePreparedInlineMessage: fc.record({
      id: fc.string({ minLength: 1 }),
      expiration_date: hugeId,
    }),
  };
  const base = shaped[method] ?? fc.constant({});
  return fc.tuple(base, extra).map(([result, more]) => ({ ...more, ...result }));
}

/** Odd but valid JSON in `result` of an `ok: true` answer. */
const oddResult = (method: Method) =>
  fc.oneof(
    fc.constantFrom<unknown>(true, {}, null, [], 0, 'ok'),
    fc.jsonValue(),
    plausible(method),
  );

const answers = fc.record(
  Object.fromEntries(METHODS.map((method) => [method, oddResult(method)])) as Record<
    Method,
    fc.Arbitrary<unknown>
  >,
);

let telegram: FastifyInstance;
let apiRoot: string;
let current: Partial<Record<string, unknown>> = {};
let t: ListeningApp;
let adId: number;
let nextUpdateId = 9_000_000;

beforeAll(async () => {
  const photo = await jpegPhoto(200, 150);
  telegram = Fastify();
  telegram.post('/bot:token/:method', async (request) => {
    const { method } = request.params as { method: string };
    return { ok: true, result: Object.hasOwn(current, method) ? current[method] : true };
  });
  telegram.get('/file/*', async (_request, reply) => reply.type('image/jpeg').send(photo));
  apiRoot = (await telegram.listen({ port: 0, host: '127.0.0.1' })).replace(/\/$/, '');
  t = await buildListeningApp({ TELEGRAM_API_URL: apiRoot });
  await seedUser(t.db, USER);
  adId = await seedAd(t.db, { ownerId: USER });
}, 120_000);
afterAll(async () => {
  await t.close();
  await telegram.close();
});

const asUser = { 'x-initdata': () => t.initDataFor(USER) };
const update = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: { 'x-telegram-bot-api-secret-token': webhookSecretFor(TEST_BOT_TOKEN) },
    payload: { update_id: (nextUpdateId += 1), ...body },
  });
const chat = { id: USER, type: 'private', first_name: 'Анна' };
const from = { id: USER, is_bot: false, first_name: 'Анна' };

/** Each way in through which the product calls Telegram and answers someone. */
const ENTRIES: Record<string, () => Promise<LightMyRequestResponse>> = {
  share: async () =>
    await t.app.inject({
      method: 'POST',
      url: `/api/ads/${adId}/share-message`,
      headers: { 'x-initdata': asUser['x-initdata']() },
    }),
  channel: async () =>
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/channel',
      headers: { 'x-initdata': asUser['x-initdata']() },
      payload: { channel: '@flowers_channel' },
    }),
  start: async () =>
    await update({ message: { message_id: 2 ** 31 + 1, date: 1, chat, from, text: '/start' } }),
  album: async () =>
    await update({
      message: {
        message_id: 2 ** 32 + nextUpdateId,
        date: 1,
        chat,
        from,
        media_group_id: `g${nextUpdateId}`,
        photo: [{ file_id: 'f', file_unique_id: 'u', width: 200, height: 150 }],
      },
    }),
  inline: async () => await update({ inline_query: { id: 'q', from, query: 'пионы', offset: '' } }),
  button: async () =>
    await update({
      callback_query: {
        id: 'c',
        from,
        chat_instance: 'i',
        data: 'rcpt:ok:1',
        message: { message_id: 2 ** 40, date: 1, chat },
      },
    }),
};

/** Below 500, or «try later» in Russian: a refusal the user can read, never a plain 500. */
const handled = (response: LightMyRequestResponse) =>
  response.statusCode < 500 ||
  (response.statusCode === 503 && /[а-я]/i.test((response.json() as { error: string }).error));

describe('the Bot API answering odd but valid JSON to every method the product calls', () => {
  it('refuses to share with «try later» in Russian when savePreparedInlineMessage answers true', async () => {
    current = {
      getMe: { id: 2 ** 40, is_bot: true, first_name: 'Цветы', username: 'flowers_bot' },
      savePreparedInlineMessage: true,
    };
    // The bot learns its name from getMe on the first update; sharing never waits for it.
    await ENTRIES.start?.();
    const response = await ENTRIES.share?.();
    expect(response?.statusCode).toBe(503);
    expect(response?.json()).toEqual({ error: SHARE_NOT_PREPARED_MESSAGE });
  });

  it('never makes a 500 on any route or the webhook, and the outbox sender never throws', async () => {
    const sender = telegramSender(
      parseBotAnswers(new Api(TEST_BOT_TOKEN, { apiRoot }), { warn: () => undefined }),
      {
        publicUrl: t.url,
        botLink: async () => ({ username: 'flowers_bot', appShortName: 'app' }),
      },
    );
    let calls = 0;
    await fc.assert(
      fc.asyncProperty(answers, async (answer) => {
        current = answer;
        for (const [entry, call] of Object.entries(ENTRIES)) {
          const response = await call();
          calls += 1;
          expect(handled(response), `${entry}: ${JSON.stringify(answer)}`).toBe(true);
        }
        const message = { text: 'Заказ оплачен', buttons: [] };
        await expect(sender(USER, message)).resolves.toHaveProperty('kind');
        await expect(
          sender(USER, { ...message, photoUrl: '/media/a.webp' }),
        ).resolves.toHaveProperty('kind');
        await expect(sender(USER, message, 2 ** 40)).resolves.toHaveProperty('kind');
      }),
      { numRuns: 25 },
    );
    expect(calls).toBe(25 * Object.keys(ENTRIES).length);
  });
});
