import {
  DISPUTE_PHOTOS_MAX,
  disputeTextSchema,
  type DisputeDecisionInput,
  type Order,
  ORDER_NOT_FOUND_MESSAGE,
  NOT_YOUR_ORDER_MESSAGE,
  RECEIPT_NOT_AWAITED_MESSAGE,
  DISPUTE_EXISTS_MESSAGE,
  RECEIPT_CONFIRMED_MESSAGE,
  DISPUTE_WITH_MODERATOR_MESSAGE,
  DISPUTE_DECIDED_MESSAGE,
  NO_OPEN_DISPUTE_MESSAGE,
  DISPUTE_TOO_MANY_PHOTOS_MESSAGE,
  REFUND_TOO_BIG_MESSAGE,
  dealStage,
  recordedDealStep,
} from '@flowers/domain';
import { auditedTransaction } from '../audit/audited-transaction.ts';
import { requireAccess } from '../access/require-access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { notifyDisputeDecided, notifyDisputeOpened } from '../orders/order-notifications.ts';
import type { PhotoSource } from '../media/photo-encoding.ts';
import type { StoredPhoto } from '../media/photo-variants.ts';
import { selectOrder } from '../orders/order-json.ts';
import { orderJsonSource } from './safe-deal-json.ts';
import { findOrderRow, lockOrderRow } from '../orders/orders.repository.ts';
import { dealFactsOf } from './deal-facts.ts';
import {
  decideDispute,
  findDispute,
  findMoney,
  findOpenDispute,
  insertDispute,
  moveMoney,
} from './money.repository.ts';
import type { Settler } from './settle.ts';

/** The money the buyer's answer is about: held, or charged by the bank before the answer. */
const WAITING_MONEY_STATES = ['held', 'captured', 'partially_refunded'];

// Intents go to the database first, then the settler calls the bank: a silent bank is retried.
export function createSafeDealService(deps: {
  db: Database;
  media: MediaStorage;
  settler: Settler;
  ingestPhoto: (photo: PhotoSource) => Promise<StoredPhoto>;
  now: () => Date;
}) {
  const { db, media } = deps;

  async function load(id: number): Promise<Order> {
    const order = await selectOrder(orderJsonSource(db, media), id);
    if (order === null) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
    return order;
  }

  async function awaitingBuyer(tx: Database, buyer: CurrentUser, id: number) {
    const order = await lockOrderRow(tx, id);
    if (order === null || order.status === 'deleted') {
      throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
    }
    if (order.buyerId !== buyer.id) throw new AppError('forbidden', NOT_YOUR_ORDER_MESSAGE);
    const [money, dispute] = await Promise.all([findMoney(tx, id), findDispute(tx, id)]);
    if (money?.payType !== 'T') throw new AppError('conflict', RECEIPT_NOT_AWAITED_MESSAGE);
    // Whether the bank still holds the money or charged it on its own, the buyer's word decides.
    const facts = dealFactsOf(order, money, null);
    if (recordedDealStep(facts) !== 'await_buyer') {
      throw new AppError('conflict', RECEIPT_NOT_AWAITED_MESSAGE);
    }
    if (dispute !== null) throw new AppError('conflict', DISPUTE_EXISTS_MESSAGE);
    return order;
  }

  return {
    // What a second press on a chat button is told instead of changing anything.
    async receiptState(buyer: CurrentUser, id: number): Promise<string> {
      await requireAccess(db, buyer, 'order.answerReceipt', id);
      const [money, dispute] = await Promise.all([findMoney(db, id), findDispute(db, id)]);
      if (dispute !== null) {
        return dispute.decision === null ? DISPUTE_WITH_MODERATOR_MESSAGE : DISPUTE_DECIDED_MESSAGE;
      }
      const order = await findOrderRow(db, id);
      const settled =
        money !== null &&
        order !== null &&
        dealStage(dealFactsOf(order, money, null)) === 'settled';
      if (money?.buyerConfirmedAt != null || settled) return RECEIPT_CONFIRMED_MESSAGE;
      return RECEIPT_NOT_AWAITED_MESSAGE;
    },

    async assertAwaitingAnswer(buyer: CurrentUser, id: number) {
      await requireAccess(db, buyer, 'order.answerReceipt', id);
      return db.transaction((tx) => awaitingBuyer(tx, buyer, id));
    },

    async confirmReceipt(buyer: CurrentUser, id: number): Promise<Order> {
      await requireAccess(db, buyer, 'order.answerReceipt', id);
      await db.transaction(async (tx) => {
        await awaitingBuyer(tx, buyer, id);
        const at = deps.now();
        await moveMoney(tx, id, WAITING_MONEY_STATES, { buyerConfirmedAt: at, dueAt: at });
      });
      await deps.settler.settle(id);
      return load(id);
    },

    async openDispute(buyer: CurrentUser, id: number, text: string, photos: PhotoSource[]) {
      await requireAccess(db, buyer, 'order.answerReceipt', id);
      const parsed = disputeTextSchema.safeParse(text);
      if (!parsed.success) {
        throw new AppError('validation', parsed.error.issues[0]?.message ?? '');
      }
      if (photos.length > DISPUTE_PHOTOS_MAX)
        throw new AppError('validation', DISPUTE_TOO_MANY_PHOTOS_MESSAGE);
      // Checked again under the lock; this only spares decoding photos for nothing.
      await db.transaction((tx) => awaitingBuyer(tx, buyer, id));
      const stored: StoredPhoto[] = [];
      try {
        for (const photo of photos) stored.push(await deps.ingestPhoto(photo));
        await db.transaction(async (tx) => {
          const order = await awaitingBuyer(tx, buyer, id);
          await notifyDisputeOpened(tx, order, parsed.data);
          await insertDispute(tx, {
            orderId: id,
            text: parsed.data,
            photos: stored.map((photo) => photo.variants),
            createdAt: deps.now(),
          });
        });
      } catch (error) {
        const keys = stored.flatMap((photo) => Object.values(photo.variants));
        await Promise.allSettled(keys.map((key) => media.remove(key)));
        throw error;
      }
      return load(id);
    },

    async decide(staff: CurrentUser, id: number, input: DisputeDecisionInput): Promise<Order> {
      await requireAccess(db, staff, 'order.decideDispute', id);
      await auditedTransaction(
        db,
        async (tx) => {
          const order = await lockOrderRow(tx, id);
          if (order === null) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
          const dispute = await findOpenDispute(tx, id);
          const money = await findMoney(tx, id);
          // Held, or charged by the bank on its own since: either way the moderator decides.
          const open =
            dispute !== null &&
            money !== null &&
            recordedDealStep(dealFactsOf(order, money, dispute)) === 'await_moderator';
          if (!open) throw new AppError('conflict', NO_OPEN_DISPUTE_MESSAGE);
          const kept =
            money.state === 'held'
              ? money.heldKopecks
              : money.capturedKopecks - money.refundedKopecks;
          const refund = input.decision === 'partial_refund' ? input.refund_kopecks : null;
          if (refund !== null && refund >= kept) {
            throw new AppError('validation', REFUND_TOO_BIG_MESSAGE);
          }
          await decideDispute(tx, dispute, {
            decision: input.decision,
            refundKopecks: refund,
            decidedBy: staff.id,
            decidedAt: deps.now(),
          });
          // Under the order's lock, with the dispute found open: told once.
          await notifyDisputeDecided(tx, order, input.decision, refund);
          return refund;
        },
        (refund) => ({
          actorId: staff.id,
          action: 'order.dispute',
          targetType: 'order',
          targetId: id,
          details: { decision: input.decision, refundKopecks: refund },
        }),
      );
      await deps.settler.settle(id);
      return load(id);
    },
  };
}

export type SafeDealService = ReturnType<typeof createSafeDealService>;
