import { randomUUID } from 'node:crypto';
import { OPEN_APP_TO_ANSWER_TEXT } from '@flowers/domain';
import { eq } from 'drizzle-orm';
import type { Context } from 'grammy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floristMessages, notificationsOutbox } from '../db/schema.ts';
import { callerOf, seedAd, seedUser } from '../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { floristBot } from './florist-bot.ts';
import { createFloristMessagesService } from './florist-messages.service.ts';

const SELLER = 7_420_000_001;
const BUYER = 7_420_000_002;
const STRANGER = 7_420_000_003;
const NEVER_OPENED_THE_APP = 7_420_000_004;
const BOT_ID = 42;

let t: TestApp;
let service: ReturnType<typeof createFloristMessagesService>;
let bot: ReturnType<typeof floristBot>;
beforeAll(async () => {
  t = await buildTestApp();
  for (const id of [SELLER, BUYER, STRANGER]) await seedUser(t.db, id);
  service = createFloristMessagesService({ db: t.db });
  bot = floristBot({ db: t.db, superAdminId: 1, floristMessages: service });
});
afterAll(() => t.close());

interface Said {
  answers: { text?: string; show_alert?: boolean }[];
  replies: { text: string; markup?: unknown }[];
}

let nextMessageId = 1;
function chatContext(
  from: number,
  update: { data?: string; text?: string; replyTo?: string; messageId?: number },
  said: Said,
) {
  return {
    from: { id: from, is_bot: false, first_name: 'Тест' },
    me: { id: BOT_ID },
    chat: { id: from, type: 'private' },
    callbackQuery: update.data === undefined ? undefined : { data: update.data },
    message:
      update.text === undefined
        ? undefined
        : {
            message_id: update.messageId ?? (nextMessageId += 1),
            text: update.text,
            reply_to_message: { text: update.replyTo, from: { id: BOT_ID } },
          },
    answerCallbackQuery: (answer: { text?: string; show_alert?: boolean } = {}) => {
      said.answers.push(answer);
      return Promise.resolve(true);
    },
    reply: (text: string, options?: { reply_markup?: unknown }) => {
      said.replies.push({ text, markup: options?.reply_markup });
      return Promise.resolve({});
    },
  } as unknown as Context;
}

async function askedThread(question: string) {
  const adId = await seedAd(t.db, { ownerId: SELLER });
  const thread = await service.ask(callerOf(BUYER), adId, { text: question, key: randomUUID() });
  if (thread.id === null) throw new Error('no thread');
  return { id: thread.id, messageId: thread.messages[0]?.id ?? 0 };
}

const queuedFor = (chatId: number) =>
  t.db.select().from(notificationsOutbox).where(eq(notificationsOutbox.chatId, chatId));

describe('answering the florist thread in the bot’s chat (issue 40)', () => {
  it('«Ответить» asks for the answer by reply, and the reply reaches the buyer', async () => {
    const thread = await askedThread('Можно к 10 утра?');
    const said: Said = { answers: [], replies: [] };
    await bot.onButton(chatContext(SELLER, { data: `fm:a:${thread.id}` }, said));
    const prompt = said.replies[0];
    expect(prompt?.text).toBe(`Напишите ответ в переписку №${thread.id} ответом на это сообщение.`);
    expect(prompt?.markup).toMatchObject({
      force_reply: true,
      input_field_placeholder: 'Ответ покупателю',
    });

    const handled = await bot.onReply(
      chatContext(SELLER, { text: 'Да, к 10 успеем', replyTo: prompt?.text }, said),
    );
    expect(handled).toBe(true);
    const toBuyer = (await queuedFor(BUYER)).map((row) => JSON.stringify(row.payload));
    expect(toBuyer.some((text) => text.includes('Да, к 10 успеем'))).toBe(true);
    const toSeller = (await queuedFor(SELLER)).map((row) => JSON.stringify(row.payload));
    expect(toSeller.some((text) => text.includes('Отправлено покупателю'))).toBe(true);
  });

  it('a reply to the notice itself goes into its thread', async () => {
    const thread = await askedThread('Какие цветы?');
    const notice = `✉️ Вопрос покупателя о букете «Букет» (переписка №${thread.id}):\n\nКакие цветы?`;
    const said: Said = { answers: [], replies: [] };
    await bot.onReply(chatContext(SELLER, { text: 'Тюльпаны', replyTo: notice }, said));
    const texts = await t.db
      .select({ text: floristMessages.text })
      .from(floristMessages)
      .where(eq(floristMessages.threadId, thread.id));
    expect(texts.map((row) => row.text)).toEqual(['Какие цветы?', 'Тюльпаны']);
  });

  it('a redelivered Telegram message is stored once', async () => {
    const thread = await askedThread('Есть скидка?');
    const said: Said = { answers: [], replies: [] };
    const replyTo = `Напишите ответ в переписку №${thread.id} ответом на это сообщение.`;
    for (let i = 0; i < 2; i += 1) {
      await bot.onReply(chatContext(SELLER, { text: 'Нет', replyTo, messageId: 9_001 }, said));
    }
    const rows = await t.db
      .select()
      .from(floristMessages)
      .where(eq(floristMessages.threadId, thread.id));
    expect(rows).toHaveLength(2);
  });

  it('refuses someone outside the thread and someone who never opened the app', async () => {
    const thread = await askedThread('Вопрос');
    const said: Said = { answers: [], replies: [] };
    const replyTo = `Напишите ответ в переписку №${thread.id} ответом на это сообщение.`;
    await bot.onReply(chatContext(STRANGER, { text: 'Влезу', replyTo }, said));
    expect(said.replies.at(-1)?.text).toBe('Переписка не найдена');
    await bot.onButton(chatContext(NEVER_OPENED_THE_APP, { data: `fm:a:${thread.id}` }, said));
    expect(said.answers.at(-1)?.text).toBe(OPEN_APP_TO_ANSWER_TEXT);
  });

  it('«Пожаловаться» reports the message to the staff chat', async () => {
    const thread = await askedThread('Грубый вопрос');
    const said: Said = { answers: [], replies: [] };
    await bot.onButton(
      chatContext(SELLER, { data: `fm:r:${thread.id}:${thread.messageId}` }, said),
    );
    expect(said.answers.at(-1)).toEqual({
      text: 'Жалоба отправлена модераторам. Спасибо!',
      show_alert: true,
    });
    const staff = (await queuedFor(0)).map((row) => JSON.stringify(row.payload));
    expect(staff.some((text) => text.includes('Грубый вопрос'))).toBe(true);
  });

  it('leaves other buttons and replies to other handlers', async () => {
    const said: Said = { answers: [], replies: [] };
    expect(await bot.onButton(chatContext(SELLER, { data: 'rcpt:ok:1' }, said))).toBe(false);
    const other = chatContext(
      SELLER,
      { text: 'x', replyTo: 'Опишите проблему с заказом №1' },
      said,
    );
    expect(await bot.onReply(other)).toBe(false);
  });
});
