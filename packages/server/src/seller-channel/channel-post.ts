import { BUY_BUTTON, CHANNEL_POST_STATUS_LINES, formatRubles, isOrderable } from '@flowers/domain';
import type { Database } from '../db/database.ts';
import { enqueueNotification, escapeHtml } from '../notifications/outbox.ts';
import { CHANNEL_POST_KEY_PREFIX, type OutboxMessage } from '../notifications/outbox-payload.ts';
import { findPostedAd, findSellerChannel, insertChannelPost } from './seller-channel.repository.ts';

// A photo's caption holds 1 024 characters (telegram-bot.md "Calls and shapes").
const CAPTION_MAX = 1024;
const DESCRIPTION_MAX = 600;

export interface PostedAdFacts {
  id: number;
  title: string;
  description: string | null;
  price: number;
  status: string;
}

const postKeyOf = (adId: number) => `${CHANNEL_POST_KEY_PREFIX}${adId}`;

export function channelPostMessage(ad: PostedAdFacts): OutboxMessage {
  const description =
    ad.description === null || ad.description.trim() === ''
      ? ''
      : `\n${escapeHtml(ad.description.trim().slice(0, DESCRIPTION_MAX))}`;
  const state = CHANNEL_POST_STATUS_LINES[ad.status];
  const text = `<b>${escapeHtml(ad.title)}</b>${description}\n\n💐 ${formatRubles(ad.price)}${
    state === undefined ? '' : `\n\n<b>${state}</b>`
  }`;
  return {
    text:
      text.length <= CAPTION_MAX
        ? text
        : `<b>${escapeHtml(ad.title)}</b>\n\n💐 ${formatRubles(ad.price)}`,
    buttons: isOrderable(ad.status)
      ? [[{ text: BUY_BUTTON, open: { screen: 'ad', adId: ad.id } }]]
      : [],
  };
}

/** In the transaction of the approval. The photo is looked up only for a seller with a channel. */
export async function postAdToChannel(
  tx: Database,
  ad: PostedAdFacts & { ownerId: number },
  photo: () => Promise<string | undefined>,
): Promise<void> {
  const channel = await findSellerChannel(tx, ad.ownerId);
  if (channel === null || !(await insertChannelPost(tx, ad.id, channel.chatId))) return;
  const photoUrl = await photo();
  await enqueueNotification(tx, channel.chatId, 'channel.ad_posted', {
    ...channelPostMessage(ad),
    ...(photoUrl !== undefined && { photoUrl }),
    postKey: postKeyOf(ad.id),
  });
}

export async function syncChannelPost(tx: Database, adId: number): Promise<void> {
  const posted = await findPostedAd(tx, adId);
  if (posted === null) return;
  await enqueueNotification(tx, posted.chatId, 'channel.ad_changed', {
    repost: { postKey: postKeyOf(adId), message: channelPostMessage(posted.ad) },
  });
}
