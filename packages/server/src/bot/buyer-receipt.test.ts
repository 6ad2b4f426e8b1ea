import { RECEIPT_PROBLEM_PROMPT, RECEIPT_THANKS_TEXT } from '@flowers/domain';
import type { Context } from 'grammy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../media/disk-storage.ts';
import { findDispute, findMoney } from '../money/money.repository.ts';
import { createSafeDealService } from '../money/safe-deal.service.ts';
import {
  ADMIN,
  WORLD_SETUP_MS,
  startSafeDealWorld,
  type SafeDealWorld,
} from '../test/safe-deal-harness.ts';
import { buyerReceipt } from './buyer-receipt.ts';

const SELLER = 8_770_000_001;
const BUYER = 8_770_000_002;
const BOT_ID = 42;

let w: SafeDealWorld;
let receipt: ReturnType<typeof buyerReceipt>;
beforeAll(async () => {
  w = await startSafeDealWorld();
  const safeDeal = createSafeDealService({
    db: w.t.db,
    media: createDiskStorage(w.t.dataDir),
    settler: w.settler,
    ingestPhoto: () => Promise.reject(new Error('no photos from the chat')),
    now: () => w.clock.now,
  });
  receipt = buyerReceipt({ db: w.t.db, superAdminId: ADMIN, safeDeal });
}, WORLD_SETUP_MS);
afterAll(() => w.close());

/** What the bot said back: the callback answers and the replies, in order. */
interface Said {
  answers: { text?: string; show_alert?: boolean }[];
  replies: string[];
}

function fakeContext(update: { data?: string; text?: string; replyTo?: string }, said: Said) {
  return {
    from: { id: BUYER, is_bot: false, first_name: 'Анна' },
    me: { id: BOT_ID },
    callbackQuery: update.data === undefined ? undefined : { data: update.data },
    message:
      update.text === undefined
        ? undefined
        : {
            text: update.text,
            reply_to_message: { text: update.replyTo, from: { id: BOT_ID } },
          },
    answerCallbackQuery: (answer: { text?: string; show_alert?: boolean } = {}) => {
      said.answers.push(answer);
      return Promise.resolve(true);
    },
    reply: (text: string) => {
      said.replies.push(text);
      return Promise.resolve({});
    },
  } as unknown as Context;
}

async function deliveredOrder() {
  const order = await w.heldOrder(SELLER, BUYER);
  await w.call('POST', `/api/orders/${order.id}/moder-delivered`, ADMIN);
  return order;
}

describe('«Получили букет?» answered from the chat (issue 26)', () => {
  it('«Да, всё хорошо» confirms receipt; a second press changes nothing and says so', async () => {
    const order = await deliveredOrder();
    const said: Said = { answers: [], replies: [] };
    await receipt.onButton(fakeContext({ data: `rcpt:ok:${order.id}` }, said));
    expect(said.answers[0]?.text).toBe(RECEIPT_THANKS_TEXT);
    const confirmedAt = (await findMoney(w.t.db, order.id))?.buyerConfirmedAt;
    expect(confirmedAt).not.toBeNull();

    await receipt.onButton(fakeContext({ data: `rcpt:ok:${order.id}` }, said));
    expect(said.answers[1]).toEqual({
      text: 'Вы уже подтвердили получение. Спасибо!',
      show_alert: true,
    });
    expect((await findMoney(w.t.db, order.id))?.buyerConfirmedAt).toEqual(confirmedAt);
    const confirms = w.fake.calls.filter(
      (call) => call.method === 'Confirm' && call.body.PaymentId === order.paymentId,
    );
    expect(confirms).toHaveLength(1);
  });

  it('«Есть проблема» asks for the text by reply, and the reply opens the dispute', async () => {
    const order = await deliveredOrder();
    const said: Said = { answers: [], replies: [] };
    await receipt.onButton(fakeContext({ data: `rcpt:no:${order.id}` }, said));
    expect(said.replies[0]).toMatch(new RegExp(`^${RECEIPT_PROBLEM_PROMPT}\\d{6}-\\d{4} ответом`));

    await receipt.onProblemReply(
      fakeContext({ text: 'Половина роз сломана', replyTo: said.replies[0] }, said),
    );
    expect((await findDispute(w.t.db, order.id))?.text).toBe('Половина роз сломана');

    await receipt.onButton(fakeContext({ data: `rcpt:ok:${order.id}` }, said));
    expect(said.answers.at(-1)?.text).toBe(
      'Заявка по этому заказу уже у модератора: он напишет о решении',
    );
    expect((await findMoney(w.t.db, order.id))?.buyerConfirmedAt).toBeNull();
  });

  it('refuses someone else’s order and leaves other buttons to the staff handler', async () => {
    const order = await deliveredOrder();
    const said: Said = { answers: [], replies: [] };
    const stranger = fakeContext({ data: `rcpt:ok:${order.id}` }, said);
    (stranger as unknown as { from: { id: number } }).from.id = SELLER;
    await receipt.onButton(stranger);
    expect(said.answers[0]?.text).toBe('Это не ваш заказ');
    expect((await findMoney(w.t.db, order.id))?.buyerConfirmedAt).toBeNull();
    expect(await receipt.onButton(fakeContext({ data: 'ad:ok:1' }, said))).toBe(false);
  });
});
