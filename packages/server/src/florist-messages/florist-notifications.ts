import {
  FLORIST_BOT_TEXTS as TEXTS,
  OPEN_ORDER_BUTTON,
  type FloristMessageSender,
  type StartTarget,
} from '@flowers/domain';
import type { Database } from '../db/database.ts';
import { enqueueNotification, escapeHtml } from '../notifications/outbox.ts';
import { STAFF_CHAT } from '../notifications/outbox-payload.ts';

/** What the bot needs to say where a message belongs; never who wrote it. */
export interface ThreadPlace {
  threadId: number;
  adId: number;
  title: string;
  order: { id: number; orderNumber: string } | null;
}

const ANSWER = /^fm:a:(\d{1,10})$/;
const REPORT = /^fm:r:(\d{1,10}):(\d{1,10})$/;

export const answerCallback = (threadId: number) => `fm:a:${threadId}`;
export const reportCallback = (threadId: number, messageId: number) =>
  `fm:r:${threadId}:${messageId}`;

export function parseFloristCallback(
  data: string,
): { answer: number } | { report: { threadId: number; messageId: number } } | null {
  const answer = ANSWER.exec(data);
  if (answer !== null) return { answer: Number(answer[1]) };
  const report = REPORT.exec(data);
  if (report === null) return null;
  return { report: { threadId: Number(report[1]), messageId: Number(report[2]) } };
}

/** The reply parser's key: the first «переписка №N» of the message replied to. */
export function threadIdOfBotText(text: string): number | null {
  const match = /переписк[аеиуой]{1,2} №(\d{1,10})/.exec(text);
  return match === null ? null : Number(match[1]);
}

function heading(place: ThreadPlace, from: FloristMessageSender): string {
  const title = escapeHtml(place.title);
  if (from === 'buyer') {
    return place.order === null
      ? TEXTS.fromBuyerAboutBouquet(title, place.threadId)
      : TEXTS.fromBuyerAboutOrder(place.order.orderNumber, place.threadId);
  }
  return place.order === null
    ? TEXTS.fromSellerAboutBouquet(title, place.threadId)
    : TEXTS.fromSellerAboutOrder(place.order.orderNumber, place.threadId);
}

/** Where «Открыть переписку» leads each side: the seller's bouquet page, the buyer's order. */
function threadScreen(place: ThreadPlace, to: FloristMessageSender): StartTarget {
  if (to === 'buyer' && place.order !== null) {
    return { screen: 'my-order', orderId: place.order.id };
  }
  return { screen: 'ad', adId: place.adId };
}

/**
 * In the sender's transaction (never after commit). A person wrote it, so the «Уведомления»
 * toggle does not silence it (`answersUser`).
 */
export async function enqueueFloristMessage(
  tx: Database,
  place: ThreadPlace,
  message: { id: number; from: FloristMessageSender; text: string },
  to: number,
): Promise<void> {
  const addressee: FloristMessageSender = message.from === 'buyer' ? 'seller' : 'buyer';
  await enqueueNotification(tx, to, 'florist.message', {
    text: `${heading(place, message.from)}\n\n${escapeHtml(message.text)}\n\n${TEXTS.howToAnswer}`,
    answersUser: true,
    buttons: [
      [
        { text: TEXTS.answerButton, callback: answerCallback(place.threadId) },
        { text: TEXTS.reportButton, callback: reportCallback(place.threadId, message.id) },
      ],
      [{ text: TEXTS.openThreadButton, open: threadScreen(place, addressee) }],
    ],
  });
}

/** A message sent from the bot's chat is confirmed there, through the outbox too. */
export function enqueueSentConfirmation(
  tx: Database,
  chatId: number,
  to: FloristMessageSender,
): Promise<void> {
  return enqueueNotification(tx, chatId, 'florist.sent', {
    text: TEXTS.sent(to),
    answersUser: true,
  });
}

/** Staff hear of a report as of a dispute: in their chat, with the order to open. */
export function enqueueReport(
  tx: Database,
  place: ThreadPlace,
  reporter: FloristMessageSender,
  text: string,
): Promise<void> {
  const where =
    place.order === null
      ? TEXTS.aboutBouquet(escapeHtml(place.title))
      : TEXTS.aboutOrder(place.order.orderNumber);
  return enqueueNotification(tx, STAFF_CHAT, 'staff.florist_report', {
    text: TEXTS.staffReport(where, reporter, escapeHtml(text)),
    ...(place.order !== null && {
      buttons: [
        [
          {
            text: OPEN_ORDER_BUTTON,
            open: { screen: 'staff-order', orderId: place.order.id },
          },
        ],
      ],
    }),
  });
}
