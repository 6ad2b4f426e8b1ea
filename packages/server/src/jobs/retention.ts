import { forgetStandinFilesBefore, trimStandinChats } from '../bot-standin/standin.repository.ts';
import { forgetUpdatesReceivedBefore } from '../bot/updates.repository.ts';
import type { Database } from '../db/database.ts';
import { deleteQuestionThreadsBefore } from '../florist-messages/florist-messages.repository.ts';
import { deleteSentBefore } from '../notifications/outbox.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A month for the staff chat's button edits and for support. */
export const SENT_OUTBOX_RETENTION_MS = 30 * DAY_MS;
/** Telegram redelivers an update for at most a day. */
export const TELEGRAM_UPDATE_RETENTION_MS = 30 * DAY_MS;
export const STANDIN_MESSAGES_KEPT_PER_CHAT = 200;
/** Their albums became drafts, which last a day. */
export const STANDIN_FILE_RETENTION_MS = DAY_MS;
/**
 * A buyer's question that led to no order (issue 40): a month after its last message. A thread
 * with an order is kept as long as the order is, which is for good.
 */
export const QUESTION_THREAD_RETENTION_MS = 30 * DAY_MS;
/** Each a short transaction holding few row locks. */
export const RETENTION_BATCH_ROWS = 500;
/** So a long backlog is worked off over several sweeps. */
export const RETENTION_BATCHES_PER_SWEEP = 20;

// Bank notification events (payment_events) are never swept: they are the payments' audit trail.
// Nor are bank_intents: a deleted key would let the same bank call be claimed and sent again.

export interface RetentionSweep {
  sentOutbox: number;
  telegramUpdates: number;
  standinMessages: number;
  standinFiles: number;
  floristQuestions: number;
}

async function inBatches(deleteBatch: (limit: number) => Promise<number>): Promise<number> {
  let deleted = 0;
  for (let batch = 0; batch < RETENTION_BATCHES_PER_SWEEP; batch += 1) {
    const count = await deleteBatch(RETENTION_BATCH_ROWS);
    deleted += count;
    if (count < RETENTION_BATCH_ROWS) break;
  }
  return deleted;
}

export async function sweepRetention(db: Database, now: Date): Promise<RetentionSweep> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  return {
    sentOutbox: await inBatches((limit) =>
      deleteSentBefore(db, before(SENT_OUTBOX_RETENTION_MS), limit),
    ),
    telegramUpdates: await inBatches((limit) =>
      forgetUpdatesReceivedBefore(db, before(TELEGRAM_UPDATE_RETENTION_MS), limit),
    ),
    standinMessages: await inBatches((limit) =>
      trimStandinChats(db, STANDIN_MESSAGES_KEPT_PER_CHAT, limit),
    ),
    standinFiles: await inBatches((limit) =>
      forgetStandinFilesBefore(db, before(STANDIN_FILE_RETENTION_MS), limit),
    ),
    floristQuestions: await inBatches((limit) =>
      deleteQuestionThreadsBefore(db, before(QUESTION_THREAD_RETENTION_MS), limit),
    ),
  };
}
