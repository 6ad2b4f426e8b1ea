import { appPathFor, startParamFor, type BotLink, type StartTarget } from '@flowers/domain';
import { GrammyError, type Api } from 'grammy';
import { UnexpectedBotAnswer } from './bot-api-answers.ts';
import type { InlineKeyboardButton } from 'grammy/types';
import { jpegRenditionPath } from '../media/jpeg-rendition.ts';
import type { OutboxButton, OutboxMessage } from './outbox-payload.ts';

/** telegram-bot.md "Limits". */
export type SendOutcome =
  | { kind: 'sent'; messageId: number }
  | { kind: 'rate_limited'; retryAfterSeconds: number; error: string }
  | { kind: 'blocked'; error: string }
  | { kind: 'refused'; error: string }
  | { kind: 'transient'; error: string };

export type SendNotification = (
  chatId: number,
  message: OutboxMessage,
  editMessageId?: number,
) => Promise<SendOutcome>;

export interface LinkContext {
  publicUrl: string;
  botLink: () => Promise<BotLink | null>;
  observe?: (labels: { method: string; outcome: SendOutcome['kind'] }) => void;
  /** New messages may pass Telegram's free ~30 a second, each one past it paid in Stars. */
  paidBroadcast?: boolean;
}

/** web_app buttons only work in private chats, so groups get a t.me link with a start parameter. */
async function renderButton(
  button: OutboxButton,
  privateChat: boolean,
  links: LinkContext,
): Promise<InlineKeyboardButton> {
  if ('callback' in button) return { text: button.text, callback_data: button.callback };
  return privateChat
    ? { text: button.text, web_app: { url: webAppUrl(links.publicUrl, button.open) } }
    : { text: button.text, url: await tmeLink(links, button.open) };
}

export function webAppUrl(publicUrl: string, target: StartTarget): string {
  return `${publicUrl}${appPathFor(target)}`;
}

async function tmeLink(links: LinkContext, target: StartTarget): Promise<string> {
  const bot = await links.botLink();
  if (bot === null) return webAppUrl(links.publicUrl, target);
  return `https://t.me/${bot.username}/${bot.appShortName}?startapp=${startParamFor(target)}`;
}

export async function renderKeyboard(
  buttons: OutboxButton[][] | undefined,
  privateChat: boolean,
  links: LinkContext,
): Promise<InlineKeyboardButton[][]> {
  const rows: InlineKeyboardButton[][] = [];
  for (const row of buttons ?? []) {
    rows.push(await Promise.all(row.map((button) => renderButton(button, privateChat, links))));
  }
  return rows;
}

function absolute(publicUrl: string, url: string): string {
  return url.startsWith('/') ? `${publicUrl}${url}` : url;
}

export function classifyFailure(error: unknown): SendOutcome {
  // Telegram took the call but its answer is unreadable: sent again, it could arrive twice.
  if (error instanceof UnexpectedBotAnswer) return { kind: 'refused', error: error.message };
  if (error instanceof GrammyError) {
    const text = `${error.error_code}: ${error.description}`;
    if (error.error_code === 429) {
      return {
        kind: 'rate_limited',
        retryAfterSeconds: error.parameters.retry_after ?? 1,
        error: text,
      };
    }
    if (error.error_code === 403) return { kind: 'blocked', error: text };
    if (error.error_code >= 400 && error.error_code < 500) return { kind: 'refused', error: text };
    return { kind: 'transient', error: text };
  }
  return { kind: 'transient', error: error instanceof Error ? error.message : String(error) };
}

// Telegram's answer to an edit that changes nothing, or to a post its chat deleted.
const NOT_MODIFIED = 'message is not modified';
const MESSAGE_GONE = 'message to edit not found';

async function edit(
  api: Api,
  chatId: number,
  messageId: number,
  message: OutboxMessage,
  inline_keyboard: InlineKeyboardButton[][],
): Promise<SendOutcome> {
  const options = { parse_mode: 'HTML' as const, reply_markup: { inline_keyboard } };
  try {
    if (message.photoUrl !== undefined) {
      await api.editMessageCaption(chatId, messageId, { caption: message.text, ...options });
    } else {
      await api.editMessageText(chatId, messageId, message.text, options);
    }
  } catch (error) {
    const done =
      error instanceof UnexpectedBotAnswer ||
      (error instanceof GrammyError &&
        (error.description.includes(NOT_MODIFIED) || error.description.includes(MESSAGE_GONE)));
    if (!done) {
      return classifyFailure(error);
    }
  }
  return { kind: 'sent', messageId };
}

function methodOf(message: OutboxMessage, editing: boolean): string {
  if (!editing) return message.photoUrl !== undefined ? 'sendPhoto' : 'sendMessage';
  return message.photoUrl !== undefined ? 'editMessageCaption' : 'editMessageText';
}

export function telegramSender(api: Api, links: LinkContext): SendNotification {
  const send: SendNotification = async (chatId, message, editMessageId) => {
    try {
      const keyboard = await renderKeyboard(message.buttons, chatId > 0, links);
      if (editMessageId !== undefined)
        return await edit(api, chatId, editMessageId, message, keyboard);
      const reply_markup = keyboard.length > 0 ? { inline_keyboard: keyboard } : undefined;
      const paid = links.paidBroadcast === true ? { allow_paid_broadcast: true } : {};
      const sent =
        message.photoUrl !== undefined
          ? // Sent by URL: Telegram is given a JPEG rendition of a bouquet's WebP photo.
            await api.sendPhoto(
              chatId,
              absolute(links.publicUrl, jpegRenditionPath(message.photoUrl)),
              {
                caption: message.text,
                parse_mode: 'HTML',
                reply_markup,
                ...paid,
              },
            )
          : await api.sendMessage(chatId, message.text, {
              parse_mode: 'HTML',
              reply_markup,
              link_preview_options: { is_disabled: true },
              ...paid,
            });
      return { kind: 'sent', messageId: sent.message_id };
    } catch (error) {
      return classifyFailure(error);
    }
  };
  const { observe } = links;
  if (observe === undefined) return send;
  return async (chatId, message, editMessageId) => {
    const outcome = await send(chatId, message, editMessageId);
    observe({ method: methodOf(message, editMessageId !== undefined), outcome: outcome.kind });
    return outcome;
  };
}
