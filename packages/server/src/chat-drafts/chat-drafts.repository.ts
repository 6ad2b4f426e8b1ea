import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { chatDraftPhotos, chatDrafts } from '../db/schema.ts';

export type ChatDraftRow = typeof chatDrafts.$inferSelect;
export type ChatDraftPartRow = typeof chatDraftPhotos.$inferSelect;

export interface AlbumPart {
  sellerId: number;
  albumKey: string;
  messageId: number;
  fileId: string | null;
  caption: string | null;
  newId: string;
  expiresAt: Date;
}

/** Updates may come in any order and repeat; a part after its album was answered changes nothing. */
export async function recordAlbumPart(db: Database, part: AlbumPart): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [draft] = await tx
      .insert(chatDrafts)
      .values({
        id: part.newId,
        sellerId: part.sellerId,
        albumKey: part.albumKey,
        caption: part.caption,
        expiresAt: part.expiresAt,
      })
      .onConflictDoUpdate({
        target: [chatDrafts.sellerId, chatDrafts.albumKey],
        set: {
          lastPartAt: sql`now()`,
          caption: sql`coalesce(${chatDrafts.caption}, excluded.caption)`,
        },
        setWhere: eq(chatDrafts.status, 'collecting'),
      })
      .returning({ id: chatDrafts.id });
    if (draft === undefined) return null;
    await tx
      .insert(chatDraftPhotos)
      .values({
        draftId: draft.id,
        messageId: part.messageId,
        kind: part.fileId === null ? 'other' : 'photo',
        fileId: part.fileId,
      })
      .onConflictDoNothing();
    return draft.id;
  });
}

/** Telegram sends an album's messages within a moment. The clock is the database's. */
export async function claimDueDrafts(
  db: Database,
  options: { windowMs: number; leaseMs: number; limit: number },
): Promise<ChatDraftRow[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    update chat_drafts d
    set status = 'settling', attempts = d.attempts + 1,
      lease_until = now() + make_interval(secs => ${options.leaseMs / 1000})
    where d.id in (
      select id from chat_drafts
      where (status = 'collecting'
          and last_part_at < now() - make_interval(secs => ${options.windowMs / 1000}))
        or (status = 'settling' and lease_until < now())
      order by last_part_at
      limit ${options.limit}
      for update skip locked
    )
    returning d.id
  `,
  );
  if (rows.length === 0) return [];
  return db
    .select()
    .from(chatDrafts)
    .where(
      inArray(
        chatDrafts.id,
        rows.map((row) => row.id),
      ),
    );
}

export function selectDraftParts(db: Database, draftId: string): Promise<ChatDraftPartRow[]> {
  return db
    .select()
    .from(chatDraftPhotos)
    .where(eq(chatDraftPhotos.draftId, draftId))
    .orderBy(asc(chatDraftPhotos.messageId));
}

export async function setPartVariants(
  db: Database,
  draftId: string,
  messageId: number,
  variants: Record<string, string>,
): Promise<void> {
  await db
    .update(chatDraftPhotos)
    .set({ variants })
    .where(and(eq(chatDraftPhotos.draftId, draftId), eq(chatDraftPhotos.messageId, messageId)));
}

export async function finishDraft(
  db: Database,
  id: string,
  status: 'ready' | 'refused',
): Promise<boolean> {
  const rows = await db
    .update(chatDrafts)
    .set({ status, leaseUntil: null })
    .where(and(eq(chatDrafts.id, id), eq(chatDrafts.status, 'settling')))
    .returning({ id: chatDrafts.id });
  return rows.length > 0;
}

export async function postponeDraft(db: Database, id: string, delayMs: number): Promise<void> {
  await db
    .update(chatDrafts)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${delayMs / 1000})` })
    .where(and(eq(chatDrafts.id, id), eq(chatDrafts.status, 'settling')));
}

export async function findDraft(db: Database, id: string): Promise<ChatDraftRow | null> {
  const [row] = await db.select().from(chatDrafts).where(eq(chatDrafts.id, id));
  return row ?? null;
}

export async function deleteDraft(db: Database, id: string): Promise<string[]> {
  const parts = await selectDraftParts(db, id);
  const deleted = await db
    .delete(chatDrafts)
    .where(eq(chatDrafts.id, id))
    .returning({ id: chatDrafts.id });
  return deleted.length === 0 ? [] : parts.flatMap((part) => Object.values(part.variants ?? {}));
}

export async function deleteExpiredDrafts(
  db: Database,
  now: Date,
  limit: number,
): Promise<{ drafts: number; keys: string[] }> {
  const rows = await queryRows<{ id: string; variants: Record<string, string> | null }>(
    db,
    sql`
    with gone as (
      delete from chat_drafts where id in (
        select id from chat_drafts where expires_at < ${now.toISOString()}
        order by expires_at limit ${limit}
        for update skip locked
      )
      returning id
    )
    select gone.id, p.variants from gone
    left join chat_draft_photos p on p.draft_id = gone.id
  `,
  );
  return {
    drafts: new Set(rows.map((row) => row.id)).size,
    keys: rows.flatMap((row) => Object.values(row.variants ?? {})),
  };
}
