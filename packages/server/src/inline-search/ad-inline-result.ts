import { formatRubles, startParamFor, type Ad, type BotLink, OPEN_BUTTON } from '@flowers/domain';
import type { InlineQueryResult } from 'grammy/types';
import { jpegRenditionPath } from '../media/jpeg-rendition.ts';
import { escapeHtml } from '../notifications/outbox.ts';

/** Messages sent via inline mode cannot carry web_app buttons. */
export function adAppLink(bot: BotLink, adId: number): string {
  return `https://t.me/${bot.username}/${bot.appShortName}?startapp=${startParamFor({ screen: 'ad', adId })}`;
}

const absolute = (publicUrl: string, url: string) =>
  url.startsWith('/') ? `${publicUrl}${url}` : url;

export function adInlineResult(ad: Ad, bot: BotLink, publicUrl: string): InlineQueryResult {
  const price = formatRubles(ad.price);
  const caption = `<b>${escapeHtml(ad.title)}</b>\n${price}`;
  const reply_markup = { inline_keyboard: [[{ text: OPEN_BUTTON, url: adAppLink(bot, ad.id) }]] };
  const photo = ad.photos?.[0];
  if (photo === undefined) {
    return {
      type: 'article',
      id: `ad_${ad.id}`,
      title: ad.title,
      description: price,
      input_message_content: { message_text: caption, parse_mode: 'HTML' },
      reply_markup,
    };
  }
  return {
    type: 'photo',
    id: `ad_${ad.id}`,
    // Telegram takes JPEG only here; our photos are WebP.
    photo_url: absolute(publicUrl, jpegRenditionPath(photo.gallery)),
    thumbnail_url: absolute(publicUrl, jpegRenditionPath(photo.card)),
    title: ad.title,
    description: price,
    caption,
    parse_mode: 'HTML',
    reply_markup,
  };
}
