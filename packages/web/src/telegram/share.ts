import { startParamFor } from '@flowers/domain';
import type { BotLink, StartTarget } from '@flowers/domain';
import { openTelegramLink } from './init';

/** The link that opens the Mini App on `target`: `t.me/<bot>/<app>?startapp=…`. */
export function appLinkFor(bot: BotLink, target: StartTarget): string {
  return `https://t.me/${bot.username}/${bot.appShortName}?startapp=${startParamFor(target)}`;
}

export function shareUrlFor(url: string, text: string): string {
  return `https://t.me/share/url?${new URLSearchParams({ url, text }).toString()}`;
}

/**
 * Lets the user send `url` to a chat of their choice. Telegram's `shareMessage` needs a message
 * the bot prepared with savePreparedInlineMessage and `switchInlineQuery` an inline-mode bot;
 * ours has neither, so inside Telegram its share link opens the native chat picker, and
 * elsewhere the same link opens in a new tab.
 */
export function shareLink(url: string, text: string): void {
  const link = shareUrlFor(url, text);
  if (!openTelegramLink(link)) window.open(link, '_blank', 'noopener');
}
