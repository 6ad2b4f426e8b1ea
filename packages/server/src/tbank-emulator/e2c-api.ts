import { randomUUID, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { checkE2cSignature, type E2cSignatureCheck } from '../tbank/e2c-signature.ts';
import { findTestCard, maskPan } from './emulator-cards.ts';
import {
  activeCards,
  customerExists,
  findActiveCard,
  findPayout,
  insertCardRequest,
  insertCustomer,
  insertPayout,
  movePayout,
  type EmulatedPayout,
} from './e2c.repository.ts';

export interface E2cEmulatorContext {
  terminalKey: string;
  db: Database;
  publicKeyOf: (serialNumber: string) => Promise<KeyObject | null>;
  cardPageUrl: (requestKey: string) => string;
}

type Fields = Record<string, unknown>;
interface ApiAnswer extends Fields {
  Success: boolean;
  ErrorCode: string;
}
interface CardEntry extends Fields {
  CardId: string;
}
type Answer = ApiAnswer | CardEntry[];

const MIN_PAYOUT_KOPECKS = 100;

const refuse = (code: string, message: string): ApiAnswer => ({
  Success: false,
  ErrorCode: code,
  Message: message,
});

const SIGNATURE_REFUSALS: Record<Exclude<E2cSignatureCheck, 'ok'>, string> = {
  missing: 'Запрос не подписан: нужны DigestValue, SignatureValue и X509SerialNumber',
  unknown_certificate: 'Сертификат с этим серийным номером не зарегистрирован',
  digest: 'DigestValue не совпадает с полями запроса',
  signature: 'Подпись запроса неверна',
};

const customerSchema = z.object({ CustomerKey: z.string().min(1).max(36) });
const initSchema = z.object({
  OrderId: z.string().min(1).max(50),
  CardId: z.union([z.string(), z.number()]).transform(String),
  Amount: z.number().int(),
});
const paymentIdSchema = z.object({
  PaymentId: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,15}$/)),
});

/** REJECTED for the test card the bank refuses. */
const NEXT_STATUS: Record<string, 'COMPLETING' | 'FINAL'> = {
  CREDIT_CHECKING: 'COMPLETING',
  COMPLETING: 'FINAL',
};

const stateOf = (payout: EmulatedPayout, terminalKey: string): ApiAnswer => ({
  Success: true,
  ErrorCode: '0',
  TerminalKey: terminalKey,
  PaymentId: String(payout.id),
  OrderId: payout.orderId,
  Amount: payout.amount,
  Status: payout.status,
});

export async function answerE2cCall(
  ctx: E2cEmulatorContext,
  method: string,
  body: Fields,
): Promise<Answer> {
  if (body.TerminalKey !== ctx.terminalKey) return refuse('205', 'Терминал не найден');
  const serial = body.X509SerialNumber;
  const key = typeof serial === 'string' ? await ctx.publicKeyOf(serial) : null;
  const signature = checkE2cSignature(body, () => key);
  if (signature !== 'ok') return refuse('204', SIGNATURE_REFUSALS[signature]);
  const { db, terminalKey } = ctx;
  const ok = { Success: true, ErrorCode: '0', TerminalKey: terminalKey };
  switch (method) {
    case 'AddCustomer': {
      const input = customerSchema.safeParse(body);
      if (!input.success) return refuse('9', 'Неверные параметры');
      await insertCustomer(db, terminalKey, input.data.CustomerKey);
      return { ...ok, CustomerKey: input.data.CustomerKey };
    }
    case 'AddCard': {
      const input = customerSchema.safeParse(body);
      if (!input.success) return refuse('9', 'Неверные параметры');
      if (!(await customerExists(db, terminalKey, input.data.CustomerKey))) {
        return refuse('7', 'Покупатель не найден');
      }
      const requestKey = randomUUID();
      await insertCardRequest(db, { terminalKey, customerKey: input.data.CustomerKey, requestKey });
      return {
        ...ok,
        CustomerKey: input.data.CustomerKey,
        RequestKey: requestKey,
        PaymentURL: ctx.cardPageUrl(requestKey),
      };
    }
    case 'GetCardList': {
      const input = customerSchema.safeParse(body);
      if (!input.success) return refuse('9', 'Неверные параметры');
      if (!(await customerExists(db, terminalKey, input.data.CustomerKey))) {
        return refuse('7', 'Покупатель не найден');
      }
      const cards = await activeCards(db, terminalKey, input.data.CustomerKey);
      return cards.map((card) => ({
        CardId: String(card.id),
        Pan: maskPan(card.pan ?? ''),
        Status: card.status,
        ExpDate: '1230',
      }));
    }
    case 'Init': {
      const input = initSchema.safeParse(body);
      if (!input.success) return refuse('9', 'Неверные параметры');
      const { OrderId, CardId, Amount } = input.data;
      if (Amount < MIN_PAYOUT_KOPECKS) return refuse('251', 'Сумма меньше минимальной');
      const cardNumber = /^\d{1,15}$/.test(CardId) ? Number(CardId) : 0;
      if ((await findActiveCard(db, terminalKey, cardNumber)) === null) {
        return refuse('7', 'Карта не найдена');
      }
      const payout = await insertPayout(db, {
        terminalKey,
        orderId: OrderId,
        cardId: CardId,
        amount: Amount,
      });
      // The OrderId is the idempotency key: another card or amount under it is refused.
      if (payout.cardId !== CardId || payout.amount !== Amount) {
        return refuse('20', 'Заказ с таким OrderId уже существует');
      }
      return stateOf(payout, terminalKey);
    }
    case 'Payment': {
      const input = paymentIdSchema.safeParse(body);
      if (!input.success) return refuse('9', 'Неверные параметры');
      const moved = await movePayout(db, Number(input.data.PaymentId), 'NEW', 'CREDIT_CHECKING');
      if (moved === null || moved.terminalKey !== terminalKey) {
        const known = await findPayout(db, terminalKey, Number(input.data.PaymentId));
        return known === null
          ? refuse('255', 'Платёж не найден')
          : refuse('8', 'Неверный статус транзакции');
      }
      return stateOf(moved, terminalKey);
    }
    case 'GetState': {
      const input = paymentIdSchema.safeParse(body);
      if (!input.success) return refuse('9', 'Неверные параметры');
      const payout = await findPayout(db, terminalKey, Number(input.data.PaymentId));
      if (payout === null) return refuse('255', 'Платёж не найден');
      return stateOf(await advance(ctx, payout), terminalKey);
    }
    default:
      return refuse('9999', `Метод ${method} не поддерживается`);
  }
}

async function advance(ctx: E2cEmulatorContext, payout: EmulatedPayout): Promise<EmulatedPayout> {
  const next = NEXT_STATUS[payout.status];
  if (next === undefined) return payout;
  let to: string = next;
  if (next === 'FINAL') {
    const card = await findActiveCard(ctx.db, ctx.terminalKey, Number(payout.cardId));
    const refused = card?.pan == null || findTestCard(card.pan)?.refusal != null;
    to = refused ? 'REJECTED' : 'COMPLETED';
  }
  return (await movePayout(ctx.db, payout.id, payout.status, to)) ?? payout;
}
