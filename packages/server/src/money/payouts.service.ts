import {
  PAYOUT_AMOUNT_MESSAGE,
  PAYOUT_WITHOUT_INN_MESSAGE,
  formatKopecks,
  maskCardNumber,
  type Payout,
  type PayoutRecordInput,
  type SellerBalance,
  type SellerOwed,
  USER_NOT_FOUND_MESSAGE,
  NO_PAYOUT_DETAILS_MESSAGE,
  PAYMENT_INFO_BUTTON,
  PAYOUT_NOTICES,
} from '@flowers/domain';
import { recordAudit } from '../audit/audit.repository.ts';
import { auditedTransaction } from '../audit/audited-transaction.ts';
import { requireRole } from '../access/require-access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { enqueueNotification, escapeHtml } from '../notifications/outbox.ts';
import { findTaxDetails } from '../payment-info/tax-details.repository.ts';
import {
  allSellerSums,
  heldForSeller,
  lockSellerRow,
  sellerSums,
} from './ledger/ledger.repository.ts';
import { postPayout } from './ledger/ledger.ts';
import {
  insertPayout,
  selectPayoutDetails,
  selectPayouts,
  selectPayoutsSince,
} from './payouts.repository.ts';
import { registerCsv, type RegisterLine } from './register-csv.ts';
import { inTransitBySeller } from './payouts/bank-payouts.repository.ts';
import { payoutToWire } from './payouts/payout-wire.ts';
import { selectPayoutCards } from '../payment-info/payout-card.repository.ts';
import { revealCardNumbers } from '../payment-info/seller-card.ts';

/** The register lists the payouts of this long back, so what was just recorded is in it. */
const REGISTER_RECENT_MS = 30 * 24 * 60 * 60 * 1000;

// Issue 15 on the ledger (issue 24): owed = the seller's `@seller:payable` entries; a refund
// after a payout becomes `@seller:debt`, paid off first. Full card numbers are audited.
export function createPayoutsService(deps: { db: Database; cardKey: Buffer; now: () => Date }) {
  const { db } = deps;

  async function register(admin: CurrentUser): Promise<SellerOwed[]> {
    requireRole(admin, 'payout.read');
    const sums = await allSellerSums(db);
    const sellerIds = sums.map((row) => row.sellerId);
    const [details, inTransit, bankCards] = await Promise.all([
      selectPayoutDetails(db, sellerIds),
      inTransitBySeller(db),
      selectPayoutCards(db, sellerIds),
    ]);
    return sums.map((row) => {
      const who = details.get(row.sellerId);
      return {
        seller_id: String(row.sellerId),
        seller_username: who?.username ?? null,
        full_name: who?.fullName ?? null,
        card_masked: who?.cardLast4 == null ? null : maskCardNumber(who.cardLast4),
        owed_kopecks: row.payableKopecks,
        debt_kopecks: -row.debtKopecks,
        captured_orders: row.ordersDone,
        paid_out_kopecks: row.paidOutKopecks,
        in_transit_kopecks: inTransit.get(row.sellerId) ?? 0,
        payout_card: bankCards.get(row.sellerId)?.pan ?? null,
      };
    });
  }

  async function audit(admin: CurrentUser, action: string, sellerId: number, details = {}) {
    await recordAudit(db, {
      actorId: admin.id,
      action,
      targetType: 'user',
      targetId: sellerId,
      details,
    });
  }

  return {
    register,

    async revealCard(admin: CurrentUser, sellerId: number): Promise<{ card_number: string }> {
      requireRole(admin, 'payout.read');
      const card = (await revealCardNumbers(deps, admin, [sellerId])).get(sellerId);
      if (card === undefined) throw new AppError('not_found', NO_PAYOUT_DETAILS_MESSAGE);
      await audit(admin, 'payout.card_reveal', sellerId);
      return { card_number: card };
    },

    // Payouts recorded lately are listed too, so a register downloaded right after lists them.
    async exportCsv(admin: CurrentUser): Promise<string> {
      requireRole(admin, 'payout.read');
      const owed = (await allSellerSums(db)).filter((row) => row.payableKopecks > 0);
      const recent = await selectPayoutsSince(
        db,
        new Date(deps.now().getTime() - REGISTER_RECENT_MS),
      );
      const sellerIds = [
        ...new Set([...owed.map((row) => row.sellerId), ...recent.map((row) => row.sellerId)]),
      ];
      const [details, cards] = await Promise.all([
        selectPayoutDetails(db, sellerIds),
        revealCardNumbers(deps, admin, sellerIds),
      ]);
      const line = (
        sellerId: number,
        rest: Omit<RegisterLine, 'sellerId' | 'fullName' | 'cardNumber'>,
      ) => {
        const who = details.get(sellerId);
        const cardNumber = cards.get(sellerId) ?? null;
        return { sellerId, fullName: who?.fullName ?? null, cardNumber, ...rest };
      };
      const lines: RegisterLine[] = [
        ...owed.map((row) => line(row.sellerId, { kopecks: row.payableKopecks, payout: null })),
        ...recent.map((row) => line(row.sellerId, { kopecks: row.amountKopecks, payout: row })),
      ];
      await recordAudit(db, {
        actorId: admin.id,
        action: 'payout.register_export',
        targetType: 'user',
        targetId: admin.id,
        details: { sellers: [...details.keys()] },
      });
      return registerCsv(lines);
    },

    async record(admin: CurrentUser, sellerId: number, input: PayoutRecordInput): Promise<Payout> {
      requireRole(admin, 'payout.send');
      const row = await auditedTransaction(
        db,
        async (tx) => {
          // Serialises payouts and refunds of one seller: nothing can be spent twice.
          if (!(await lockSellerRow(tx, sellerId)))
            throw new AppError('not_found', USER_NOT_FOUND_MESSAGE);
          // A payout to a seller we cannot name to the tax office is refused (54-FZ).
          if ((await findTaxDetails(tx, sellerId)) === null) {
            throw new AppError('conflict', PAYOUT_WITHOUT_INN_MESSAGE);
          }
          const { payableKopecks } = await sellerSums(tx, sellerId);
          if (input.amount_kopecks > payableKopecks) {
            throw new AppError('validation', PAYOUT_AMOUNT_MESSAGE);
          }
          const payout = await insertPayout(tx, {
            sellerId,
            amountKopecks: input.amount_kopecks,
            paidOn: input.paid_on,
            reference: input.reference,
            recordedBy: admin.id,
          });
          await postPayout(tx, payout, deps.now());
          await enqueueNotification(tx, sellerId, 'payout', {
            text: PAYOUT_NOTICES.recorded(
              formatKopecks(input.amount_kopecks),
              escapeHtml(input.paid_on),
              escapeHtml(input.reference),
            ),
            buttons: [[{ text: PAYMENT_INFO_BUTTON, open: { screen: 'payment-info' } }]],
          });
          return payout;
        },
        (payout) => ({
          actorId: admin.id,
          action: 'payout.record',
          targetType: 'user',
          targetId: sellerId,
          details: { payoutId: payout.id, amountKopecks: input.amount_kopecks },
        }),
      );
      return payoutToWire(row);
    },

    async balance(seller: CurrentUser): Promise<SellerBalance> {
      requireRole(seller, 'payout.ownBalance');
      const [sums, history, held] = await Promise.all([
        sellerSums(db, seller.id),
        selectPayouts(db, seller.id),
        heldForSeller(db, seller.id),
      ]);
      return {
        owed_kopecks: sums.payableKopecks,
        debt_kopecks: -sums.debtKopecks,
        held_kopecks: held,
        paid_out_kopecks: sums.paidOutKopecks,
        payouts: history.map(payoutToWire),
      };
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
