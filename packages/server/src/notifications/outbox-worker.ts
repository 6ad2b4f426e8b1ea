import type { FastifyBaseLogger } from 'fastify';
import {
  claimDueNotifications,
  markChatBlocked,
  markFinal,
  markRetry,
  markSent,
  type ClaimedNotification,
} from './outbox.repository.ts';
import { STAFF_CHAT } from './outbox.ts';
import type { SendNotification } from './telegram-sender.ts';

// Telegram's limits (telegram-bot.md "Limits"): about 30 messages a second in all, one a
// second to a private chat, 20 a minute to a group. The worker keeps a little under them.
export const TELEGRAM_MESSAGES_PER_SECOND = 28;
const PRIVATE_CHAT_GAP_MS = 1_000;
const GROUP_CHAT_GAP_MS = 3_000;
// Longer than grammY's request timeout below, so a live worker never loses its claim mid-send.
export const OUTBOX_LEASE_MS = 60_000;
export const BOT_API_TIMEOUT_SECONDS = 20;
const IDLE_POLL_MS = 500;
const MAX_IN_FLIGHT = 32;
const MAX_ATTEMPTS = 8;
const BACKOFF_BASE_MS = 2_000;
const BACKOFF_MAX_MS = 10 * 60_000;
const NO_STAFF_CHAT = 'STAFF_CHAT_ID не задан';
const NOT_WANTED = 'уведомления выключены или бот не может писать пользователю';

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

/**
 * Sends queued notifications in order per chat, at Telegram's pace. Delivery is at least
 * once: a process killed after Telegram accepted a message and before its row is marked sent
 * sends that one message again when the lease runs out (Telegram has no idempotency key for
 * sendMessage). Everything else is sent exactly once, by exactly one worker.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const intervalMs = 1000 / (options.messagesPerSecond ?? TELEGRAM_MESSAGES_PER_SECOND);
  const batch = Math.max(10, Math.ceil(options.messagesPerSecond ?? TELEGRAM_MESSAGES_PER_SECOND));
  const inFlight = new Set<Promise<void>>();
  let running = true;
  let wake: (() => void) | null = null;
  let nextSlotAt = 0;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** A leaky bucket: each send waits for its own slot, so no burst exceeds the rate. */
  async function takeSlot(): Promise<void> {
    const at = Math.max(Date.now(), nextSlotAt);
    nextSlotAt = at + intervalMs;
    const wait = at - Date.now();
    if (wait > 0) await sleep(wait);
  }

  async function deliver(row: ClaimedNotification): Promise<void> {
    if (!row.wanted) return markFinal(db, row.id, 'skipped', NOT_WANTED);
    const chatId = row.chatId === STAFF_CHAT ? options.staffChatId : row.chatId;
    if (chatId === null) return markFinal(db, row.id, 'skipped', NO_STAFF_CHAT);
    const outcome = await options.send(chatId, row.message);
    const at = now();
    switch (outcome.kind) {
      case 'sent':
        return markSent(db, row, {
          messageId: outcome.messageId,
          sentAt: at,
          gapMs: chatId > 0 ? PRIVATE_CHAT_GAP_MS : GROUP_CHAT_GAP_MS,
        });
      case 'rate_limited':
        return markRetry(db, row, {
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
        return markRetry(db, row, {
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

  async function loop(): Promise<void> {
    while (running) {
      let claimed: ClaimedNotification[];
      try {
        claimed = await claimDueNotifications(db, {
          limit: batch,
          now: now(),
          leaseMs: OUTBOX_LEASE_MS,
        });
      } catch (error) {
        log.error({ err: error }, 'outbox: claim failed');
        claimed = [];
      }
      if (claimed.length === 0) {
        await pause(IDLE_POLL_MS);
        continue;
      }
      for (const [index, row] of claimed.entries()) {
        if (!running) {
          await handBack(claimed.slice(index));
          break;
        }
        while (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
        if (row.wanted) await takeSlot();
        launch(row);
      }
    }
  }

  async function handBack(rows: ClaimedNotification[]): Promise<void> {
    const at = now();
    for (const row of rows) {
      await markRetry(db, row, { at, error: 'worker stopped', countAttempt: false }).catch(
        (error: unknown) => log.error({ err: error, id: row.id }, 'outbox: hand-back failed'),
      );
    }
  }

  const done = loop().catch((error: unknown) => log.error({ err: error }, 'outbox worker died'));

  return {
    async stop() {
      running = false;
      wake?.();
      await done;
      await Promise.allSettled([...inFlight]);
    },
  };
}
