import {
  MONEY_LABELS,
  PAYOUT_AMOUNT_MESSAGE,
  formatKopecks,
  maskCardNumber,
  type Payout,
  type PayoutRecordInput,
  type SellerBalance,
  type SellerOwed,
} from '@flowers/domain';
import { recordAudit } from '../audit/audit.repository.ts';
import { auditedTransaction } from '../audit/audited-transaction.ts';
import { assertCan } from '../auth/access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { enqueueNotification, escapeHtml } from '../notifications/outbox.ts';
import { decryptCardNumber } from '../payment-info/card-cipher.ts';
import { USER_NOT_FOUND } from '../users/users.service.ts';
import {
  insertPayout,
  lockSeller,
  selectHeldForSeller,
  selectPayouts,
  selectSellerOrders,
  selectSellerTotals,
  type PayoutRow,
} from './payouts.repository.ts';
import { registerCsv } from './register-csv.ts';

export const NO_PAYOUT_DETAILS = 'Продавец ещё не указал платёжную информацию';

const toWire = (row: PayoutRow): Payout => ({
  id: row.id,
  seller_id: String(row.sellerId),
  amount_kopecks: row.amountKopecks,
  paid_on: row.paidOn,
  reference: row.reference,
  status_label: MONEY_LABELS.paid_out,
  created_at: row.createdAt.toISOString(),
});

/**
 * Issue 15 «Выплаты»: each seller is owed their price for every captured order, less what was
 * paid out. A payout is spread over the seller's orders, oldest first, so every order's money
 * adds up on its own. Admins only; full card numbers are audited on every look.
 */
export function createPayoutsService(deps: { db: Database; cardKey: Buffer }) {
  const { db, cardKey } = deps;

  async function register(admin: CurrentUser): Promise<SellerOwed[]> {
    assertCan(admin, 'payouts');
    const totals = await selectSellerTotals(db);
    return totals.map((row) => ({
      seller_id: String(row.sellerId),
      seller_username: row.username,
      full_name: row.fullName,
      card_masked: row.cardLast4 === null ? null : maskCardNumber(row.cardLast4),
      owed_kopecks: row.dueKopecks - row.paidKopecks,
      captured_orders: row.capturedOrders,
      paid_out_kopecks: row.paidKopecks,
    }));
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
      assertCan(admin, 'payouts');
      const row = (await selectSellerTotals(db)).find((seller) => seller.sellerId === sellerId);
      if (row?.cardNumberEncrypted == null) throw new AppError('not_found', NO_PAYOUT_DETAILS);
      await audit(admin, 'payout.card_reveal', sellerId);
      return { card_number: decryptCardNumber(cardKey, sellerId, row.cardNumberEncrypted) };
    },

    /** The bank's register of what to pay: full card numbers, so the export is audited too. */
    async exportCsv(admin: CurrentUser): Promise<string> {
      assertCan(admin, 'payouts');
      const rows = (await selectSellerTotals(db)).filter(
        (row) => row.dueKopecks - row.paidKopecks > 0,
      );
      await recordAudit(db, {
        actorId: admin.id,
        action: 'payout.register_export',
        targetType: 'user',
        targetId: admin.id,
        details: { sellers: rows.map((row) => row.sellerId) },
      });
      return registerCsv(
        rows.map((row) => ({
          sellerId: row.sellerId,
          fullName: row.fullName,
          cardNumber:
            row.cardNumberEncrypted === null
              ? null
              : decryptCardNumber(cardKey, row.sellerId, row.cardNumberEncrypted),
          owedKopecks: row.dueKopecks - row.paidKopecks,
        })),
      );
    },

    async record(admin: CurrentUser, sellerId: number, input: PayoutRecordInput): Promise<Payout> {
      assertCan(admin, 'payouts');
      const row = await auditedTransaction(
        db,
        async (tx) => {
          if (!(await lockSeller(tx, sellerId))) throw new AppError('not_found', USER_NOT_FOUND);
          const open = (await selectSellerOrders(tx, sellerId)).filter(
            (order) => order.dueKopecks > order.paidKopecks,
          );
          const owed = open.reduce((sum, order) => sum + order.dueKopecks - order.paidKopecks, 0);
          if (input.amount_kopecks > owed) throw new AppError('validation', PAYOUT_AMOUNT_MESSAGE);
          let left = input.amount_kopecks;
          const items: { orderId: number; amountKopecks: number }[] = [];
          for (const order of open) {
            if (left === 0) break;
            const part = Math.min(left, order.dueKopecks - order.paidKopecks);
            items.push({ orderId: order.orderId, amountKopecks: part });
            left -= part;
          }
          const payout = await insertPayout(
            tx,
            {
              sellerId,
              amountKopecks: input.amount_kopecks,
              paidOn: input.paid_on,
              reference: input.reference,
              recordedBy: admin.id,
            },
            items,
          );
          await enqueueNotification(tx, sellerId, 'payout', {
            text:
              `💸 Выплата отправлена: ${formatKopecks(input.amount_kopecks)} на карту из «Платёжной информации».\n` +
              `Дата: ${escapeHtml(input.paid_on)}, назначение: ${escapeHtml(input.reference)}.`,
            buttons: [[{ text: 'Платёжная информация', open: { screen: 'payment-info' } }]],
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
      return toWire(row);
    },

    /** The seller's own balance and history («Платёжная информация»). */
    async balance(seller: CurrentUser): Promise<SellerBalance> {
      const [orders, history, held] = await Promise.all([
        selectSellerOrders(db, seller.id),
        selectPayouts(db, seller.id),
        selectHeldForSeller(db, seller.id),
      ]);
      const due = orders.reduce((sum, order) => sum + order.dueKopecks, 0);
      const paid = orders.reduce((sum, order) => sum + order.paidKopecks, 0);
      return {
        owed_kopecks: due - paid,
        held_kopecks: held,
        paid_out_kopecks: paid,
        payouts: history.map(toWire),
      };
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
