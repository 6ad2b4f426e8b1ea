import type { FastifyBaseLogger } from 'fastify';
import {
  claimDueNotifications,
  findSentStaffMessage,
  markChatBlocked,
  markFinal,
  markRetry,
  markSent,
  type ClaimedNotification,
  type SentMark,
} from './outbox.repository.ts';
import { STAFF_CHAT, type OutboxMessage } from './outbox.ts';
import { slidingWindow } from './send-pace.ts';
import type { SendNotification } from './telegram-sender.ts';

// Telegram's limits (telegram-bot.md "Limits"): about 30 messages a second in all, one a
// second to a private chat, 20 a minute to a group. The worker keeps a little under them.
export const TELEGRAM_MESSAGES_PER_SECOND = 28;
export const PRIVATE_CHAT_GAP_MS = 1_000;
export const GROUP_CHAT_GAP_MS = 3_000;
// Longer than grammY's request timeout below, so a live worker never loses its claim mid-send.
export const OUTBOX_LEASE_MS = 60_000;
export const BOT_API_TIMEOUT_SECONDS = 20;
const IDLE_POLL_MS = 500;
// A claim holds about this much sending, and the next one is made while half of it is left,
// so the database's time to answer never stops the pace.
const CLAIM_SECONDS = 2;
const MIN_CLAIM = 10;
const MAX_ATTEMPTS = 8;
const BACKOFF_BASE_MS = 2_000;
const BACKOFF_MAX_MS = 10 * 60_000;
const NO_STAFF_CHAT = 'STAFF_CHAT_ID не задан';
const NOT_WANTED = 'уведомления выключены или бот не может писать пользователю';
const NOTHING_TO_EDIT = 'сообщение в чате модераторов не было отправлено';
const HANDED_BACK = 'worker stopped';

export interface OutboxWorkerOptions {
  db: Parameters<typeof claimDueNotifications>[0];
  send: SendNotification;
  staffChatId: number | null;
  log: FastifyBaseLogger;
  /** The clock of the rows' timestamps; tests move it to expire a dead worker's lease. */
  now?: () => Date;
  messagesPerSecond?: number;
}

export interface OutboxWorker {
  /** Finishes the sends in flight and marks them, hands unsent claims back, then stops. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Something to wait for that any number of waiters share, until the next `signal`. */
function signal() {
  let resolve: () => void = () => undefined;
  let promise = new Promise<void>((done) => (resolve = done));
  return {
    wait: () => promise,
    signal() {
      resolve();
      promise = new Promise<void>((done) => (resolve = done));
    },
  };
}

/**
 * Group commit of sent marks: answers that arrive while a mark is being written are marked
 * together by the next one, so the database keeps up with any pace in one round trip each.
 */
function sentMarks(db: OutboxWorkerOptions['db']) {
  let waiting: { mark: SentMark; done: () => void; failed: (error: unknown) => void }[] = [];
  let writing = false;

  async function write(): Promise<void> {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        await markSent(
          db,
          batch.map((entry) => entry.mark),
        );
        for (const entry of batch) entry.done();
      } catch (error) {
        for (const entry of batch) entry.failed(error);
      }
    }
    writing = false;
  }

  return (mark: SentMark) =>
    new Promise<void>((done, failed) => {
      waiting.push({ mark, done, failed });
      if (!writing) void write();
    });
}

/**
 * Sends queued notifications in order per chat, at Telegram's pace, several at a time.
 * Delivery is at least once: a process killed after Telegram accepted a message and before
 * its row is marked sent sends that one message again when the lease runs out (Telegram has
 * no idempotency key for sendMessage). Everything else is sent exactly once, by exactly one
 * worker.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const rate = options.messagesPerSecond ?? TELEGRAM_MESSAGES_PER_SECOND;
  const pace = slidingWindow(rate);
  const claimSize = Math.max(MIN_CLAIM, Math.ceil(rate * CLAIM_SECONDS));
  // As many sends may wait for Telegram as a claim holds, so a claimed row waits for at most
  // one round of timeouts before its own send: both fit in its lease, and no other worker
  // takes it over mid-send.
  const maxInFlight = claimSize;
  const markSentRow = sentMarks(db);
  // Claimed rows not yet sent, oldest first: each is the only unsent row of its chat here.
  const queue: ClaimedNotification[] = [];
  const inFlight = new Set<Promise<void>>();
  const queueChanged = signal();
  const stopped = signal();
  let running = true;

  async function takeSlot(): Promise<void> {
    const wait = pace.reserve(Date.now()) - Date.now();
    if (wait > 0) await sleep(wait);
  }

  /** An appended decision becomes an edit of the staff message it names, as it was sent. */
  async function deliveryFor(
    row: ClaimedNotification,
  ): Promise<{ message: OutboxMessage; editMessageId?: number } | null> {
    if (!('append' in row.message)) return { message: row.message };
    const original = await findSentStaffMessage(db, row.message.append.toMessageWith);
    if (original === null) return null;
    const { photoUrl } = original.message;
    return {
      message: {
        text: `${original.message.text}\n\n${row.message.append.line}`,
        ...(photoUrl !== undefined && { photoUrl }),
      },
      editMessageId: original.messageId,
    };
  }

  async function deliver(row: ClaimedNotification): Promise<void> {
    if (!row.wanted) return markFinal(db, row.id, 'skipped', NOT_WANTED);
    const chatId = row.chatId === STAFF_CHAT ? options.staffChatId : row.chatId;
    if (chatId === null) return markFinal(db, row.id, 'skipped', NO_STAFF_CHAT);
    const delivery = await deliveryFor(row);
    if (delivery === null) return markFinal(db, row.id, 'skipped', NOTHING_TO_EDIT);
    const outcome = await options.send(chatId, delivery.message, delivery.editMessageId);
    const at = now();
    switch (outcome.kind) {
      case 'sent':
        return markSentRow({ id: row.id, messageId: outcome.messageId, sentAt: at });
      case 'rate_limited':
        return markRetry(db, [row.id], {
          at: new Date(at.getTime() + outcome.retryAfterSeconds * 1000),
          error: outcome.error,
          countAttempt: false,
        });
      case 'blocked':
        log.info({ chatId, kind: row.kind }, 'bot blocked by the user: notification dropped');
        return markChatBlocked(db, row, outcome.error);
      case 'refused':
        log.warn({ chatId, kind: row.kind, error: outcome.error }, 'notification refused');
        return markFinal(db, row.id, 'failed', outcome.error);
      case 'transient': {
        if (row.attempts >= MAX_ATTEMPTS) return markFinal(db, row.id, 'failed', outcome.error);
        const backoff = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (row.attempts - 1));
        return markRetry(db, [row.id], {
          at: new Date(at.getTime() + backoff),
          error: outcome.error,
          countAttempt: true,
        });
      }
    }
  }

  function launch(row: ClaimedNotification): void {
    const task = deliver(row)
      .catch((error: unknown) => {
        // The lease brings the row back; this send may then happen a second time.
        log.error({ err: error, id: row.id }, 'outbox: could not record a send');
      })
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
  }

  /** Keeps a claim's worth of rows ready, claiming the next while half of it is left. */
  async function claimLoop(): Promise<void> {
    while (running) {
      if (queue.length > claimSize / 2) {
        await queueChanged.wait();
        continue;
      }
      let claimed: ClaimedNotification[] = [];
      try {
        claimed = await claimDueNotifications(db, {
          limit: claimSize,
          now: now(),
          leaseMs: OUTBOX_LEASE_MS,
          privateGapMs: PRIVATE_CHAT_GAP_MS,
          groupGapMs: GROUP_CHAT_GAP_MS,
        });
      } catch (error) {
        log.error({ err: error }, 'outbox: claim failed');
      }
      if (!running) {
        await handBack(claimed);
        return;
      }
      queue.push(...claimed);
      queueChanged.signal();
      if (claimed.length === 0) await Promise.race([sleep(IDLE_POLL_MS), stopped.wait()]);
    }
  }

  async function sendLoop(): Promise<void> {
    while (running) {
      const next = queue.shift();
      if (next === undefined) {
        await queueChanged.wait();
        continue;
      }
      queueChanged.signal();
      while (inFlight.size >= maxInFlight) await Promise.race(inFlight);
      if (next.wanted) await takeSlot();
      if (!running) {
        queue.unshift(next);
        return;
      }
      launch(next);
    }
  }

  async function handBack(rows: ClaimedNotification[]): Promise<void> {
    await markRetry(
      db,
      rows.map((row) => row.id),
      { at: now(), error: HANDED_BACK, countAttempt: false },
    ).catch((error: unknown) => log.error({ err: error }, 'outbox: hand-back failed'));
  }

  const loops = Promise.all([claimLoop(), sendLoop()]).catch((error: unknown) =>
    log.error({ err: error }, 'outbox worker died'),
  );

  return {
    async stop() {
      running = false;
      stopped.signal();
      queueChanged.signal();
      await loops;
      await Promise.allSettled([...inFlight]);
      await handBack(queue.splice(0));
    },
  };
}
