import {
  DEAL_STEP_LABELS,
  isTbankStatus,
  recordedDealStep,
  MONEY_STATE_OF_BANK_STATUS,
  RECONCILIATION_KIND_LABELS,
  bankStatusLabel,
  formatKopecks,
  moneyStateLabel,
  type ReconciliationKind,
  type ReconciliationReport,
  DEMO_MISMATCH_UNAVAILABLE_MESSAGE,
  DEMO_MISMATCH_NOTHING_PAID_MESSAGE,
  RECONCILIATION_NOTES,
} from '@flowers/domain';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../audit/audit.repository.ts';
import { requireRole } from '../access/require-access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { TbankError, type TbankClient } from '../tbank/tbank-client.ts';
import { dealFactsOf } from './deal-facts.ts';
import { findDisputesOfOrders, type DisputeRow } from './money.repository.ts';
import {
  insertRun,
  selectLastRun,
  selectNewestOpenPayment,
  selectPaymentsToCheck,
  type FoundDifference,
  type PaymentToCheck,
} from './reconciliation.repository.ts';

/** Payments settled this long ago are still compared: a late refund shows up within it. */
const RECENT_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_CHECKED = 1000;
const HOUR_MS = 60 * 60 * 1000;
const MONEY_KEPT_STATES: ReadonlySet<string> = new Set(['captured', 'partially_refunded']);

function ledgerDifference(payment: PaymentToCheck): string | null {
  const money = payment.money;
  const kept = money === null ? 0 : Math.max(0, money.capturedKopecks - money.refundedKopecks);
  const held = money?.state === 'held' ? money.heldKopecks : 0;
  if (payment.keptKopecks === kept && payment.heldKopecks === held) return null;
  return RECONCILIATION_NOTES.ledger(
    formatKopecks(payment.heldKopecks),
    formatKopecks(payment.keptKopecks),
    formatKopecks(held),
    formatKopecks(kept),
  );
}

function bankDifference(
  payment: PaymentToCheck,
  bank: { Status: string; Amount?: number },
): string | null {
  const notes = RECONCILIATION_NOTES;
  const money = payment.money;
  const ours = money === null ? notes.noMoney : moneyStateLabel(money.state);
  const theirs = notes.bankSays(bankStatusLabel(bank.Status));
  if (!isTbankStatus(bank.Status)) return notes.states(theirs, ours);
  const expected = MONEY_STATE_OF_BANK_STATUS[bank.Status];
  if (expected === 'moving') return null;
  if (expected === null) {
    return money === null || money.state === 'released' ? null : notes.states(theirs, ours);
  }
  if (money?.state !== expected) return notes.states(theirs, ours);
  if (bank.Amount === undefined) return null;
  if (expected === 'held' && bank.Amount !== money.heldKopecks) {
    return notes.heldAmounts(theirs, formatKopecks(bank.Amount), formatKopecks(money.heldKopecks));
  }
  const kept = money.capturedKopecks - money.refundedKopecks;
  if (MONEY_KEPT_STATES.has(expected) && kept !== bank.Amount) {
    return notes.amounts(theirs, formatKopecks(bank.Amount), formatKopecks(kept));
  }
  return null;
}

/**
 * A safe deal's row with a next step but no time any sweep looks at it again: nothing would ever
 * move it (issue 39: a captured dispute once sat so, owed to nobody).
 */
function stuckDifference(
  payment: PaymentToCheck,
  dispute: DisputeRow | null,
  now: Date,
): string | null {
  const money = payment.money;
  if (money?.payType !== 'T' || money.dueAt !== null) return null;
  const step = recordedDealStep(dealFactsOf({ status: payment.orderStatus }, money, dispute));
  if (step === 'none') return null;
  const since = money.capturedAt ?? money.heldAt;
  const hours = Math.floor((now.getTime() - since.getTime()) / HOUR_MS);
  return RECONCILIATION_NOTES.stuck(moneyStateLabel(money.state), DEAL_STEP_LABELS[step], hours);
}

/** The emulated bank, in demo mode: it can give a payment back without telling us. */
export interface DemoBank {
  reverseWithoutNotification(paymentId: string): Promise<string | null>;
}

// Issue 24: only lists differences; when the bank's word and ours disagree, a human decides.
export function createReconciliationService(deps: {
  db: Database;
  tbank: TbankClient;
  log: FastifyBaseLogger;
  now: () => Date;
  demoBank?: DemoBank;
}) {
  const { db, tbank } = deps;

  async function run(): Promise<number> {
    const ranAt = deps.now();
    const payments = await selectPaymentsToCheck(
      db,
      new Date(ranAt.getTime() - RECENT_MS),
      MAX_CHECKED,
    );
    const found: FoundDifference[] = [];
    const note = (payment: PaymentToCheck, kind: ReconciliationKind, text: string) =>
      found.push({ orderId: payment.orderId, kind, text });
    const disputes = new Map(
      (
        await findDisputesOfOrders(
          db,
          payments.map((payment) => payment.orderId),
        )
      ).map((dispute) => [dispute.orderId, dispute]),
    );
    for (const payment of payments) {
      const ledger = ledgerDifference(payment);
      if (ledger !== null) note(payment, 'ledger', ledger);
      const stuck = stuckDifference(payment, disputes.get(payment.orderId) ?? null, ranAt);
      if (stuck !== null) note(payment, 'stuck', stuck);
      try {
        const bank = await tbank.getState(payment.paymentId);
        const difference = bankDifference(payment, bank);
        if (difference !== null) note(payment, 'bank', difference);
      } catch (error) {
        if (!(error instanceof TbankError)) throw error;
        note(payment, 'unreachable', RECONCILIATION_NOTES.unreachable(error.code));
      }
    }
    await insertRun(db, { ranAt, checked: payments.length }, found);
    if (found.length > 0)
      deps.log.warn({ differences: found.length }, 'reconciliation: differences');
    return found.length;
  }

  return {
    run,

    async runNow(admin: CurrentUser): Promise<ReconciliationReport> {
      requireRole(admin, 'reconciliation.run');
      await run();
      return this.report(admin);
    },

    // The emulated bank refunds without a notification, so «Сверка» shows a difference at once.
    async forceDemoMismatch(admin: CurrentUser): Promise<ReconciliationReport> {
      requireRole(admin, 'reconciliation.run');
      if (deps.demoBank === undefined)
        throw new AppError('not_found', DEMO_MISMATCH_UNAVAILABLE_MESSAGE);
      const payment = await selectNewestOpenPayment(db);
      const moved =
        payment === null ? null : await deps.demoBank.reverseWithoutNotification(payment.paymentId);
      if (payment === null || moved === null) {
        throw new AppError('conflict', DEMO_MISMATCH_NOTHING_PAID_MESSAGE);
      }
      await recordAudit(db, {
        actorId: admin.id,
        action: 'reconciliation.demo_mismatch',
        targetType: 'order',
        targetId: payment.orderId,
        details: { bankStatus: moved },
      });
      await run();
      return this.report(admin);
    },

    async report(admin: CurrentUser): Promise<ReconciliationReport> {
      requireRole(admin, 'payout.read');
      const last = await selectLastRun(db);
      const demo = { can_force_mismatch: deps.demoBank !== undefined };
      if (last === null) return { ran_at: null, checked: 0, differences: [], ...demo };
      return {
        ...demo,
        ran_at: last.run.ranAt.toISOString(),
        checked: last.run.checked,
        differences: last.differences.map((difference) => {
          const kind = difference.kind as ReconciliationKind;
          return {
            order_id: difference.orderId,
            order_number: difference.orderNumber,
            kind,
            kind_label: RECONCILIATION_KIND_LABELS[kind],
            text: difference.text,
          };
        }),
      };
    },
  };
}

export type ReconciliationService = ReturnType<typeof createReconciliationService>;
