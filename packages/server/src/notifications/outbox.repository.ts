import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { channelPosts, notificationsOutbox, users } from '../db/schema.ts';
import {
  CHANNEL_POST_KEY_PREFIX,
  STAFF_CHAT,
  type OutboxMessage,
  type OutboxPayload,
} from './outbox-payload.ts';
import { OTHER_RANK, OUTBOX_PRIORITY_CLASSES, outboxPriorityOf } from './outbox-priority.ts';
import { FOLDABLE_STAFF_KINDS, STAFF_DIGEST_KIND } from './staff-digest.ts';

export interface ClaimedNotification {
  id: number;
  chatId: number;
  kind: string;
  message: OutboxPayload;
  attempts: number;
  wanted: boolean;
}

interface ClaimedRow {
  id: string | number;
  chat_id: string | number;
  kind: string;
  payload: OutboxPayload;
  attempts: number;
  wanted: boolean | null;
}

export async function insertOutboxRow(
  tx: Database,
  row: { chatId: number; kind: string; payload: OutboxPayload },
): Promise<void> {
  // A copy is a plain object, which the jsonb column's record type accepts.
  await tx.insert(notificationsOutbox).values({ ...row, payload: { ...row.payload } });
}

/** outbox-priority.ts's rank of a kind, in SQL, for the claim's order. */
export function outboxPriorityRank(kind: SQL): SQL {
  const cases = OUTBOX_PRIORITY_CLASSES.flatMap((entry) =>
    entry.kinds.map(
      (prefix) =>
        sql`when starts_with(${kind}, ${prefix}::text) then ${sql.raw(String(entry.rank))}`,
    ),
  );
  return sql`(case ${sql.join(cases, sql` `)} else ${sql.raw(String(OTHER_RANK))} end)`;
}

export interface ClaimOptions {
  limit: number;
  now: Date;
  leaseMs: number;
  privateGapMs: number;
  groupGapMs: number;
  /** After a database outage, ran-out leases wait a lease's length: their worker may be alive. */
  takeExpired?: boolean;
}

// Each row is its chat's oldest unsent one past the chat's gap, so chats go in order and at pace.
// SKIP LOCKED hands a row to one worker; the due condition is rechecked on a just-claimed row.
export async function claimDueNotifications(
  db: Database,
  options: ClaimOptions,
): Promise<ClaimedNotification[]> {
  const now = options.now.toISOString();
  const leaseUntil = new Date(options.now.getTime() + options.leaseMs).toISOString();
  const privateSince = new Date(options.now.getTime() - options.privateGapMs).toISOString();
  const groupSince = new Date(options.now.getTime() - options.groupGapMs).toISOString();
  const due =
    options.takeExpired === false
      ? sql`(o.status = 'pending' and o.next_attempt_at <= ${now})`
      : sql`((o.status = 'pending' and o.next_attempt_at <= ${now})
    or (o.status = 'sending' and o.lease_until <= ${now}))`;
  const rows = await queryRows<ClaimedRow>(
    db,
    sql`
    -- A chat ranks as the most urgent message it holds: an order message queued behind the
    -- chat's own older summary must not wait with the summary behind every other chat's (#42).
    with chat_heads as materialized (
      select distinct on (o.chat_id) o.id, o.chat_id, ${due} as due,
        min(${outboxPriorityRank(sql`o.kind`)}) over (partition by o.chat_id) as rank
      from notifications_outbox o
      where o.status in ('pending', 'sending')
      order by o.chat_id, o.id
    ),
    due_heads as materialized (
      select h.id, h.chat_id from chat_heads h where h.due
      order by h.rank, h.id
    ),
    -- Read in the materialized list's order (outbox-priority.ts, then oldest first), the pace
    -- is checked only until the limit is reached, not for every chat with something unsent.
    paced as (
      select h.id from due_heads h
      where not exists (
        select 1 from (
          select p.status, p.sent_at from notifications_outbox p
          where p.chat_id = h.chat_id and p.id < h.id and p.status <> 'folded'
          order by p.id desc
          limit 1
        ) previous
        where previous.status = 'sent'
          and previous.sent_at > case when h.chat_id > 0 then ${privateSince}::timestamptz
            else ${groupSince}::timestamptz end
      )
      limit ${options.limit}
    ),
    claimed as (
      select o.id, o.chat_id from notifications_outbox o
      where o.id in (select id from paced) and ${due}
      for update of o skip locked
    )
    update notifications_outbox n
    set status = 'sending', lease_until = ${leaseUntil}, attempts = n.attempts + 1
    from claimed
    left join users u on u.id = claimed.chat_id
    where n.id = claimed.id
    returning n.id, n.chat_id, n.kind, n.payload, n.attempts,
      (u.notifications_enabled and u.bot_can_write) as wanted
  `,
  );
  return rows
    .map((row) => {
      const chatId = Number(row.chat_id);
      return {
        id: Number(row.id),
        chatId,
        kind: row.kind,
        message: row.payload,
        attempts: row.attempts,
        // The staff chat and other groups are nobody's toggle.
        wanted:
          chatId === STAFF_CHAT ||
          chatId < 0 ||
          row.wanted === true ||
          (row.payload as { answersUser?: unknown }).answersUser === true,
      };
    })
    .sort((a, b) => outboxPriorityOf(a.kind) - outboxPriorityOf(b.kind) || a.id - b.id);
}

export async function renewLeases(db: Database, ids: number[], until: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notificationsOutbox)
    .set({ leaseUntil: until })
    .where(and(inArray(notificationsOutbox.id, ids), eq(notificationsOutbox.status, 'sending')));
}

export interface SentMark {
  id: number;
  messageId: number;
  sentAt: Date;
}

// One statement however many answers arrived, so the resend window stays one round trip.
export async function markSent(db: Database, marks: SentMark[]): Promise<void> {
  if (marks.length === 0) return;
  const values = JSON.stringify(
    marks.map((mark) => ({
      id: mark.id,
      message_id: mark.messageId,
      sent_at: mark.sentAt.toISOString(),
    })),
  );
  // The sent row goes after 30 days; channel_posts keeps the post's id for later edits.
  await db.execute(sql`
    with marked as (
      update notifications_outbox n
      set status = 'sent', sent_at = v.sent_at, telegram_message_id = v.message_id,
        lease_until = null
      from jsonb_to_recordset(${values}::jsonb) as v(id bigint, message_id bigint, sent_at timestamptz)
      where n.id = v.id and n.status = 'sending'
      returning n.chat_id, n.payload, v.message_id
    )
    update channel_posts c
    set telegram_message_id = m.message_id, photo_url = m.payload->>'photoUrl'
    from marked m
    where m.payload->>'postKey' = ${CHANNEL_POST_KEY_PREFIX}::text || c.ad_id::text
      and c.chat_id = m.chat_id
  `);
}

/** A 429 or a hand-back is not an attempt; the chat's later messages wait behind this row. */
export async function markRetry(
  db: Database,
  ids: number[],
  options: { at: Date; error: string; countAttempt: boolean },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notificationsOutbox)
    .set({
      status: 'pending',
      nextAttemptAt: options.at,
      leaseUntil: null,
      lastError: options.error,
      ...(!options.countAttempt && { attempts: sql`${notificationsOutbox.attempts} - 1` }),
    })
    .where(and(inArray(notificationsOutbox.id, ids), eq(notificationsOutbox.status, 'sending')));
}

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

/** 403 "bot was blocked": every row waiting for the chat is undeliverable too. */
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

export function findSentStaffMessage(
  db: Database,
  callback: string,
): Promise<{ messageId: number; message: OutboxMessage } | null> {
  return findNewestSent(db, STAFF_CHAT, { buttons: [[{ callback }]] });
}

/** channel_posts outlives the outbox row that sent the post. */
export async function findSentPost(
  db: Database,
  chatId: number,
  postKey: string,
): Promise<{ messageId: number; photoUrl: string | null } | null> {
  const adId = postKey.startsWith(CHANNEL_POST_KEY_PREFIX)
    ? Number(postKey.slice(CHANNEL_POST_KEY_PREFIX.length))
    : NaN;
  if (!Number.isSafeInteger(adId)) return null;
  const [row] = await db
    .select({ messageId: channelPosts.telegramMessageId, photoUrl: channelPosts.photoUrl })
    .from(channelPosts)
    .where(and(eq(channelPosts.adId, adId), eq(channelPosts.chatId, chatId)));
  if (row?.messageId == null) return null;
  return { messageId: row.messageId, photoUrl: row.photoUrl };
}

async function findNewestSent(
  db: Database,
  chatId: number,
  probe: object,
): Promise<{ messageId: number; message: OutboxMessage } | null> {
  const [row] = await db
    .select({
      messageId: notificationsOutbox.telegramMessageId,
      payload: notificationsOutbox.payload,
    })
    .from(notificationsOutbox)
    .where(
      and(
        eq(notificationsOutbox.chatId, chatId),
        eq(notificationsOutbox.status, 'sent'),
        sql`${notificationsOutbox.payload} @> ${JSON.stringify(probe)}::jsonb`,
      ),
    )
    .orderBy(sql`${notificationsOutbox.id} desc`)
    .limit(1);
  if (row?.messageId == null) return null;
  return { messageId: row.messageId, message: row.payload as unknown as OutboxMessage };
}

// Any constant: the nodes' folds of the staff chat take turns on it.
const STAFF_FOLD_LOCK_KEY = 727_002;

export async function foldStaffBacklog(db: Database, after: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_FOLD_LOCK_KEY})`);
    const [waiting] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from notifications_outbox
        where chat_id = ${STAFF_CHAT} and status in ('pending', 'sending')`,
    );
    if (Number(waiting?.count ?? 0) <= after) return 0;
    const kinds = sql.join(
      FOLDABLE_STAFF_KINDS.map((kind) => sql`${kind}`),
      sql`, `,
    );
    const folded = await queryRows<{ id: string | number }>(
      tx,
      sql`update notifications_outbox set status = 'folded', lease_until = null
        where id in (
          select id from notifications_outbox
          where chat_id = ${STAFF_CHAT} and status = 'pending' and kind in (${kinds})
          for update skip locked
        )
        returning id`,
    );
    if (folded.length === 0) return 0;
    // A claim may take the unsent digest meanwhile: then a new one carries these.
    const grown = await queryRows<{ id: string | number }>(
      tx,
      sql`update notifications_outbox
        set payload = jsonb_build_object('digest', jsonb_build_object('waiting',
          (payload->'digest'->>'waiting')::int + ${folded.length}))
        where id = (
          select id from notifications_outbox
          where chat_id = ${STAFF_CHAT} and kind = ${STAFF_DIGEST_KIND} and status = 'pending'
          order by id desc limit 1
        ) and status = 'pending'
        returning id`,
    );
    if (grown.length === 0) {
      await insertOutboxRow(tx, {
        chatId: STAFF_CHAT,
        kind: STAFF_DIGEST_KIND,
        payload: { digest: { waiting: folded.length } },
      });
    }
    return folded.length;
  });
}

/** The count is recorded before sending (`recordDigestShown`), so it is decided once. */
export async function findDigestToEdit(
  db: Database,
  beforeId: number,
): Promise<{ messageId: number; shown: number } | null> {
  const [last] = await queryRows<{
    kind: string;
    message_id: string | number | null;
    shown: number | null;
  }>(
    db,
    sql`select kind, telegram_message_id as message_id,
        (payload->'digest'->>'shown')::int as shown
      from notifications_outbox
      where chat_id = ${STAFF_CHAT} and id < ${beforeId} and status = 'sent'
      order by id desc limit 1`,
  );
  if (last?.kind !== STAFF_DIGEST_KIND || last.message_id == null) return null;
  return { messageId: Number(last.message_id), shown: Number(last.shown ?? 0) };
}

export async function recordDigestShown(db: Database, id: number, shown: number): Promise<void> {
  await db.execute(sql`
    update notifications_outbox
    set payload = jsonb_set(payload, '{digest,shown}', to_jsonb(${shown}::int))
    where id = ${id} and status = 'sending'
  `);
}

export function countUnsent(db: Database): Promise<number> {
  return db.$count(
    notificationsOutbox,
    inArray(notificationsOutbox.status, ['pending', 'sending']),
  );
}

/** SKIP LOCKED lets several nodes sweep at once. */
export async function deleteSentBefore(db: Database, cutoff: Date, limit: number): Promise<number> {
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`
    delete from notifications_outbox where id in (
      select id from notifications_outbox
      where status = 'sent' and sent_at < ${cutoff.toISOString()}
      order by sent_at
      limit ${limit}
      for update skip locked
    )
    returning id
  `,
  );
  return rows.length;
}
