import { RECONCILIATION_KINDS } from '@flowers/domain';
import type { Database } from '../db/database.ts';
import { OTHER_RANK, OUTBOX_PRIORITY_CLASSES } from '../notifications/outbox-priority.ts';
import type { Metrics } from './metrics.ts';
import {
  countLastRunDifferences,
  countOrdersByStatus,
  countOverdueReservations,
  countTableRows,
  outboxBacklog,
  outboxBacklogByRank,
  payoutsInTransit,
  type ChatKind,
} from './metrics.repository.ts';

const CHAT_KINDS: ChatKind[] = ['private', 'group', 'staff'];

// The outbox's classes by the names an operator reads on a board, in the order they are sent.
const PRIORITY_NAMES: Record<number, string> = {
  0: 'orders',
  1: 'staff',
  2: 'other',
  3: 'channels',
};
const PRIORITY_RANKS = [...OUTBOX_PRIORITY_CLASSES.map(({ rank }) => rank), OTHER_RANK].sort();

export function addProductGauges(metrics: Metrics, deps: { db: Database; now: () => Date }): void {
  const { db, now } = deps;
  metrics.addGauge({
    name: 'flowers_orders',
    help: 'Orders by status, the payment lifecycle included (created = awaiting payment)',
    labelNames: ['status'],
    read: async () =>
      (await countOrdersByStatus(db)).map(({ status, count }) => ({
        labels: { status },
        value: count,
      })),
  });
  metrics.addGauge({
    name: 'flowers_reconciliation_differences',
    help: 'Differences the last reconciliation found, by kind (bank, ledger, unreachable)',
    labelNames: ['kind'],
    read: async () => {
      const rows = await countLastRunDifferences(db);
      return RECONCILIATION_KINDS.map((kind) => ({
        labels: { kind },
        value: rows.find((row) => row.kind === kind)?.count ?? 0,
      }));
    },
  });
  metrics.addGauge({
    name: 'flowers_payouts_in_transit',
    help: 'Payouts sent through the bank whose final status has not come yet',
    read: async () => (await payoutsInTransit(db, now())).count,
  });
  metrics.addGauge({
    name: 'flowers_payouts_in_transit_kopecks',
    help: 'Money in payouts sent through the bank and not final yet, in kopecks («В пути»)',
    read: async () => (await payoutsInTransit(db, now())).kopecks,
  });
  metrics.addGauge({
    name: 'flowers_payouts_oldest_in_transit_seconds',
    help: 'How long the oldest payout not final at the bank has been on its way',
    read: async () => (await payoutsInTransit(db, now())).oldestSeconds,
  });
  metrics.addGauge({
    name: 'flowers_reservation_sweep_backlog',
    help: 'Unpaid orders past their payment deadline that the reservation sweep has not settled yet',
    read: () => countOverdueReservations(db, now()),
  });
  metrics.addGauge({
    name: 'flowers_table_rows',
    help: 'Rows of the tables the retention sweep keeps bounded, and of the bank events it keeps',
    labelNames: ['table'],
    read: async () =>
      (await countTableRows(db)).map(({ table, count }) => ({ labels: { table }, value: count })),
  });
  const backlog = async (field: 'depth' | 'oldestSeconds') => {
    const rows = await outboxBacklog(db, now());
    return CHAT_KINDS.map((chat) => ({
      labels: { chat },
      value: rows.find((row) => row.key === chat)?.[field] ?? 0,
    }));
  };
  metrics.addGauge({
    name: 'flowers_outbox_unsent',
    help: 'Notifications waiting to be sent, by kind of chat (private, group, staff)',
    labelNames: ['chat'],
    read: () => backlog('depth'),
  });
  metrics.addGauge({
    name: 'flowers_outbox_oldest_unsent_seconds',
    help: 'How long the oldest unsent notification has waited, by kind of chat',
    labelNames: ['chat'],
    read: () => backlog('oldestSeconds'),
  });
  const byPriority = async (field: 'depth' | 'oldestSeconds') => {
    const rows = await outboxBacklogByRank(db, now());
    return PRIORITY_RANKS.map((rank) => ({
      labels: { priority: PRIORITY_NAMES[rank] ?? String(rank) },
      value: rows.find((row) => Number(row.key) === rank)?.[field] ?? 0,
    }));
  };
  metrics.addGauge({
    name: 'flowers_outbox_unsent_by_priority',
    help: 'Notifications waiting to be sent, by the class the outbox sends first (orders, staff, other, channels)',
    labelNames: ['priority'],
    read: () => byPriority('depth'),
  });
  metrics.addGauge({
    name: 'flowers_outbox_oldest_unsent_by_priority_seconds',
    help: 'How long the oldest unsent notification of each class has waited',
    labelNames: ['priority'],
    read: () => byPriority('oldestSeconds'),
  });
}
