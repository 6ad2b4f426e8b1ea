import type { FastifyBaseLogger } from 'fastify';
import { backoffMs, type Backoff } from '@flowers/domain';
import {
  claimDueNotifications,
  findDigestToEdit,
  findSentPost,
  findSentStaffMessage,
  foldStaffBacklog,
  markChatBlocked,
  markFinal,
  markRetry,
  markSent,
  recordDigestShown,
  renewLeases,
  type ClaimedNotification,
  type SentMark,
} from './outbox.repository.ts';
import { STAFF_CHAT, type OutboxMessage } from './outbox-payload.ts';
import { localPace, type SendPace } from './fleet-pace.ts';
import { STAFF_FOLD_AFTER, staffDigestMessage } from './staff-digest.ts';
import type { SendNotification } from './telegram-sender.ts';

// telegram-bot.md "Limits": ~30 messages/s in all, 1/s per private chat, 20/min per group.
export const TELEGRAM_MESSAGES_PER_SECOND = 28;
export const PRIVATE_CHAT_GAP_MS = 1_000;
export const GROUP_CHAT_GAP_MS = 3_000;
// A killed worker's rows go to another within seconds; a live one renews every LEASE_RENEW_MS.
export const OUTBOX_LEASE_MS = 5_000;
const LEASE_RENEW_MS = 1_500;
// So a worker cut off from the database stops sending rows another may take over.
const SEND_LEASE_MARGIN_MS = 1_000;
export const BOT_API_TIMEOUT_SECONDS = 20;
const IDLE_POLL_MS = 500;
const RECORD_RETRY_MS = 250;
const FOLD_EVERY_MS = 1_000;
// A stop signal gives a node about 5 s in all.
const STOP_WAIT_MS = 3_000;
// The next claim is made while half is left, so the database's latency never stops the pace.
const CLAIM_SECONDS = 2;
const MIN_CLAIM = 10;
const MAX_ATTEMPTS = 8;
const RETRY_BACKOFF: Backoff = { firstMs: 2_000, maxMs: 10 * 60_000 };
const NO_STAFF_CHAT = 'STAFF_CHAT_ID не задан';
const NOT_WANTED = 'уведомления выключены или бот не может писать пользователю';
const NOTHING_TO_EDIT = 'сообщение, которое нужно изменить, не было отправлено';
const HANDED_BACK = 'worker stopped';

export interface OutboxWorkerOptions {
  db: Parameters<typeof claimDueNotifications>[0];
  send: SendNotification;
  staffChatId: number | null;
  log: FastifyBaseLogger;
  now?: () => Date;
  messagesPerSecond?: number;
  /** The fleet's shared pace (fleet-pace.ts); this node's own at `messagesPerSecond` unless given. */
  pace?: SendPace;
  /** Telegram's per-chat limits unless told: tests of what is sent need not wait for them. */
  chatGapsMs?: { private: number; group: number };
}

export interface OutboxWorker {
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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

type Outcome = { kind: 'sent'; mark: SentMark } | { kind: 'other'; write: () => Promise<void> };

/**
 * Each send is marked as soon as Telegram accepts it: a kill before the mark sends it again
 * (docs/bot.md), so nothing waits to gather. The sends accepted while a mark is being
 * written go in the next statement together; on PGlite a statement costs milliseconds of
 * the one thread.
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

// An outcome that could not be written is written again, never sent again; only a kill between
// Telegram's accept and the mark resends (sendMessage has no idempotency key).
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const rate = options.messagesPerSecond ?? TELEGRAM_MESSAGES_PER_SECOND;
  const gaps = options.chatGapsMs ?? { private: PRIVATE_CHAT_GAP_MS, group: GROUP_CHAT_GAP_MS };
  const pace = options.pace ?? localPace(rate);
  const claimSize = Math.max(MIN_CLAIM, Math.ceil(rate * CLAIM_SECONDS));
  const maxInFlight = 2 * claimSize;
  const markSentRow = sentMarks(db);
  const queue: ClaimedNotification[] = [];
  const inFlight = new Set<Promise<void>>();
  const held = new Map<number, number>();
  const unrecorded: { id: number; outcome: Outcome }[] = [];
  const queueChanged = signal();
  const stopped = signal();
  let running = true;
  let cutOff = false;
  let takeOverAfter = 0;
  let nextFoldAt = 0;

  function reached(): void {
    if (!cutOff) return;
    cutOff = false;
    takeOverAfter = Date.now() + OUTBOX_LEASE_MS;
  }

  const pause = (ms: number) => Promise.race([sleep(ms), stopped.wait()]);

  async function takeSlot(): Promise<void> {
    const wait = (await pace.reserve(Date.now())) - Date.now();
    if (wait > 0) await sleep(wait);
  }

  async function deliveryFor(
    row: ClaimedNotification,
  ): Promise<{ message: OutboxMessage; editMessageId?: number } | null> {
    if ('digest' in row.message) {
      const previous = await findDigestToEdit(db, row.id);
      const shown = row.message.digest.waiting + (previous?.shown ?? 0);
      await recordDigestShown(db, row.id, shown);
      return {
        message: staffDigestMessage(shown),
        ...(previous !== null && { editMessageId: previous.messageId }),
      };
    }
    if ('repost' in row.message) {
      const { postKey, message } = row.message.repost;
      const post = await findSentPost(db, row.chatId, postKey);
      if (post === null) return null;
      const { photoUrl } = post;
      return {
        message: { ...message, ...(photoUrl !== null && { photoUrl }) },
        editMessageId: post.messageId,
      };
    }
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

  const other = (write: () => Promise<void>): Outcome => ({ kind: 'other', write });

  async function deliver(row: ClaimedNotification): Promise<Outcome> {
    if (!row.wanted) return other(() => markFinal(db, row.id, 'skipped', NOT_WANTED));
    const chatId = row.chatId === STAFF_CHAT ? options.staffChatId : row.chatId;
    if (chatId === null) return other(() => markFinal(db, row.id, 'skipped', NO_STAFF_CHAT));
    const delivery = await deliveryFor(row);
    if (delivery === null) {
      return other(() => markFinal(db, row.id, 'skipped', NOTHING_TO_EDIT));
    }
    const outcome = await options.send(chatId, delivery.message, delivery.editMessageId);
    const at = now();
    switch (outcome.kind) {
      case 'sent':
        return { kind: 'sent', mark: { id: row.id, messageId: outcome.messageId, sentAt: at } };
      case 'rate_limited':
        return other(() =>
          markRetry(db, [row.id], {
            at: new Date(at.getTime() + outcome.retryAfterSeconds * 1000),
            error: outcome.error,
            countAttempt: false,
          }),
        );
      case 'blocked':
        log.info({ chatId, kind: row.kind }, 'bot blocked by the user: notification dropped');
        return other(() => markChatBlocked(db, row, outcome.error));
      case 'refused':
        log.warn({ chatId, kind: row.kind, error: outcome.error }, 'notification refused');
        return other(() => markFinal(db, row.id, 'failed', outcome.error));
      case 'transient': {
        if (row.attempts >= MAX_ATTEMPTS) {
          return other(() => markFinal(db, row.id, 'failed', outcome.error));
        }
        const backoff = backoffMs(row.attempts, RETRY_BACKOFF);
        return other(() =>
          markRetry(db, [row.id], {
            at: new Date(at.getTime() + backoff),
            error: outcome.error,
            countAttempt: true,
          }),
        );
      }
    }
  }

  async function record(id: number, outcome: Outcome): Promise<void> {
    try {
      if (outcome.kind === 'sent') await markSentRow(outcome.mark);
      else await outcome.write();
      reached();
      held.delete(id);
    } catch (error) {
      cutOff = true;
      log.warn({ err: error, id }, 'outbox: could not record a send; recording it again first');
      unrecorded.push({ id, outcome });
      queueChanged.signal();
    }
  }

  async function recordMissed(): Promise<boolean> {
    try {
      const marks = unrecorded.filter((entry) => entry.outcome.kind === 'sent');
      await markSent(
        db,
        marks.map((entry) => (entry.outcome as { mark: SentMark }).mark),
      );
      for (const entry of marks) {
        unrecorded.splice(unrecorded.indexOf(entry), 1);
        held.delete(entry.id);
      }
      while (unrecorded.length > 0) {
        const entry = unrecorded[0] as (typeof unrecorded)[number];
        if (entry.outcome.kind === 'other') await entry.outcome.write();
        unrecorded.shift();
        held.delete(entry.id);
      }
      reached();
      return true;
    } catch (error) {
      cutOff = true;
      log.warn({ err: error, left: unrecorded.length }, 'outbox: sends still unrecorded');
      return false;
    }
  }

  function launch(row: ClaimedNotification): void {
    const task = deliver(row)
      .then(
        (outcome) => record(row.id, outcome),
        (error: unknown) => {
          // Nothing went to Telegram: the row is due again once its claim runs out.
          cutOff = true;
          held.delete(row.id);
          log.warn({ err: error, id: row.id }, 'outbox: could not prepare a send');
        },
      )
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
  }

  async function fold(): Promise<void> {
    if (options.staffChatId === null || Date.now() < nextFoldAt) return;
    nextFoldAt = Date.now() + FOLD_EVERY_MS;
    try {
      await foldStaffBacklog(db, STAFF_FOLD_AFTER);
    } catch (error) {
      cutOff = true;
      log.warn({ err: error }, 'outbox: staff digest fold failed');
    }
  }

  async function claimLoop(): Promise<void> {
    while (running) {
      if (unrecorded.length > 0) {
        if (!(await recordMissed())) await pause(RECORD_RETRY_MS);
        continue;
      }
      if (queue.length > claimSize / 2) {
        await queueChanged.wait();
        continue;
      }
      await fold();
      let claimed: ClaimedNotification[] = [];
      const claimedAt = Date.now();
      try {
        claimed = await claimDueNotifications(db, {
          limit: claimSize,
          now: now(),
          leaseMs: OUTBOX_LEASE_MS,
          privateGapMs: gaps.private,
          groupGapMs: gaps.group,
          // Cut off, this claim may be the one that finds the database back: reached() has not
          // yet started the wait, and the claims that ran out meanwhile may be live workers'.
          takeExpired: !cutOff && claimedAt >= takeOverAfter,
        });
        reached();
      } catch (error) {
        cutOff = true;
        log.warn({ err: error }, 'outbox: claim failed');
      }
      for (const row of claimed) held.set(row.id, claimedAt + OUTBOX_LEASE_MS);
      if (!running) {
        await handBack(claimed);
        return;
      }
      queue.push(...claimed);
      queueChanged.signal();
      if (claimed.length === 0) await pause(IDLE_POLL_MS);
    }
  }

  async function renewLoop(): Promise<void> {
    while (running) {
      await pause(LEASE_RENEW_MS);
      const ids = [...held.keys()];
      if (!running || ids.length === 0) continue;
      const renewedAt = Date.now();
      try {
        await renewLeases(db, ids, new Date(now().getTime() + OUTBOX_LEASE_MS));
        reached();
        for (const id of ids) if (held.has(id)) held.set(id, renewedAt + OUTBOX_LEASE_MS);
      } catch (error) {
        cutOff = true;
        log.warn({ err: error }, 'outbox: could not renew claims');
      }
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
      if ((held.get(next.id) ?? 0) - Date.now() < SEND_LEASE_MARGIN_MS) {
        // It was not sent, so nothing goes twice.
        held.delete(next.id);
        continue;
      }
      launch(next);
    }
  }

  async function handBack(rows: ClaimedNotification[]): Promise<void> {
    for (const row of rows) held.delete(row.id);
    await markRetry(
      db,
      rows.map((row) => row.id),
      { at: now(), error: HANDED_BACK, countAttempt: false },
    ).catch((error: unknown) => log.error({ err: error }, 'outbox: hand-back failed'));
  }

  const loops = Promise.all([claimLoop(), sendLoop(), renewLoop()]).catch((error: unknown) =>
    log.error({ err: error }, 'outbox worker died'),
  );

  return {
    async stop() {
      running = false;
      stopped.signal();
      queueChanged.signal();
      await loops;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...inFlight]),
        new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS))),
      ]);
      clearTimeout(timer);
      if (unrecorded.length > 0) await recordMissed();
      await handBack(queue.splice(0));
    },
  };
}
