import { rublesToKopecks } from '@flowers/domain';
import { TbankError, type TbankClient } from '../tbank/tbank-client.ts';
import { bankNotification } from './tbank-harness.ts';

/** tbank-acquiring.md's status model; down refuses first, lossy acts then loses the answer. */
export type BankStatus =
  'NEW' | 'AUTHORIZED' | 'CONFIRMED' | 'PARTIAL_REFUNDED' | 'REFUNDED' | 'REVERSED';

export interface ModelPayment {
  orderId: number;
  sellerId: number;
  row: { paymentOrderId: string | null; paymentId: string | null; price: number };
  status: BankStatus;
  amount: number;
  pending: Record<string, unknown>[];
}

export type BankEvent =
  'authorize' | 'capture' | 'capturePart' | 'reverse' | 'refundPart' | 'refundAll';

export const NEXT_EVENTS: Record<BankStatus, readonly BankEvent[]> = {
  NEW: ['authorize'],
  AUTHORIZED: ['capture', 'capture', 'capturePart', 'reverse'],
  CONFIRMED: ['refundPart', 'refundAll'],
  PARTIAL_REFUNDED: ['refundPart', 'refundAll'],
  REFUNDED: [],
  REVERSED: [],
};

export type BankMode = 'up' | 'down' | 'lossy';

export function createModelBank(terminal: { terminalKey: string; password: string }) {
  const payments = new Map<string, ModelPayment>();
  /** Per intent: calls that reached the bank… */
  const asked = new Map<string, number>();
  /** …and those that moved money: never more than one. */
  const acted = new Map<string, number>();
  const answered = new Map<string, { Status: string; NewAmount: number }>();
  let mode: BankMode = 'up';

  const full = (payment: ModelPayment) => rublesToKopecks(payment.row.price);
  const tell = (payment: ModelPayment, status: string) =>
    payment.pending.push(
      bankNotification(terminal, payment.row, status, { Amount: payment.amount }),
    );

  function move(payment: ModelPayment, event: BankEvent, part: number): boolean {
    const cut = Math.max(1, Math.floor(payment.amount * part));
    switch (event) {
      case 'authorize':
        if (payment.status !== 'NEW') return false;
        payment.status = 'AUTHORIZED';
        payment.amount = full(payment);
        break;
      case 'capture':
      case 'capturePart':
        if (payment.status !== 'AUTHORIZED') return false;
        payment.status = 'CONFIRMED';
        payment.amount = event === 'capture' ? payment.amount : cut;
        break;
      case 'reverse':
        if (payment.status !== 'AUTHORIZED') return false;
        payment.status = 'REVERSED';
        payment.amount = 0;
        break;
      case 'refundPart':
        if (!['CONFIRMED', 'PARTIAL_REFUNDED'].includes(payment.status)) return false;
        if (cut >= payment.amount) return false;
        payment.status = 'PARTIAL_REFUNDED';
        payment.amount -= cut;
        break;
      case 'refundAll':
        if (!['CONFIRMED', 'PARTIAL_REFUNDED'].includes(payment.status)) return false;
        payment.status = 'REFUNDED';
        payment.amount = 0;
        break;
    }
    tell(payment, payment.status);
    return true;
  }

  /** Intents counted twice, kept as they happen: checked after every step. */
  const askedTwice: string[] = [];
  const actedTwice: string[] = [];
  const bump = (counts: Map<string, number>, repeats: string[], intent: string) => {
    const times = (counts.get(intent) ?? 0) + 1;
    counts.set(intent, times);
    if (times === 2) repeats.push(intent);
  };

  function serve<T>(intent: string | null, act: () => T): T {
    if (mode === 'down') throw new TbankError('network', 'T-Bank: connection refused');
    if (intent !== null) bump(asked, askedTwice, intent);
    const result = act();
    if (mode === 'lossy') throw new TbankError('network', 'T-Bank: the answer was lost');
    return result;
  }

  const find = (paymentId: string) => {
    const payment = payments.get(paymentId);
    if (payment === undefined) throw new TbankError('255', 'Платёж не найден');
    return payment;
  };
  const wrongStatus = () => new TbankError('8', 'Неверный статус транзакции');

  const client: TbankClient = {
    terminalKey: terminal.terminalKey,
    payType: 'T',
    init: () => Promise.reject(new Error('the model bank opens no payments')),
    getState: (paymentId) =>
      Promise.resolve().then(() =>
        serve(null, () => {
          const payment = find(paymentId);
          return { PaymentId: paymentId, Status: payment.status, Amount: payment.amount };
        }),
      ),
    confirm: (paymentId, amountKopecks) =>
      Promise.resolve().then(() =>
        serve(`confirm:${paymentId}`, () => {
          const payment = find(paymentId);
          if (payment.status !== 'AUTHORIZED') throw wrongStatus();
          const amount = amountKopecks ?? payment.amount;
          if (amount > payment.amount) throw new TbankError('1006', 'Сумма больше удержания');
          payment.status = 'CONFIRMED';
          payment.amount = amount;
          bump(acted, actedTwice, `confirm:${paymentId}`);
          tell(payment, 'CONFIRMED');
          return { PaymentId: paymentId, Status: 'CONFIRMED', Amount: amount };
        }),
      ),
    // ExternalRequestId is the idempotency key: the same key answers as the first time did.
    cancel: (paymentId, externalRequestId, amountKopecks) =>
      Promise.resolve().then(() =>
        serve(externalRequestId, () => {
          const earlier = answered.get(externalRequestId);
          if (earlier !== undefined) return earlier;
          const payment = find(paymentId);
          const charged = ['CONFIRMED', 'PARTIAL_REFUNDED'].includes(payment.status);
          const part = amountKopecks !== undefined && amountKopecks < payment.amount;
          if (charged && part) {
            payment.status = 'PARTIAL_REFUNDED';
            payment.amount -= amountKopecks;
          } else if (payment.status === 'AUTHORIZED' && !part) payment.status = 'REVERSED';
          else if (charged) payment.status = 'REFUNDED';
          else throw wrongStatus();
          if (payment.status !== 'PARTIAL_REFUNDED') payment.amount = 0;
          bump(acted, actedTwice, externalRequestId);
          tell(payment, payment.status);
          const answer = { Status: payment.status, NewAmount: payment.amount };
          answered.set(externalRequestId, answer);
          return answer;
        }),
      ),
  };

  return {
    client,
    add(payment: ModelPayment) {
      if (payment.row.paymentId !== null) payments.set(payment.row.paymentId, payment);
    },
    move,
    setMode(next: BankMode) {
      mode = next;
    },
    /**
     * Intents the bank was asked twice. A call that reached the bank was either answered or,
     * its answer lost, left its mark in what GetState says, so a second one is never needed.
     */
    askedTwice: (): readonly string[] => askedTwice,
    /** Intents the bank carried out twice: money moved twice for one decision. */
    actedTwice: (): readonly string[] => actedTwice,
    /**
     * Calls beyond the first per intent: re-sent after a lost answer or an unreadable GetState,
     * refused by the bank's status model or answered from its idempotency key.
     */
    repeatedAsks(): number {
      return [...asked.values()].reduce((sum, times) => sum + times - 1, 0);
    },
  };
}

export type ModelBank = ReturnType<typeof createModelBank>;
