// What the peak must hold, as pure functions over what the run read back (issue #42).
import { READ_KINDS, type RequestKind, type Sample } from './http.ts';

export interface Verdict {
  name: string;
  ok: boolean;
  detail: string;
}

export interface Window {
  name: string;
  fromMs: number;
  toMs: number;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? 0;
}

/** In flight at any moment of a window: a request the fault may have reached. */
export const overlaps = (from: number, to: number, windows: readonly Window[]) =>
  windows.some((window) => from <= window.toMs && to >= window.fromMs);

const inside = (sample: Sample, windows: readonly Window[]) =>
  overlaps(sample.at, sample.at + sample.ms, windows);

/** Orders that hold a bouquet: any but cancelled. Two for one ad is a double sale. */
export function soldTwice(orders: ReadonlyArray<{ adId: number; status: string }>): number[] {
  const holders = new Map<number, number>();
  for (const order of orders) {
    if (order.status === 'cancelled') continue;
    holders.set(order.adId, (holders.get(order.adId) ?? 0) + 1);
  }
  return [...holders].filter(([, count]) => count > 1).map(([adId]) => adId);
}

const TAKEN_BANK_STATUSES = new Set([
  'AUTHORIZED',
  'CONFIRMED',
  'PARTIAL_REVERSED',
  'PARTIAL_REFUNDED',
  'REVERSED',
  'REFUNDED',
]);

/** Orders the bank took money for more than once, and paid orders it holds nothing for. */
export function paymentsPerOrder(
  payments: ReadonlyArray<{ orderId: string; status: string }>,
  paidOrders: ReadonlyArray<{ paymentOrderId: string }>,
): { twice: string[]; missing: string[] } {
  const taken = new Map<string, number>();
  for (const payment of payments) {
    if (!TAKEN_BANK_STATUSES.has(payment.status)) continue;
    taken.set(payment.orderId, (taken.get(payment.orderId) ?? 0) + 1);
  }
  return {
    twice: [...taken].filter(([, count]) => count > 1).map(([orderId]) => orderId),
    missing: paidOrders
      .map((order) => order.paymentOrderId)
      .filter((orderId) => !taken.has(orderId)),
  };
}

/**
 * Messages sent per chat against the outbox rows marked sent: more sends than rows is a message
 * sent twice, fewer is one lost.
 */
export function messagesOnce(
  sends: ReadonlyArray<{ chatId: number }>,
  sentRows: ReadonlyArray<{ chatId: number }>,
): { twice: number; lost: number } {
  const balance = new Map<number, number>();
  for (const send of sends) balance.set(send.chatId, (balance.get(send.chatId) ?? 0) + 1);
  for (const row of sentRows) balance.set(row.chatId, (balance.get(row.chatId) ?? 0) - 1);
  let twice = 0;
  let lost = 0;
  for (const difference of balance.values()) {
    if (difference > 0) twice += difference;
    else lost -= difference;
  }
  return { twice, lost };
}

export const isServerError = (sample: Sample) => sample.status >= 500 || sample.status === 0;

/** 5xx (or no answer) outside every fault window. */
export function serverErrorsOutside(samples: readonly Sample[], windows: readonly Window[]) {
  return samples.filter((sample) => isServerError(sample) && !inside(sample, windows));
}

/** Catalogue reads and sign-ins that failed while the database was away. */
export function failedDuring(samples: readonly Sample[], window: Window) {
  const kinds: readonly RequestKind[] = [...READ_KINDS, 'sign_in'];
  return samples.filter(
    (sample) => kinds.includes(sample.kind) && inside(sample, [window]) && sample.status !== 200,
  );
}

/** Latency of one kind outside the fault windows, successful answers only. */
export function latencyOutside(
  samples: readonly Sample[],
  kinds: readonly RequestKind[],
  windows: readonly Window[],
) {
  const ms = samples
    .filter((s) => kinds.includes(s.kind) && s.status < 500 && s.status !== 0)
    .filter((s) => !inside(s, windows))
    .map((s) => s.ms);
  return { count: ms.length, p50: percentile(ms, 50), p99: percentile(ms, 99) };
}

/** One order, and every loser told so (409) within the limit. */
export function raceHeld(
  race: {
    buyers: number;
    orders: number;
    loserMs: readonly number[];
    loserStatuses: readonly number[];
  },
  limitMs: number,
): boolean {
  return (
    race.orders === 1 &&
    race.loserMs.length === race.buyers - 1 &&
    race.loserMs.every((ms) => ms <= limitMs) &&
    race.loserStatuses.every((status) => status === 409)
  );
}
