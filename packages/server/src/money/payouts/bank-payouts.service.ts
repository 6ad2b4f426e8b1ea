import {
  NO_PAYOUT_CARD_MESSAGE,
  PAYOUT_AMOUNT_MESSAGE,
  formatKopecks,
  type BankPayoutRequest,
  type Payout,
  USER_NOT_FOUND_MESSAGE,
  PAYOUT_KEY_REUSED_MESSAGE,
  bankPayoutReference,
  PAYMENT_INFO_BUTTON,
  PAYOUT_CARD_UNKNOWN,
  PAYOUT_NOTICES,
  backoffMs,
  type Backoff,
} from '@flowers/domain';
import type { FastifyBaseLogger } from 'fastify';
import { auditedTransaction } from '../../audit/audited-transaction.ts';
import { requireRole } from '../../access/require-access.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { enqueueNotification, escapeHtml } from '../../notifications/outbox.ts';
import { lockSellerRow, sellerSums } from '../ledger/ledger.repository.ts';
import { selectPayoutCard } from '../../payment-info/payout-card.repository.ts';
import { E2C_FAILED_STATUSES, E2C_SENT_STATUS, type E2cClient } from '../../tbank/e2c-client.ts';
import { TbankError } from '../../tbank/tbank-client.ts';
import type { PayoutRow } from '../payouts.repository.ts';
import {
  claimDueBankPayouts,
  findPayoutByBankOrderId,
  insertBankPayout,
  recordBankProgress,
  settleBankPayout,
} from './bank-payouts.repository.ts';
import { createBankIntents } from '../bank-intents.ts';
import { postPayoutInTransit, postPayoutReturned, postPayoutSent } from '../ledger/ledger.ts';
import { payoutToWire } from './payout-wire.ts';

/** Long enough for one Init, Payment and GetState round; a node that died frees it then. */
const CLAIM_MS = 2 * 60_000;
const FOLLOW_MS = 10_000;
// A bank that failed once is asked again in 20 s, then 40 s, … at most hourly.
const RETRY_BACKOFF: Backoff = { firstMs: 2 * FOLLOW_MS, maxMs: 60 * 60_000 };
const FOLLOW_BATCH = 20;

const moscowDate = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(at);

const panOf = (row: PayoutRow) => escapeHtml(row.cardPan ?? PAYOUT_CARD_UNKNOWN);

// Issue 24: the E2C OrderId is the bank's idempotency key; the money sits in `@payouts:in_transit`
// until the bank's final status settles it in the transaction of the change.
export function createBankPayouts(deps: {
  db: Database;
  e2c: E2cClient;
  log: FastifyBaseLogger;
  now: () => Date;
}) {
  const { db, e2c, log, now } = deps;
  const intents = createBankIntents(deps);

  async function settle(payout: PayoutRow, bankStatus: string): Promise<void> {
    const sent = bankStatus === E2C_SENT_STATUS;
    await db.transaction(async (tx) => {
      await lockSellerRow(tx, payout.sellerId);
      const row = await settleBankPayout(tx, payout.id, {
        state: sent ? 'sent' : 'rejected',
        bankStatus,
        settledAt: now(),
      });
      if (row === null) return;
      if (sent) {
        await postPayoutSent(tx, row, now());
        await enqueueNotification(tx, row.sellerId, 'payout', {
          text: PAYOUT_NOTICES.sentByBank(formatKopecks(row.amountKopecks), panOf(row)),
          buttons: [[{ text: PAYMENT_INFO_BUTTON, open: { screen: 'payment-info' } }]],
        });
      } else {
        await postPayoutReturned(tx, row, now());
        await enqueueNotification(tx, row.sellerId, 'payout', {
          text: PAYOUT_NOTICES.rejectedByBank(formatKopecks(row.amountKopecks), panOf(row)),
          buttons: [[{ text: PAYMENT_INFO_BUTTON, open: { screen: 'payment-info' } }]],
        });
      }
    });
  }

  const retryLater = (payout: PayoutRow, error: unknown) => {
    const attempts = payout.attempts + 1;
    log.warn({ err: error, payoutId: payout.id, attempts }, 'bank payout: will retry');
    return recordBankProgress(db, payout.id, {
      attempts,
      nextCheckAt: new Date(now().getTime() + backoffMs(attempts, RETRY_BACKOFF)),
    });
  };

  // Init is repeatable (same OrderId); any failure leaves the payout in transit for the next look;
  // only the bank refusing Init outright gives the money back, as no payout exists there.
  async function drive(payout: PayoutRow): Promise<void> {
    const orderId = payout.bankOrderId ?? '';
    let paymentId = payout.bankPaymentId;
    let status = payout.bankStatus;
    try {
      if (paymentId === null) {
        try {
          const opened = await e2c.init({
            OrderId: orderId,
            CardId: payout.cardId ?? '',
            Amount: payout.amountKopecks,
          });
          paymentId = opened.PaymentId;
          status = opened.Status;
        } catch (error) {
          if (error instanceof TbankError && error.code !== 'network') {
            log.warn({ err: error, payoutId: payout.id }, 'bank payout: Init refused');
            await settle(payout, 'REJECTED');
            return;
          }
          throw error;
        }
        await recordBankProgress(db, payout.id, {
          bankPaymentId: paymentId,
          bankStatus: status,
          nextCheckAt: new Date(now().getTime() + CLAIM_MS),
        });
      }
      if (status === 'NEW') {
        const payingId = paymentId;
        // Sent once: after a lost answer GetState shows whether it arrived. A refusal here
        // (already executing, say) is read from GetState below.
        const outcome = await intents.once({
          key: `e2c-payment:${payingId}`,
          paymentId: payingId,
          send: () => e2c.payment(payingId),
          lookUp: () => e2c.getState(payingId),
          undone: (state) => state.Status === 'NEW',
        });
        if ('failed' in outcome && outcome.failed.code === 'network') throw outcome.failed;
      }
      const state = await e2c.getState(paymentId);
      if (state.Status === E2C_SENT_STATUS || E2C_FAILED_STATUSES.has(state.Status)) {
        await settle(payout, state.Status);
        return;
      }
      await recordBankProgress(db, payout.id, {
        bankStatus: state.Status,
        attempts: 0,
        nextCheckAt: new Date(now().getTime() + FOLLOW_MS),
      });
    } catch (error) {
      await retryLater({ ...payout, bankPaymentId: paymentId }, error);
    }
  }

  const reread = async (orderId: string) => {
    const row = await findPayoutByBankOrderId(db, orderId);
    if (row === null) throw new Error('bank payout vanished');
    return row;
  };

  return {
    async pay(admin: CurrentUser, sellerId: number, input: BankPayoutRequest): Promise<Payout> {
      requireRole(admin, 'payout.send');
      const { created, row } = await auditedTransaction(
        db,
        async (tx) => {
          // Serialises payouts and refunds of one seller: nothing can be spent twice.
          if (!(await lockSellerRow(tx, sellerId)))
            throw new AppError('not_found', USER_NOT_FOUND_MESSAGE);
          const earlier = await findPayoutByBankOrderId(tx, input.idempotency_key);
          if (earlier !== null) {
            if (earlier.sellerId !== sellerId || earlier.amountKopecks !== input.amount_kopecks) {
              throw new AppError('conflict', PAYOUT_KEY_REUSED_MESSAGE);
            }
            return { created: false, row: earlier };
          }
          const { payableKopecks } = await sellerSums(tx, sellerId);
          if (input.amount_kopecks > payableKopecks) {
            throw new AppError('validation', PAYOUT_AMOUNT_MESSAGE);
          }
          const card = await selectPayoutCard(tx, sellerId);
          if (card?.cardId == null) throw new AppError('conflict', NO_PAYOUT_CARD_MESSAGE);
          const at = now();
          const inserted = await insertBankPayout(tx, {
            sellerId,
            amountKopecks: input.amount_kopecks,
            paidOn: moscowDate(at),
            reference: bankPayoutReference(card.pan),
            recordedBy: admin.id,
            bankOrderId: input.idempotency_key,
            cardId: card.cardId,
            cardPan: card.pan,
            // Held by this request while it talks to the bank; the follower takes over after.
            nextCheckAt: new Date(at.getTime() + CLAIM_MS),
          });
          if (inserted === null) throw new AppError('conflict', PAYOUT_KEY_REUSED_MESSAGE);
          await postPayoutInTransit(tx, inserted, at);
          return { created: true, row: inserted };
        },
        (result) => ({
          actorId: admin.id,
          action: result.created ? 'payout.bank_send' : 'payout.bank_repeat',
          targetType: 'user',
          targetId: sellerId,
          details: { payoutId: result.row.id, amountKopecks: input.amount_kopecks },
        }),
      );
      if (created) await drive(row);
      return payoutToWire(await reread(input.idempotency_key));
    },

    async follow(): Promise<number> {
      const at = now();
      const due = await claimDueBankPayouts(
        db,
        at,
        new Date(at.getTime() + CLAIM_MS),
        FOLLOW_BATCH,
      );
      for (const payout of due) await drive(payout);
      return due.length;
    },
  };
}

export type BankPayouts = ReturnType<typeof createBankPayouts>;
