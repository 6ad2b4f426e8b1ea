import {
  FLORIST_MESSAGE_ERRORS as ERRORS,
  FLORIST_RATE_WINDOW_MS,
  withinFloristRate,
  type FloristMessageBody,
  type FloristMessageSender,
  type FloristThread,
  type Grant,
} from '@flowers/domain';
import { requireAccess } from '../access/require-access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import {
  countSentSince,
  findAdFacts,
  findLatestOrder,
  findMessage,
  findMessageByKey,
  findOrderFacts,
  findThread,
  findThreadById,
  insertMessage,
  insertReport,
  lockThread,
  lockThreadOf,
  selectMessages,
  selectThreadsOfAd,
  threadWasReported,
  type ThreadRow,
} from './florist-messages.repository.ts';
import {
  enqueueFloristMessage,
  enqueueReport,
  enqueueSentConfirmation,
  type ThreadPlace,
} from './florist-notifications.ts';

type Viewer = FloristThread['viewer'];

/** How the caller stands in a thread: the relation the access check found. */
const sideOf = (held: ReadonlySet<Grant>): FloristMessageSender =>
  held.has('buyer') ? 'buyer' : 'seller';

/**
 * Issue 40 «Написать флористу»: a buyer and a seller write to each other through the bot, one
 * thread per bouquet and buyer. Neither side ever gets the other's username, phone or id.
 */
export function createFloristMessagesService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** Read on the caller's connection: inside a transaction, the transaction's. */
  async function placeOf(conn: Database, thread: ThreadRow): Promise<ThreadPlace> {
    const ad = await findAdFacts(conn, thread.adId);
    return {
      threadId: thread.id,
      adId: thread.adId,
      title: ad?.title ?? '',
      order: await findLatestOrder(conn, thread.adId, thread.buyerId),
    };
  }

  async function views(threads: ThreadRow[], viewer: Viewer, viewerId: number) {
    const messages = await selectMessages(
      db,
      threads.map((thread) => thread.id),
      viewerId,
    );
    return Promise.all(
      threads.map(async (thread): Promise<FloristThread> => {
        const place = await placeOf(db, thread);
        return {
          id: thread.id,
          ad_id: thread.adId,
          title: place.title,
          order_id: place.order?.id ?? null,
          order_number: place.order?.orderNumber ?? null,
          viewer,
          messages: messages
            .filter((message) => message.threadId === thread.id)
            .map((message) => ({
              id: message.id,
              from: message.sender,
              text: message.text,
              created_at: message.createdAt.toISOString(),
              reported: message.reported,
            })),
        };
      }),
    );
  }

  async function viewOf(thread: ThreadRow, viewer: Viewer, viewerId: number) {
    const [view] = await views([thread], viewer, viewerId);
    if (view === undefined) throw new Error('florist thread view missing');
    return view;
  }

  /**
   * One message into a locked thread and its bot message into the outbox, in one transaction.
   * A key the sender used before answers what it wrote then and writes nothing.
   */
  async function write(
    lock: (tx: Database) => Promise<ThreadRow | null>,
    caller: CurrentUser,
    from: FloristMessageSender,
    body: FloristMessageBody,
    viaBot: boolean,
  ): Promise<ThreadRow> {
    const at = now();
    return db.transaction(async (tx) => {
      const thread = await lock(tx);
      if (thread === null) throw new AppError('not_found', ERRORS.threadNotFound);
      if ((await findMessageByKey(tx, caller.id, body.key)) !== null) return thread;
      const since = new Date(at.getTime() - FLORIST_RATE_WINDOW_MS);
      if (!withinFloristRate(await countSentSince(tx, thread.id, caller.id, since))) {
        throw new AppError('too_many', ERRORS.tooFast);
      }
      const message = await insertMessage(tx, {
        threadId: thread.id,
        sender: from,
        senderId: caller.id,
        text: body.text,
        clientKey: body.key,
        createdAt: at,
      });
      if (message === null) return thread;
      const place = await placeOf(tx, thread);
      const to = from === 'buyer' ? thread.sellerId : thread.buyerId;
      await enqueueFloristMessage(tx, place, { id: message.id, from, text: body.text }, to);
      if (viaBot)
        await enqueueSentConfirmation(tx, caller.id, from === 'buyer' ? 'seller' : 'buyer');
      return thread;
    });
  }

  return {
    /** The bouquet page: a buyer's own thread, or every thread of the seller's bouquet. */
    async adThreads(caller: CurrentUser, adId: number): Promise<FloristThread[]> {
      const held = await requireAccess(db, caller, 'florist.readAd', adId);
      if (held.has('owner')) return views(await selectThreadsOfAd(db, adId), 'seller', caller.id);
      const own = await findThread(db, adId, caller.id);
      return own === null ? [] : views([own], 'buyer', caller.id);
    },

    /** A question before (or after) buying, from the bouquet page. */
    async ask(caller: CurrentUser, adId: number, body: FloristMessageBody): Promise<FloristThread> {
      await requireAccess(db, caller, 'florist.ask', adId);
      const ad = await findAdFacts(db, adId);
      if (ad === null) throw new AppError('not_found', ERRORS.threadNotFound);
      if (ad.ownerId === caller.id) throw new AppError('forbidden', ERRORS.ownBouquet);
      const key = { adId, buyerId: caller.id, sellerId: ad.ownerId };
      const thread = await write((tx) => lockThreadOf(tx, key), caller, 'buyer', body, false);
      return viewOf(thread, 'buyer', caller.id);
    },

    /** The order page's thread; staff see it only in a dispute or after a report. */
    async orderThread(caller: CurrentUser, orderId: number): Promise<FloristThread> {
      const held = await requireAccess(db, caller, 'florist.readOrder', orderId);
      const order = await findOrderFacts(db, orderId);
      if (order === null) throw new AppError('not_found', ERRORS.threadNotFound);
      const thread = await findThread(db, order.adId, order.buyerId);
      const party = held.has('buyer') || held.has('seller');
      const viewer: Viewer = party ? sideOf(held) : 'staff';
      if (
        !party &&
        !order.disputed &&
        (thread === null || !(await threadWasReported(db, thread.id)))
      ) {
        throw new AppError('forbidden', ERRORS.staffOnlyInDispute);
      }
      if (thread !== null) return viewOf(thread, viewer, caller.id);
      return {
        id: null,
        ad_id: order.adId,
        title: order.title,
        order_id: order.id,
        order_number: order.orderNumber,
        viewer,
        messages: [],
      };
    },

    async writeOrder(
      caller: CurrentUser,
      orderId: number,
      body: FloristMessageBody,
    ): Promise<FloristThread> {
      const held = await requireAccess(db, caller, 'florist.writeOrder', orderId);
      const order = await findOrderFacts(db, orderId);
      if (order === null) throw new AppError('not_found', ERRORS.threadNotFound);
      const from = sideOf(held);
      const key = { adId: order.adId, buyerId: order.buyerId, sellerId: order.sellerId };
      const thread = await write((tx) => lockThreadOf(tx, key), caller, from, body, false);
      return viewOf(thread, from, caller.id);
    },

    /** One thread by its id, for a side of it: the bot's «Ответить». */
    async readThread(caller: CurrentUser, threadId: number): Promise<FloristThread> {
      const held = await requireAccess(db, caller, 'florist.writeThread', threadId);
      const thread = await findThreadById(db, threadId);
      if (thread === null) throw new AppError('not_found', ERRORS.threadNotFound);
      return viewOf(thread, sideOf(held), caller.id);
    },

    /** The seller's answer from the bouquet page, or either side's reply in the bot's chat. */
    async writeThread(
      caller: CurrentUser,
      threadId: number,
      body: FloristMessageBody,
      options: { viaBot?: boolean } = {},
    ): Promise<FloristThread> {
      const held = await requireAccess(db, caller, 'florist.writeThread', threadId);
      const from = sideOf(held);
      const lock = (tx: Database) => lockThread(tx, threadId);
      const thread = await write(lock, caller, from, body, options.viaBot === true);
      return viewOf(thread, from, caller.id);
    },

    /** Either side reports the other's message; staff hear of it once per reporter. */
    async report(caller: CurrentUser, threadId: number, messageId: number): Promise<void> {
      const held = await requireAccess(db, caller, 'florist.report', threadId);
      const message = await findMessage(db, messageId);
      if (message === null || message.threadId !== threadId) {
        throw new AppError('not_found', ERRORS.messageNotFound);
      }
      const reporter = sideOf(held);
      if (message.sender === reporter) throw new AppError('forbidden', ERRORS.ownMessage);
      await db.transaction(async (tx) => {
        const thread = await lockThread(tx, threadId);
        if (thread === null) throw new AppError('not_found', ERRORS.threadNotFound);
        if (await insertReport(tx, messageId, caller.id)) {
          await enqueueReport(tx, await placeOf(tx, thread), reporter, message.text);
        }
      });
    },
  };
}

export type FloristMessagesService = ReturnType<typeof createFloristMessagesService>;
