import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { notificationsOutbox, users } from '../db/schema.ts';
import { STAFF_CHAT, type OutboxMessage } from './outbox.ts';

export interface ClaimedNotification {
  id: number;
  chatId: number;
  kind: string;
  message: OutboxMessage;
  attempts: number;
  /** False when the user switched notifications off or Telegram does not let the bot write. */
  wanted: boolean;
}

interface ClaimedRow {
  id: string | number;
  chat_id: string | number;
  kind: string;
  payload: OutboxMessage;
  attempts: number;
  wanted: boolean | null;
}

/**
 * Takes up to `limit` due rows, each the oldest unsent one of its chat, so a chat's messages
 * go out in order; SKIP LOCKED hands every row to one worker. A claim is a lease: if the
 * worker dies, the row becomes due again when `lease_until` passes.
 */
export async function claimDueNotifications(
  db: Database,
  options: { limit: number; now: Date; leaseMs: number },
): Promise<ClaimedNotification[]> {
  const now = options.now.toISOString();
  const leaseUntil = new Date(options.now.getTime() + options.leaseMs).toISOString();
  const result = (await db.execute(sql`
    with heads as (
      select o.id, o.chat_id from notifications_outbox o
      where ((o.status = 'pending' and o.next_attempt_at <= ${now})
          or (o.status = 'sending' and o.lease_until <= ${now}))
        and not exists (
          select 1 from notifications_outbox e
          where e.chat_id = o.chat_id and e.id < o.id and e.status in ('pending', 'sending')
        )
      order by o.id
      limit ${options.limit}
      for update of o skip locked
    )
    update notifications_outbox n
    set status = 'sending', lease_until = ${leaseUntil}, attempts = n.attempts + 1
    from heads
    left join users u on u.id = heads.chat_id
    where n.id = heads.id
    returning n.id, n.chat_id, n.kind, n.payload, n.attempts,
      (u.notifications_enabled and u.bot_can_write) as wanted
  `)) as unknown as { rows: ClaimedRow[] };
  return result.rows
    .map((row) => {
      const chatId = Number(row.chat_id);
      return {
        id: Number(row.id),
        chatId,
        kind: row.kind,
        message: row.payload,
        attempts: row.attempts,
        // The staff chat and other groups are nobody's toggle.
        wanted: chatId === STAFF_CHAT || chatId < 0 || row.wanted === true,
      };
    })
    .sort((a, b) => a.id - b.id);
}

/**
 * Marks a claimed row sent and holds the chat's next message back for `gapMs`, in one
 * statement: the window between Telegram's answer and this mark is where a crash would send
 * the message again, so it stays as short as one round trip.
 */
export async function markSent(
  db: Database,
  row: { id: number; chatId: number },
  result: { messageId: number; sentAt: Date; gapMs: number },
): Promise<void> {
  const nextAt = new Date(result.sentAt.getTime() + result.gapMs).toISOString();
  await db.execute(sql`
    with sent as (
      update notifications_outbox
      set status = 'sent', sent_at = ${result.sentAt.toISOString()},
        telegram_message_id = ${result.messageId}, lease_until = null
      where id = ${row.id} and status = 'sending'
      returning chat_id
    )
    update notifications_outbox set next_attempt_at = greatest(next_attempt_at, ${nextAt})
    where chat_id = ${row.chatId} and status = 'pending'
  `);
}

/** Holds every waiting message of a chat until `until` (the pace, or a 429's retry_after). */
async function delayChat(tx: Database, chatId: number, until: Date): Promise<void> {
  await tx
    .update(notificationsOutbox)
    .set({
      nextAttemptAt: sql`greatest(${notificationsOutbox.nextAttemptAt}, ${until.toISOString()})`,
    })
    .where(and(eq(notificationsOutbox.chatId, chatId), eq(notificationsOutbox.status, 'pending')));
}

/** Back to the queue, to be tried again at `at`; a 429 does not count as an attempt. */
export async function markRetry(
  db: Database,
  row: { id: number; chatId: number },
  options: { at: Date; error: string; countAttempt: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(notificationsOutbox)
      .set({
        status: 'pending',
        nextAttemptAt: options.at,
        leaseUntil: null,
        lastError: options.error,
        ...(!options.countAttempt && { attempts: sql`${notificationsOutbox.attempts} - 1` }),
      })
      .where(and(eq(notificationsOutbox.id, row.id), eq(notificationsOutbox.status, 'sending')));
    await delayChat(tx, row.chatId, options.at);
  });
}

/** A final state: `failed` (refused or out of retries) or `skipped` (the user does not want it). */
export async function markFinal(
  db: Database,
  id: number,
  status: 'failed' | 'skipped',
  error: string | null,
): Promise<void> {
  await db
    .update(notificationsOutbox)
    .set({ status, leaseUntil: null, lastError: error })
    .where(and(eq(notificationsOutbox.id, id), eq(notificationsOutbox.status, 'sending')));
}

/**
 * 403 "bot was blocked": this row and every one waiting for the chat are undeliverable, and
 * the user counts as unreachable until they start the bot again.
 */
export async function markChatBlocked(
  db: Database,
  row: { id: number; chatId: number },
  error: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(notificationsOutbox)
      .set({ status: 'undeliverable', leaseUntil: null, lastError: error })
      .where(
        and(
          eq(notificationsOutbox.chatId, row.chatId),
          inArray(notificationsOutbox.status, ['pending', 'sending']),
        ),
      );
    if (row.chatId > 0) {
      await tx.update(users).set({ botCanWrite: false }).where(eq(users.id, row.chatId));
    }
  });
}

/**
 * The staff-chat message that carried an inline button, to edit it once someone decided:
 * jsonb containment finds the button inside the stored keyboard.
 */
export async function findSentStaffMessage(
  db: Database,
  callback: string,
): Promise<{ messageId: number; message: OutboxMessage } | null> {
  const probe = JSON.stringify({ buttons: [[{ callback }]] });
  const [row] = await db
    .select({
      messageId: notificationsOutbox.telegramMessageId,
      payload: notificationsOutbox.payload,
    })
    .from(notificationsOutbox)
    .where(
      and(
        eq(notificationsOutbox.chatId, STAFF_CHAT),
        eq(notificationsOutbox.status, 'sent'),
        sql`${notificationsOutbox.payload} @> ${probe}::jsonb`,
      ),
    )
    .orderBy(sql`${notificationsOutbox.id} desc`)
    .limit(1);
  if (row?.messageId == null) return null;
  return { messageId: row.messageId, message: row.payload as unknown as OutboxMessage };
}

/** How many messages still wait to be sent: the queue's depth. */
export function countUnsent(db: Database): Promise<number> {
  return db.$count(
    notificationsOutbox,
    inArray(notificationsOutbox.status, ['pending', 'sending']),
  );
}
