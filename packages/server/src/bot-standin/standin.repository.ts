import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { botStandinFiles, botStandinMessages, botStandinWebhook } from '../db/schema.ts';

export type StandinMessageRow = typeof botStandinMessages.$inferSelect;

export interface NewStandinMessage {
  chatId: number;
  fromId: number | null;
  text?: string | null;
  photoUrl?: string | null;
  caption?: string | null;
  replyMarkup?: unknown[][];
  forceReply?: boolean;
  replyToMessageId?: number | null;
}

/** In the database, so a message sent through one node can be edited through another. */
export function createStandinStore(db: Database, botId: number) {
  return {
    async addMessage(message: NewStandinMessage): Promise<StandinMessageRow> {
      const [row] = await db
        .insert(botStandinMessages)
        .values({
          chatId: message.chatId,
          fromId: message.fromId,
          text: message.text ?? null,
          photoUrl: message.photoUrl ?? null,
          caption: message.caption ?? null,
          replyMarkup: message.replyMarkup ?? [],
          forceReply: message.forceReply ?? false,
          replyToMessageId: message.replyToMessageId ?? null,
        })
        .returning();
      if (row === undefined) throw new Error('stand-in message not stored');
      return row;
    },

    async findMessage(chatId: number, messageId: number): Promise<StandinMessageRow | null> {
      const [row] = await db
        .select()
        .from(botStandinMessages)
        .where(
          and(eq(botStandinMessages.chatId, chatId), eq(botStandinMessages.messageId, messageId)),
        );
      return row ?? null;
    },

    async editMessage(
      messageId: number,
      set: Partial<Pick<StandinMessageRow, 'text' | 'caption' | 'replyMarkup'>>,
    ): Promise<StandinMessageRow> {
      const [row] = await db
        .update(botStandinMessages)
        .set({ ...set, edited: true })
        .where(eq(botStandinMessages.messageId, messageId))
        .returning();
      if (row === undefined) throw new Error('stand-in message vanished');
      return row;
    },

    messages(): Promise<StandinMessageRow[]> {
      return db
        .select()
        .from(botStandinMessages)
        .orderBy(asc(botStandinMessages.chatId), asc(botStandinMessages.messageId));
    },

    async setWebhook(url: string, secretToken: string | null): Promise<void> {
      await db
        .insert(botStandinWebhook)
        .values({ botId, url, secretToken })
        .onConflictDoUpdate({ target: botStandinWebhook.botId, set: { url, secretToken } });
    },

    async webhook(): Promise<{ url: string; secretToken: string | null } | null> {
      const [row] = await db
        .select()
        .from(botStandinWebhook)
        .where(eq(botStandinWebhook.botId, botId));
      return row?.url ? { url: row.url, secretToken: row.secretToken } : null;
    },

    async putFile(fileId: string, bytes: Buffer): Promise<void> {
      await db.insert(botStandinFiles).values({ fileId, bytes }).onConflictDoNothing();
    },

    async readFile(fileId: string): Promise<Buffer | null> {
      const [row] = await db
        .select({ bytes: botStandinFiles.bytes })
        .from(botStandinFiles)
        .where(eq(botStandinFiles.fileId, fileId));
      return row === undefined ? null : Buffer.from(row.bytes);
    },

    /** Across nodes, as Telegram's do. */
    async nextUpdateId(): Promise<number> {
      const [row] = await db
        .update(botStandinWebhook)
        .set({ lastUpdateId: sql`${botStandinWebhook.lastUpdateId} + 1` })
        .where(eq(botStandinWebhook.botId, botId))
        .returning({ id: botStandinWebhook.lastUpdateId });
      if (row === undefined) throw new Error('no webhook row: setWebhook was never called');
      return row.id;
    },
  };
}

export type StandinStore = ReturnType<typeof createStandinStore>;

/** Ranking the whole table is cheap once swept; SKIP LOCKED lets several nodes sweep at once. */
export async function trimStandinChats(
  db: Database,
  keepPerChat: number,
  limit: number,
): Promise<number> {
  const rows = await queryRows<{ message_id: number }>(
    db,
    sql`
    delete from bot_standin_messages where message_id in (
      select m.message_id from bot_standin_messages m
      where m.message_id in (
        select message_id from (
          select message_id,
            row_number() over (partition by chat_id order by message_id desc) as newer
          from bot_standin_messages
        ) ranked
        where newer > ${keepPerChat}
      )
      order by m.message_id
      limit ${limit}
      for update skip locked
    )
    returning message_id
  `,
  );
  return rows.length;
}

export async function forgetStandinFilesBefore(
  db: Database,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const rows = await queryRows<{ file_id: string }>(
    db,
    sql`
    delete from bot_standin_files where file_id in (
      select file_id from bot_standin_files where created_at < ${cutoff.toISOString()}
      order by created_at limit ${limit}
      for update skip locked
    )
    returning file_id
  `,
  );
  return rows.length;
}
