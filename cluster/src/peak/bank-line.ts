// T-Bank's notifications as they come on a busy day: late, some twice, out of order. The bank
// stand-in inside the nodes posts each notification to PUBLIC_URL, i.e. the proxy; the proxy
// hands it here and answers OK at once, and the line delivers it later, as the bank retries
// until it hears OK (tbank-acquiring.md "Notifications").
import type { IncomingMessage } from 'node:http';
import { request } from 'undici';

const NOTIFICATION_PATH = '/api/tinkoff/notification';
const DELIVERY_HEADER = 'x-peak-bank-delivery';
const RETRY_MS = 1_000;

export interface BankLineOptions {
  /** Each delivery waits between these, ms. */
  lateMs: [number, number];
  /** The share of notifications sent a second time, later still. */
  twice: number;
  secondCopyMs: [number, number];
}

export interface BankLineStats {
  received: number;
  delivered: number;
  sentTwice: number;
  /** Delivered after a later notification of the same payment. */
  reordered: number;
  retries: number;
  pending: number;
}

const between = ([low, high]: [number, number]) => low + Math.random() * (high - low);

export function createBankLine(options: BankLineOptions) {
  let front = '';
  let stopped = false;
  const stats: BankLineStats = {
    received: 0,
    delivered: 0,
    sentTwice: 0,
    reordered: 0,
    retries: 0,
    pending: 0,
  };
  // Per payment: how many came in, and the latest delivered's arrival number.
  const payments = new Map<string, { received: number; latestDelivered: number }>();
  const timers = new Set<NodeJS.Timeout>();

  const later = (ms: number, work: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timers.add(timer);
  };

  function deliver(body: Buffer, paymentId: string, arrival: number, copy: boolean) {
    if (stopped) return;
    request(`${front}${NOTIFICATION_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [DELIVERY_HEADER]: '1' },
      body,
      headersTimeout: 10_000,
      bodyTimeout: 10_000,
    })
      .then(async (response) => ({
        status: response.statusCode,
        text: await response.body.text(),
      }))
      .catch(() => ({ status: 0, text: '' }))
      .then(
        ({ status, text }) => {
          if (status !== 200 || text !== 'OK') {
            stats.retries += 1;
            later(RETRY_MS, () => deliver(body, paymentId, arrival, copy));
            return;
          }
          stats.pending -= 1;
          stats.delivered += 1;
          const payment = payments.get(paymentId);
          if (payment !== undefined) {
            if (arrival < payment.latestDelivered) stats.reordered += 1;
            payment.latestDelivered = Math.max(payment.latestDelivered, arrival);
          }
        },
        () => undefined,
      );
  }

  return {
    stats,
    /** For the proxy: the bank's own calls are taken, the line's deliveries pass. */
    intercept(incoming: IncomingMessage, body: Buffer): boolean {
      if (incoming.method !== 'POST' || incoming.url !== NOTIFICATION_PATH) return false;
      if (incoming.headers[DELIVERY_HEADER] !== undefined) return false;
      stats.received += 1;
      let paymentId = '';
      try {
        paymentId = String((JSON.parse(body.toString()) as { PaymentId?: unknown }).PaymentId);
      } catch {
        // Delivered as it came; the shop refuses what it cannot read.
      }
      const payment = payments.get(paymentId) ?? { received: 0, latestDelivered: 0 };
      payment.received += 1;
      payments.set(paymentId, payment);
      const arrival = payment.received;
      stats.pending += 1;
      later(between(options.lateMs), () => deliver(body, paymentId, arrival, false));
      if (Math.random() < options.twice) {
        stats.sentTwice += 1;
        stats.pending += 1;
        later(between(options.secondCopyMs), () => deliver(body, paymentId, arrival, true));
      }
      return true;
    },
    start(frontUrl: string) {
      front = frontUrl;
    },
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
    },
  };
}

export type BankLine = ReturnType<typeof createBankLine>;
