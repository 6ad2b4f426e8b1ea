import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { ads, channelPosts, sellerChannels } from '../db/schema.ts';

export type SellerChannelRow = typeof sellerChannels.$inferSelect;

export async function findSellerChannel(
  db: Database,
  sellerId: number,
): Promise<SellerChannelRow | null> {
  const [row] = await db.select().from(sellerChannels).where(eq(sellerChannels.sellerId, sellerId));
  return row ?? null;
}

export async function findChannelOwner(
  db: Database,
  chatId: number,
  exceptSellerId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ sellerId: sellerChannels.sellerId })
    .from(sellerChannels)
    .where(and(eq(sellerChannels.chatId, chatId), ne(sellerChannels.sellerId, exceptSellerId)));
  return row?.sellerId ?? null;
}

/** False when another seller took the channel meanwhile. */
export async function upsertSellerChannel(
  db: Database,
  row: { sellerId: number; chatId: number; title: string; username: string | null },
): Promise<boolean> {
  const stored = await db
    .insert(sellerChannels)
    .values(row)
    .onConflictDoUpdate({
      target: sellerChannels.sellerId,
      set: { chatId: row.chatId, title: row.title, username: row.username, linkedAt: new Date() },
    })
    .returning({ sellerId: sellerChannels.sellerId })
    .catch((error: unknown) => {
      // seller_channels_chat_idx: one seller per channel.
      if (String((error as { cause?: { code?: string } }).cause?.code ?? '') === '23505') return [];
      if ((error as { code?: string }).code === '23505') return [];
      throw error;
    });
  return stored.length > 0;
}

export async function deleteSellerChannel(db: Database, sellerId: number): Promise<void> {
  await db.delete(sellerChannels).where(eq(sellerChannels.sellerId, sellerId));
}

export async function deleteChannelByChat(
  db: Database,
  chatId: number,
): Promise<SellerChannelRow | null> {
  const [row] = await db
    .delete(sellerChannels)
    .where(eq(sellerChannels.chatId, chatId))
    .returning();
  return row ?? null;
}

export async function insertChannelPost(
  db: Database,
  adId: number,
  chatId: number,
): Promise<boolean> {
  const rows = await db
    .insert(channelPosts)
    .values({ adId, chatId })
    .onConflictDoNothing()
    .returning({ adId: channelPosts.adId });
  return rows.length > 0;
}

export async function findPostedAd(
  db: Database,
  adId: number,
): Promise<{
  chatId: number;
  ad: { id: number; title: string; description: string | null; price: number; status: string };
} | null> {
  const [row] = await db
    .select({
      chatId: channelPosts.chatId,
      id: ads.id,
      title: ads.title,
      description: ads.description,
      price: ads.price,
      status: ads.status,
    })
    .from(channelPosts)
    .innerJoin(ads, eq(ads.id, channelPosts.adId))
    .where(eq(channelPosts.adId, adId));
  if (row === undefined) return null;
  const { chatId, ...ad } = row;
  return { chatId, ad };
}
