import {
  MY_ADS_BUTTON,
  MY_ORDERS_BUTTON,
  OPEN_AD_BUTTON,
  OPEN_ORDER_BUTTON,
  ORDER_NOTICES,
  PAYMENT_INFO_BUTTON,
  RECEIPT_OK_BUTTON,
  RECEIPT_PROBLEM_BUTTON,
  ORDER_STAGE_LABELS,
  RECEIPT_QUESTION,
  deliveryWhenLabel,
  disputeOutcomeForBuyer,
  formatKopecks,
  formatRubles,
  splitSettlement,
  type DisputeDecision,
  type OrderPhotoStage,
} from '@flowers/domain';
import type { Database } from '../db/database.ts';
import type { OrderRow } from './orders.repository.ts';
import { enqueueNotification, escapeHtml } from '../notifications/outbox.ts';
import { STAFF_CHAT } from '../notifications/outbox-payload.ts';
import { receiptCallback } from '../notifications/receipt-callbacks.ts';

// Each function is called inside the transaction of the change it reports.

type OrderFacts = Pick<
  OrderRow,
  | 'id'
  | 'orderNumber'
  | 'title'
  | 'price'
  | 'buyerId'
  | 'sellerId'
  | 'buyerName'
  | 'buyerPhone'
  | 'buyerAddress'
  | 'comment'
  | 'paidAt'
> &
  Partial<
    Pick<
      OrderRow,
      'deliveryDate' | 'deliverySlot' | 'recipientName' | 'recipientPhone' | 'cardMessage'
    >
  >;

const person = (name: string, phone: string | null | undefined) =>
  phone ? `${escapeHtml(name)}, ${escapeHtml(phone)}` : escapeHtml(name);

const asLines = (lines: (string | null)[]) =>
  lines
    .filter((line) => line !== null)
    .map((line) => `\n${line}`)
    .join('');

function giftLines(order: OrderFacts): string {
  const when = deliveryWhenLabel(order.deliveryDate ?? null, order.deliverySlot ?? null);
  return asLines([
    when === null ? null : ORDER_NOTICES.deliverAt(escapeHtml(when)),
    order.recipientName == null
      ? null
      : ORDER_NOTICES.recipient(person(order.recipientName, order.recipientPhone)),
    order.cardMessage == null ? null : ORDER_NOTICES.cardMessage(escapeHtml(order.cardMessage)),
  ]);
}

function deliveryLines(order: OrderFacts): string {
  const when = deliveryWhenLabel(order.deliveryDate ?? null, order.deliverySlot ?? null);
  const gift = order.recipientName != null;
  return asLines([
    ORDER_NOTICES.deliverWhen(escapeHtml(when ?? ORDER_NOTICES.withinADay)),
    ORDER_NOTICES.address(escapeHtml(order.buyerAddress)),
    ORDER_NOTICES.recipient(
      gift
        ? person(order.recipientName ?? '', order.recipientPhone)
        : person(order.buyerName, order.buyerPhone),
    ),
    gift ? ORDER_NOTICES.orderedBy(person(order.buyerName, order.buyerPhone)) : null,
    order.cardMessage == null ? null : ORDER_NOTICES.cardMessage(escapeHtml(order.cardMessage)),
    order.comment === null ? null : ORDER_NOTICES.comment(escapeHtml(order.comment)),
  ]);
}

const OPEN_MY_ORDERS = { text: MY_ORDERS_BUTTON, open: { screen: 'my-orders' as const } };
const openMyOrder = (id: number) => ({
  text: OPEN_ORDER_BUTTON,
  open: { screen: 'my-order' as const, orderId: id },
});
const OPEN_MY_ADS = { text: MY_ADS_BUTTON, open: { screen: 'my-ads' as const } };
const openStaffOrder = (id: number) => ({
  text: OPEN_ORDER_BUTTON,
  open: { screen: 'staff-order' as const, orderId: id },
});
const what = (order: OrderFacts) =>
  `№${escapeHtml(order.orderNumber)} «${escapeHtml(order.title)}»`;
const moscowTime = (at: Date) =>
  at.toLocaleString('ru-RU', { timeZone: 'Europe/Moscow', dateStyle: 'short', timeStyle: 'short' });

export async function notifyOrderPaid(tx: Database, order: OrderFacts): Promise<void> {
  await enqueueNotification(tx, order.sellerId, 'order.bought', {
    text: ORDER_NOTICES.boughtSeller(
      escapeHtml(order.title),
      escapeHtml(order.orderNumber),
      deliveryLines(order),
    ),
    buttons: [[OPEN_MY_ADS]],
  });
  const when = order.paidAt === null ? '' : `, ${moscowTime(order.paidAt)}`;
  await enqueueNotification(tx, order.buyerId, 'order.paid', {
    text: ORDER_NOTICES.paidBuyer(what(order), formatRubles(order.price), when, giftLines(order)),
    buttons: [[openMyOrder(order.id)]],
  });
  await enqueueNotification(tx, STAFF_CHAT, 'staff.order_paid', {
    text: ORDER_NOTICES.paidStaff(
      what(order),
      formatRubles(order.price),
      escapeHtml(order.buyerAddress),
      giftLines(order),
    ),
    buttons: [[openStaffOrder(order.id)]],
  });
}

export async function notifyOrderDelivered(tx: Database, order: OrderFacts): Promise<void> {
  await enqueueNotification(tx, order.buyerId, 'order.delivered', {
    text: ORDER_NOTICES.deliveredBuyer(what(order)),
    buttons: [[OPEN_MY_ORDERS]],
  });
  await enqueueNotification(tx, order.sellerId, 'order.delivered_seller', {
    text: ORDER_NOTICES.deliveredSeller(what(order)),
    buttons: [[OPEN_MY_ADS]],
  });
}

export async function notifyOrderCancelled(
  tx: Database,
  order: OrderFacts,
  reason: string,
): Promise<void> {
  await enqueueNotification(tx, order.buyerId, 'order.cancelled', {
    text: ORDER_NOTICES.cancelledBuyer(what(order), escapeHtml(reason), formatRubles(order.price)),
    buttons: [[OPEN_MY_ORDERS]],
  });
  await enqueueNotification(tx, order.sellerId, 'order.cancelled_seller', {
    text: ORDER_NOTICES.cancelledSeller(what(order), escapeHtml(reason)),
    buttons: [[OPEN_MY_ADS]],
  });
}

export function notifyStagePhoto(
  tx: Database,
  order: OrderFacts,
  stage: OrderPhotoStage,
  photoUrl: string,
): Promise<void> {
  return enqueueNotification(tx, order.buyerId, 'order.stage_photo', {
    text: ORDER_NOTICES.stagePhoto(what(order), ORDER_STAGE_LABELS[stage]),
    photoUrl,
    buttons: [[OPEN_MY_ORDERS]],
  });
}

export function notifyStaffPaymentProblem(
  tx: Database,
  problem: string,
  orderId: number | null,
): Promise<void> {
  return enqueueNotification(tx, STAFF_CHAT, 'staff.payment_problem', {
    text: ORDER_NOTICES.paymentProblemStaff(escapeHtml(problem)),
    buttons: orderId === null ? [] : [[openStaffOrder(orderId)]],
  });
}

export function notifyReceiptQuestion(tx: Database, order: OrderFacts): Promise<void> {
  return enqueueNotification(tx, order.buyerId, 'receipt_question', {
    text: ORDER_NOTICES.receiptQuestion(RECEIPT_QUESTION, what(order)),
    buttons: [
      [
        { text: RECEIPT_OK_BUTTON, callback: receiptCallback('ok', order.id) },
        { text: RECEIPT_PROBLEM_BUTTON, callback: receiptCallback('no', order.id) },
      ],
      [openMyOrder(order.id)],
    ],
  });
}

export function notifyPaymentFailed(
  tx: Database,
  order: OrderFacts & Pick<OrderRow, 'adId'>,
  reason: string,
): Promise<void> {
  return enqueueNotification(tx, order.buyerId, 'order.payment_failed', {
    text: ORDER_NOTICES.paymentFailed(what(order), escapeHtml(reason)),
    buttons: [[{ text: OPEN_AD_BUTTON, open: { screen: 'ad', adId: order.adId } }]],
  });
}

export function notifyDealDone(
  tx: Database,
  order: OrderFacts,
  money: {
    capturedKopecks: number;
    refundedKopecks: number;
    sellerShareKopecks: number;
    buyerConfirmedAt: Date | null;
  },
): Promise<void> {
  const { sellerDueKopecks } = splitSettlement(money);
  const opening =
    money.buyerConfirmedAt === null
      ? ORDER_NOTICES.dealDoneAfterHold(what(order))
      : ORDER_NOTICES.dealDoneConfirmed(what(order));
  return enqueueNotification(tx, order.sellerId, 'order.deal_done', {
    text: ORDER_NOTICES.dealDoneSeller(opening, formatKopecks(sellerDueKopecks)),
    buttons: [[{ text: PAYMENT_INFO_BUTTON, open: { screen: 'payment-info' } }]],
  });
}

export async function notifyDisputeOpened(
  tx: Database,
  order: OrderFacts,
  text: string,
): Promise<void> {
  await enqueueNotification(tx, order.buyerId, 'dispute.accepted', {
    text: ORDER_NOTICES.disputeAccepted(what(order)),
    buttons: [[openMyOrder(order.id)]],
  });
  await enqueueNotification(tx, order.sellerId, 'dispute.seller', {
    text: ORDER_NOTICES.disputeSeller(what(order), escapeHtml(text)),
    buttons: [[OPEN_MY_ADS]],
  });
  await enqueueNotification(tx, STAFF_CHAT, 'dispute_opened', {
    text: ORDER_NOTICES.disputeStaff(what(order), escapeHtml(text)),
    buttons: [[openStaffOrder(order.id)]],
  });
}

export async function notifyDisputeDecided(
  tx: Database,
  order: OrderFacts,
  decision: DisputeDecision,
  refundKopecks: number | null,
): Promise<void> {
  await enqueueNotification(tx, order.buyerId, 'dispute.decided', {
    text: ORDER_NOTICES.disputeDecidedBuyer(
      what(order),
      disputeOutcomeForBuyer(decision, refundKopecks),
    ),
    buttons: [[openMyOrder(order.id)]],
  });
  await enqueueNotification(tx, order.sellerId, 'dispute.decided_seller', {
    text: ORDER_NOTICES.disputeDecidedSeller(
      what(order),
      ORDER_NOTICES.disputeOutcomeForSeller(decision, formatKopecks(refundKopecks ?? 0)),
    ),
    buttons: [[OPEN_MY_ADS]],
  });
}
