// The day read back from the database, the Bot API stand-in and the bank line, and judged.
import type { DayResult } from './day.ts';
import type { Harness } from './harness.ts';
import { READ_KINDS } from './http.ts';
import {
  failedDuring,
  latencyOutside,
  overlaps,
  messagesOnce,
  paymentsPerOrder,
  percentile,
  raceHeld,
  serverErrorsOutside,
  soldTwice,
  type Verdict,
  type Window,
} from './invariants.ts';

// docs/bot.md "Each message once, across outages": a kill -9 repeats at most what was in flight.
const KILL_REPEATS_AT_MOST = 3;
const RACE_ANSWER_MS = 1_000;
const ORDER_LAG_P99_S = 10;
const READ_P99_MS = 300;
const CHECKOUT_P99_MS = 1_000;
// outbox-priority.ts: the class that goes first.
const ORDER_KINDS = ['order.', 'dispute', 'payout', 'receipt'];

export interface Facts {
  orders: { total: number; paid: number; completed: number; byStatus: Record<string, number> };
  ledger: { sum: number; unbalancedPostings: number; postings: number };
  reconciliation: { checked: number; differences: number };
  messages: {
    sends: number;
    twice: number;
    lost: number;
    /** Same text in one chat within 30 s: the likely repeats, with their senders and times. */
    repeated: Array<{ message: string; copies: Array<{ node: string; atMs: number }> }>;
    /** Outside the fault windows. */
    byClass: Record<string, { count: number; p50: number; p99: number; max: number }>;
    orderLagWithFaults: { count: number; p99: number; max: number };
    perPaidOrder: number;
  };
  /** Rows still unsent when the run read back, by kind of chat. */
  unsent: Record<string, number>;
  bank: Harness['bank']['stats'];
  bot: { refusedForBotLimit: number; refusedForGroupLimit: number };
}

async function lags(harness: Harness, windows: readonly Window[]) {
  const { rows: all } = await harness.cluster.sql.query<{
    kind: string;
    lag: number;
    fromMs: number;
  }>(
    `select kind, extract(epoch from sent_at - created_at)::float8 as lag,
       (extract(epoch from created_at - $1::timestamptz) * 1000)::float8 as "fromMs"
     from notifications_outbox where status = 'sent' and created_at >= $1`,
    [harness.startedAtDb],
  );
  // A message queued or waiting while a fault lasted waited for the fault, not for its turn.
  const rows = all.filter((row) => !overlaps(row.fromMs, row.fromMs + row.lag * 1_000, windows));
  const orderLagWithFaults = all
    .filter((row) => ORDER_KINDS.some((prefix) => row.kind.startsWith(prefix)))
    .map((row) => row.lag);
  const classOf = (kind: string) =>
    ORDER_KINDS.some((prefix) => kind.startsWith(prefix))
      ? 'order and payment'
      : kind.startsWith('staff.')
        ? 'staff'
        : kind === 'peak.backlog'
          ? 'backlog (lower priority)'
          : 'other';
  const byClass: Facts['messages']['byClass'] = {};
  const grouped = new Map<string, number[]>();
  for (const row of rows) {
    const list = grouped.get(classOf(row.kind)) ?? [];
    list.push(row.lag);
    grouped.set(classOf(row.kind), list);
  }
  for (const [name, values] of grouped) {
    byClass[name] = {
      count: values.length,
      p50: Number(percentile(values, 50).toFixed(2)),
      p99: Number(percentile(values, 99).toFixed(2)),
      max: Number(Math.max(...values).toFixed(2)),
    };
  }
  const productMessages = all.filter((row) => row.kind !== 'peak.backlog').length;
  const withFaults = {
    count: orderLagWithFaults.length,
    p99: Number(percentile(orderLagWithFaults, 99).toFixed(2)),
    max: Number(Math.max(0, ...orderLagWithFaults).toFixed(2)),
  };
  return { byClass, productMessages, withFaults };
}

export async function readFacts(
  harness: Harness,
  windows: readonly Window[],
): Promise<Facts & { raw: RawFacts }> {
  const { sql } = harness.cluster;
  const orders = await sql.query<{ adId: number; status: string; paymentOrderId: string }>(
    `select ad_id as "adId", status, payment_order_id as "paymentOrderId" from orders`,
  );
  const payments = await sql.query<{ orderId: string; status: string }>(
    `select order_id as "orderId", status from tbank_emulator_payments`,
  );
  const ledger = await sql.query<{ sum: number; unbalanced: number; postings: number }>(
    `select coalesce(sum(amount_kopecks), 0)::float8 as sum,
       (select count(*)::int from (select posting_id from ledger_entries group by posting_id
         having sum(amount_kopecks) <> 0) p) as unbalanced,
       (select count(*)::int from ledger_postings) as postings
     from ledger_entries`,
  );
  const sentRows = await sql.query<{ chatId: number }>(
    `select chat_id::float8 as "chatId" from notifications_outbox where status = 'sent' and chat_id > 0`,
  );
  const unsent = await sql.query<{ chat: string; n: number }>(
    `select case when chat_id > 0 then 'private' else 'group' end as chat, count(*)::int as n
     from notifications_outbox where status in ('pending', 'sending') group by 1`,
  );
  const admin = harness.crowd.admin;
  const answer = await harness.http.call(
    'staff_list',
    { ...admin },
    '/api/admin/reconciliation/run',
    {
      method: 'POST',
      body: '{}',
      contentType: 'application/json',
    },
  );
  const report = (answer.status === 200 ? JSON.parse(answer.text) : null) as {
    checked: number;
    differences: unknown[];
  } | null;
  const sends = harness.cluster.bot.calls.filter(
    (call) => call.chatId > 0 && (call.method === 'sendMessage' || call.method === 'sendPhoto'),
  );
  const once = messagesOnce(sends, sentRows.rows);
  // The same text twice in one chat: who sent each copy, and when (ms from the start).
  const copies = new Map<string, Array<{ node: string; atMs: number }>>();
  for (const call of sends) {
    const key = `${call.chatId} ${call.text}`;
    const list = copies.get(key) ?? [];
    list.push({ node: call.node, atMs: Math.round(call.at - harness.startedAtEpoch) });
    copies.set(key, list);
  }
  const repeated = [...copies]
    .filter(
      ([, list]) =>
        list.length > 1 && list.some((c, i) => i > 0 && c.atMs - (list[i - 1]?.atMs ?? 0) < 30_000),
    )
    .slice(0, 40)
    .map(([key, list]) => ({ message: key.slice(0, 90), copies: list }));
  const byStatus: Record<string, number> = {};
  for (const order of orders.rows) byStatus[order.status] = (byStatus[order.status] ?? 0) + 1;
  const paid = orders.rows.filter((order) =>
    ['paid', 'delivered', 'completed'].includes(order.status),
  );
  const { byClass, productMessages, withFaults } = await lags(harness, windows);
  return {
    orders: {
      total: orders.rows.length,
      paid: paid.length,
      completed: byStatus.completed ?? 0,
      byStatus,
    },
    ledger: {
      sum: ledger.rows[0]?.sum ?? NaN,
      unbalancedPostings: ledger.rows[0]?.unbalanced ?? NaN,
      postings: ledger.rows[0]?.postings ?? 0,
    },
    reconciliation: {
      checked: report?.checked ?? -1,
      differences: report === null ? -1 : report.differences.length,
    },
    messages: {
      sends: sends.length,
      ...once,
      repeated,
      byClass,
      orderLagWithFaults: withFaults,
      perPaidOrder: paid.length === 0 ? 0 : Number((productMessages / paid.length).toFixed(2)),
    },
    unsent: Object.fromEntries(unsent.rows.map((row) => [row.chat, row.n])),
    bank: { ...harness.bank.stats },
    bot: {
      refusedForBotLimit: harness.cluster.bot.refusedForBotLimit,
      refusedForGroupLimit: harness.cluster.bot.refusedForGroupLimit,
    },
    raw: { orders: orders.rows, payments: payments.rows, paid },
  };
}

interface RawFacts {
  orders: Array<{ adId: number; status: string; paymentOrderId: string }>;
  payments: Array<{ orderId: string; status: string }>;
  paid: Array<{ paymentOrderId: string }>;
}

export function judge(day: DayResult, facts: Facts & { raw: RawFacts }): Verdict[] {
  const twiceSold = soldTwice(facts.raw.orders);
  const bankPayments = paymentsPerOrder(facts.raw.payments, facts.raw.paid);
  const errors5xx = serverErrorsOutside(day.samples, day.windows);
  const cut = day.databaseWindow === null ? [] : failedDuring(day.samples, day.databaseWindow);
  const reads = latencyOutside(day.samples, READ_KINDS, day.windows);
  const checkouts = latencyOutside(day.samples, ['checkout'], day.windows);
  const orderLag = facts.messages.byClass['order and payment'];
  const outsideFaults = (at: number) =>
    !day.windows.some((window) => at >= window.fromMs - 2_000 && at <= window.toMs);
  const races = day.races.filter((race) => outsideFaults(race.at));
  const killBound = day.options.faults ? KILL_REPEATS_AT_MOST : 0;
  const big = day.bigRace;
  return [
    {
      name: 'no bouquet sold twice',
      ok: twiceSold.length === 0,
      detail: `${twiceSold.length} ads with two orders (${facts.orders.paid} paid orders)`,
    },
    {
      name: 'one bank payment per order',
      ok: bankPayments.twice.length === 0 && bankPayments.missing.length === 0,
      detail: `${bankPayments.twice.length} paid twice, ${bankPayments.missing.length} paid orders without a payment`,
    },
    {
      name: 'the ledger balances',
      ok: facts.ledger.sum === 0 && facts.ledger.unbalancedPostings === 0,
      detail: `sum ${facts.ledger.sum} kopecks, ${facts.ledger.unbalancedPostings} unbalanced of ${facts.ledger.postings} postings`,
    },
    {
      name: '«Сверка» finds 0 differences',
      ok: facts.reconciliation.differences === 0,
      detail: `${facts.reconciliation.differences} differences over ${facts.reconciliation.checked} checked`,
    },
    {
      name: `every message once (kill -9: ≤ ${killBound} again)`,
      ok: facts.messages.lost === 0 && facts.messages.twice <= killBound,
      detail: `${facts.messages.sends} sent to people, ${facts.messages.twice} twice, ${facts.messages.lost} lost`,
    },
    {
      name: '0 5xx outside the fault windows',
      ok: errors5xx.length === 0,
      detail: `${errors5xx.length} (${summarise(errors5xx)})`,
    },
    {
      name: '0 catalogue reads or sign-ins failed in the database cut',
      ok: day.databaseWindow === null ? !day.options.faults : cut.length === 0,
      detail:
        day.databaseWindow === null
          ? 'no cut'
          : `${cut.length} of ${countIn(day, day.databaseWindow)} failed (${summarise(cut)})`,
    },
    {
      name: 'every race: 1 order, every loser told (409) within 1 s',
      ok: races.every((race) => raceHeld(race, RACE_ANSWER_MS)),
      detail: races
        .map((race) => `${race.orders} order, slowest loser ${Math.max(0, ...race.loserMs)} ms`)
        .join('; '),
    },
    {
      name: '50 buyers on one bouquet: 1 order, 49 answers within 1 s',
      ok: big !== null && raceHeld(big, RACE_ANSWER_MS),
      detail:
        big === null
          ? 'not run'
          : `${big.orders} order, ${big.loserMs.filter((ms) => ms <= RACE_ANSWER_MS).length} answers within 1 s (slowest ${Math.max(0, ...big.loserMs)} ms, statuses ${[...new Set(big.loserStatuses)].join('/')})`,
    },
    {
      name: 'the outbox drained after the peak',
      ok: day.drainedAfterS !== null,
      detail:
        day.drainedAfterS === null
          ? 'not drained'
          : `${day.drainedAfterS.toFixed(0)} s after the load`,
    },
    {
      name: `order and payment messages' lag p99 ≤ ${ORDER_LAG_P99_S} s behind ${day.options.backlog} lower-priority`,
      ok: orderLag !== undefined && orderLag.p99 <= ORDER_LAG_P99_S,
      detail:
        orderLag === undefined
          ? 'none sent'
          : `outside faults p99 ${orderLag.p99} s, max ${orderLag.max} s over ${orderLag.count}; with them p99 ${facts.messages.orderLagWithFaults.p99} s`,
    },
    {
      name: `catalogue reads p99 ≤ ${READ_P99_MS} ms outside faults`,
      ok: reads.p99 <= READ_P99_MS,
      detail: `p99 ${reads.p99.toFixed(0)} ms over ${reads.count}`,
    },
    {
      name: `checkout p99 ≤ ${CHECKOUT_P99_MS} ms outside faults`,
      ok: checkouts.p99 <= CHECKOUT_P99_MS,
      detail: `p99 ${checkouts.p99.toFixed(0)} ms over ${checkouts.count}`,
    },
  ];
}

function countIn(day: DayResult, window: { fromMs: number; toMs: number }) {
  return day.samples.filter(
    (s) =>
      ['page', 'catalogue', 'bouquet', 'search', 'sign_in'].includes(s.kind) &&
      s.at >= window.fromMs &&
      s.at <= window.toMs,
  ).length;
}

function summarise(
  samples: ReadonlyArray<{ kind: string; status: number; at: number; said?: string }>,
): string {
  const counts = new Map<string, number>();
  for (const sample of samples) {
    const said = sample.said === undefined ? '' : ` «${sample.said.slice(0, 60)}»`;
    const key = `${sample.kind} ${sample.status}${said}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${key} ×${count}`).join(', ') || 'none';
}
