import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rublesToKopecks } from '@flowers/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../auth/current-user.ts';
import { createDiskStorage } from '../media/disk-storage.ts';
import { postOrderLedger } from '../order-money/ledger.ts';
import { lockOrderRow, transitionOrder } from '../orders/orders.repository.ts';
import { createRecordingPublisher } from '../realtime/live-publisher.ts';
import { createTbankClient } from '../tbank/tbank-client.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { orderRow, seedOrder } from '../test/order-fixtures.ts';
import { bankNotification } from '../test/tbank-harness.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { createNotificationsService, type NotificationsService } from './notifications.service.ts';
import { createPayoutsService, type PayoutsService } from './payouts.service.ts';
import { createSettler } from './settle.ts';

/**
 * Issue 24's property: whatever the bank does and in whatever order its notifications reach
 * us (duplicated, reordered, lost for a while and sent again, contradicting themselves), and
 * whatever deals finish and payouts happen in between, after every step the ledger balances,
 * each order's kept money is the seller's part plus the fee (or still held), and no balance
 * is below zero without a debt entry. RUNS × STEPS step sequences are checked: ≥ 10 000.
 */
const RUNS = 200;
const STEPS = 50;
const ORDERS = 3;

const TERMINAL = { terminalKey: 'LedgerPropertyTerminal', password: 'ledger-property-password' };
const ADMIN: CurrentUser = {
  id: 8_740_000_000,
  username: null,
  role: 'admin',
  blacklisted: false,
  isSuperAdmin: false,
};

let database: TestDatabase;
let mediaDir: string;
let notifications: NotificationsService;
let payouts: PayoutsService;
let nextParty = 8_740_000_001;

beforeAll(async () => {
  database = await openTestDatabase();
  mediaDir = await mkdtemp(path.join(tmpdir(), 'ledger-property-'));
  const media = createDiskStorage(mediaDir);
  const publisher = createRecordingPublisher();
  const now = () => new Date();
  const silent = { warn: () => undefined, error: () => undefined } as never;
  const holdMs = 144 * 60 * 60 * 1000;
  notifications = createNotificationsService({
    db: database.db,
    media,
    publisher,
    terminal: TERMINAL,
    // Orders here are never closed, so nothing is given back through the bank.
    settler: createSettler({
      db: database.db,
      media,
      publisher,
      tbank: createTbankClient({ ...TERMINAL, apiUrl: 'http://127.0.0.1:9/v2/' }),
      settings: { payType: 'T', holdMs, confirmWindowMs: 24 * 60 * 60 * 1000 },
      log: silent,
      now,
    }),
    holdMs,
    log: silent,
    now,
  });
  payouts = createPayoutsService({ db: database.db, cardKey: Buffer.alloc(32), now });
  await seedUser(database.db, ADMIN.id, { role: 'admin' });
}, 120_000);

afterAll(async () => {
  await database.close();
  await rm(mediaDir, { recursive: true, force: true });
});

type BankEvent = 'authorize' | 'capture' | 'capturePart' | 'reverse' | 'refundPart' | 'refundAll';
type Step =
  | { kind: 'bank'; order: number; choice: number; share: number }
  | { kind: 'deliver'; pick: number; keep: boolean }
  | { kind: 'contradict'; order: number }
  | { kind: 'dealDone'; order: number }
  | { kind: 'payout'; order: number; share: number };

const order = fc.nat(ORDERS - 1);
const share = fc.double({ min: 0.05, max: 0.95, noNaN: true });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('bank' as const), order, choice: fc.nat(), share }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('deliver' as const),
      pick: fc.nat(),
      keep: fc.boolean(),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('contradict' as const), order }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('dealDone' as const), order }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('payout' as const), order, share }), weight: 2 },
);

/** What the bank may do next with a payment in each status (a capture is the likeliest). */
const NEXT_EVENTS: Record<BankPayment['status'], readonly BankEvent[]> = {
  NEW: ['authorize'],
  AUTHORIZED: ['capture', 'capture', 'capturePart', 'reverse'],
  CONFIRMED: ['refundPart', 'refundAll'],
  PARTIAL_REFUNDED: ['refundPart', 'refundAll'],
  REFUNDED: [],
  REVERSED: [],
};

/** The bank's own truth about one payment, and what it still has to tell us. */
interface BankPayment {
  orderId: number;
  sellerId: number;
  row: { paymentOrderId: string | null; paymentId: string | null; price: number };
  status: 'NEW' | 'AUTHORIZED' | 'CONFIRMED' | 'PARTIAL_REFUNDED' | 'REFUNDED' | 'REVERSED';
  amount: number;
}

/** Moves the bank's own state; returns the notification the bank then owes us, if any. */
function moveBank(payment: BankPayment, event: BankEvent, part: number): string | null {
  const full = rublesToKopecks(payment.row.price);
  const cut = Math.max(1, Math.floor(payment.amount * part));
  switch (event) {
    case 'authorize':
      if (payment.status !== 'NEW') return null;
      payment.status = 'AUTHORIZED';
      payment.amount = full;
      return 'AUTHORIZED';
    case 'capture':
    case 'capturePart':
      if (payment.status !== 'AUTHORIZED') return null;
      payment.status = 'CONFIRMED';
      payment.amount = event === 'capture' ? full : cut;
      return 'CONFIRMED';
    case 'reverse':
      if (payment.status !== 'AUTHORIZED') return null;
      payment.status = 'REVERSED';
      return 'REVERSED';
    case 'refundPart':
      if (!['CONFIRMED', 'PARTIAL_REFUNDED'].includes(payment.status) || cut >= payment.amount) {
        return null;
      }
      payment.status = 'PARTIAL_REFUNDED';
      payment.amount -= cut;
      return 'PARTIAL_REFUNDED';
    case 'refundAll':
      if (!['CONFIRMED', 'PARTIAL_REFUNDED'].includes(payment.status)) return null;
      payment.status = 'REFUNDED';
      payment.amount = 0;
      return 'REFUNDED';
  }
}

/** The deal finishes as the settler finishes it: the order completes, the ledger follows. */
async function finishDeal(orderId: number) {
  await database.db.transaction(async (tx) => {
    const current = await lockOrderRow(tx, orderId);
    if (current === null || !['paid', 'delivered'].includes(current.status)) return;
    const at = new Date();
    await transitionOrder(tx, orderId, 'complete', { completedAt: at });
    await postOrderLedger(tx, orderId, 'deal_done', at);
  });
}

async function lastPostingId(): Promise<number> {
  const result = await database.db.execute(
    sql`select coalesce(max(id), 0) as id from ledger_postings`,
  );
  const rows = (result as unknown as { rows: { id: string | number }[] }).rows;
  return Number(rows[0]?.id ?? 0);
}

/** Every invariant of the issue, in one query over this run's orders and sellers. */
async function brokenInvariants(
  orderIds: number[],
  sellerIds: number[],
  postingsAfter: number,
): Promise<unknown[]> {
  const orderList = sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const sellerList = sql.join(
    sellerIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await database.db.execute(sql`
    select 'posting does not balance' as problem, posting_id::text as subject
      from ledger_entries where posting_id > ${postingsAfter}
      group by posting_id having sum(amount_kopecks) <> 0
    union all
    select 'order money does not add up', o.id::text from orders o
      left join order_money m on m.order_id = o.id
      left join lateral (
        select
          coalesce(sum(amount_kopecks) filter (where account in
            ('buyer_captured', 'seller_payable', 'seller_debt', 'platform_fee')), 0) as kept,
          coalesce(sum(amount_kopecks) filter (where account = 'buyer_held'), 0) as held
        from ledger_entries e where e.order_id = o.id
      ) l on true
      where o.id in (${orderList}) and (
        l.kept <> greatest(0, coalesce(m.captured_kopecks - m.refunded_kopecks, 0))
        or l.held <> case when m.state = 'held' then m.held_kopecks else 0 end
      )
    union all
    select 'seller balance below zero without debt', s.seller_id::text from (
      select seller_id,
        sum(amount_kopecks) filter (where account = 'seller_payable') as payable,
        sum(amount_kopecks) filter (where account = 'seller_debt') as debt
      from ledger_entries where seller_id in (${sellerList}) group by seller_id
    ) s where s.payable < 0 or s.debt > 0
  `);
  return (result as unknown as { rows: unknown[] }).rows;
}

describe('the ledger under random bank behaviour (issue 24)', () => {
  it(`holds every invariant after every step of ${RUNS} × ${STEPS} random steps`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: STEPS, maxLength: STEPS }), async (steps) => {
        const sellers = [nextParty++, nextParty++];
        const buyer = nextParty++;
        for (const id of [...sellers, buyer]) await seedUser(database.db, id);
        const bank: BankPayment[] = [];
        for (let i = 0; i < ORDERS; i += 1) {
          const sellerId = sellers[i % sellers.length] as number;
          const adId = await seedAd(database.db, { ownerId: sellerId, status: 'reserved' });
          const id = await seedOrder(database.db, {
            adId,
            buyerId: buyer,
            status: 'created',
            paymentId: String(7_000_000_000 + adId),
          });
          const row = await orderRow(database.db, id);
          bank.push({ orderId: id, sellerId, row, status: 'NEW', amount: 0 });
        }
        const pending: Record<string, unknown>[] = [];
        const postingsAfter = await lastPostingId();
        const orderIds = bank.map((payment) => payment.orderId);
        for (const s of steps) {
          const payment = bank[('order' in s ? s.order : 0) % ORDERS] as BankPayment;
          switch (s.kind) {
            case 'bank': {
              const next = NEXT_EVENTS[payment.status];
              const event = next[s.choice % Math.max(1, next.length)];
              const status = event === undefined ? null : moveBank(payment, event, s.share);
              if (status === null) continue;
              pending.push(
                bankNotification(TERMINAL, payment.row, status, { Amount: payment.amount }),
              );
              break;
            }
            case 'deliver': {
              if (pending.length === 0) continue;
              const index = s.pick % pending.length;
              const body = pending[index] as Record<string, unknown>;
              // The bank retries until it hears OK, and may send the same one twice.
              if (!s.keep) pending.splice(index, 1);
              await notifications.receive(body);
              break;
            }
            case 'contradict':
              await notifications.receive(
                bankNotification(TERMINAL, payment.row, 'CONFIRMED', {
                  Success: false,
                  ErrorCode: '1051',
                }),
              );
              break;
            case 'dealDone':
              await finishDeal(payment.orderId);
              break;
            case 'payout': {
              const { owed_kopecks } = await payouts.balance({ ...ADMIN, id: payment.sellerId });
              const amount = Math.floor(owed_kopecks * s.share);
              if (amount <= 0) continue;
              await payouts.record(ADMIN, payment.sellerId, {
                amount_kopecks: amount,
                paid_on: '2026-11-26',
                reference: `p-${payment.orderId}`,
              });
              break;
            }
          }
          const broken = await brokenInvariants(orderIds, sellers, postingsAfter);
          expect(broken, JSON.stringify(s)).toEqual([]);
        }
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
