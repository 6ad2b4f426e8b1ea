import { startParamFor } from '@flowers/domain';
import type { BotLink, StartTarget } from '@flowers/domain';
import { isAvailable, postEvent } from './bridge';
import { openTelegramLink } from './init';

export function appLinkFor(bot: BotLink, target: StartTarget): string {
  return `https://t.me/${bot.username}/${bot.appShortName}?startapp=${startParamFor(target)}`;
}

export function shareUrlFor(url: string, text: string): string {
  return `https://t.me/share/url?${new URLSearchParams({ url, text }).toString()}`;
}

/** Bot API 8.0. */
export const canSharePrepared = (): boolean => isAvailable('web_app_send_prepared_message');

export function sharePrepared(id: string): boolean {
  return postEvent('web_app_send_prepared_message', { id });
}

/** Older clients: the chat picker, then `@bot <query>` typed there (inline mode). */
export function shareInline(query: string): boolean {
  return postEvent('web_app_switch_inline_query', {
    query,
    chat_types: ['users', 'groups', 'channels'],
  });
}

export function shareLink(url: string, text: string): void {
  const link = shareUrlFor(url, text);
  if (!openTelegramLink(link)) window.open(link, '_blank', 'noopener');
}
