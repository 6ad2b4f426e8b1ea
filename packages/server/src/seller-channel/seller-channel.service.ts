import { CHANNEL_MESSAGES, type SellerChannel } from '@flowers/domain';
import { GrammyError, type Api } from 'grammy';
import type { ChatMember } from 'grammy/types';
import { requireRole } from '../access/require-access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { enqueueNotification, escapeHtml } from '../notifications/outbox.ts';
import {
  deleteChannelByChat,
  deleteSellerChannel,
  findChannelOwner,
  findSellerChannel,
  upsertSellerChannel,
} from './seller-channel.repository.ts';

const ADMIN_STATUSES = new Set(['creator', 'administrator']);

/** `@name`, `t.me/name` or `-100…` as the chat_id the Bot API takes. */
function chatRefOf(typed: string): string | number {
  const trimmed = typed.trim();
  if (/^-100\d+$/.test(trimmed)) return Number(trimmed);
  const name = /(?:t\.me\/)?@?(\w+)\/?$/.exec(trimmed)?.[1] ?? trimmed;
  return `@${name}`;
}

/** A 400 from Telegram is the user's mistake (no such chat); anything else is Telegram's. */
async function ask<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GrammyError && error.error_code === 400) {
      throw new AppError('validation', CHANNEL_MESSAGES.notFound);
    }
    throw new AppError('unavailable', CHANNEL_MESSAGES.telegramDown);
  }
}

function botRightsProblem(member: ChatMember, botName: string): string | null {
  if (member.status !== 'administrator') return CHANNEL_MESSAGES.botNotAdmin(botName);
  if (member.can_post_messages !== true) return CHANNEL_MESSAGES.cannotPost;
  if (member.can_edit_messages !== true) return CHANNEL_MESSAGES.cannotEdit;
  return null;
}

const shown = (row: { title: string; username: string | null } | null): SellerChannel => ({
  channel: row === null ? null : { title: row.title, username: row.username },
});

export interface SellerChannelDeps {
  db: Database;
  api: Api;
  botId: number;
  /** `@username` of the bot, for the error text. */
  botName: () => Promise<string>;
}

/** A seller's own Telegram channel, where the bot posts their approved bouquets (issue 29). */
export function createSellerChannelService(deps: SellerChannelDeps) {
  const { db, api } = deps;
  return {
    async get(seller: CurrentUser): Promise<SellerChannel> {
      requireRole(seller, 'channel.own');
      return shown(await findSellerChannel(db, seller.id));
    },

    /** Checked with Telegram: a channel, the bot its admin who may post and edit, the seller too. */
    async link(seller: CurrentUser, typed: string): Promise<SellerChannel> {
      requireRole(seller, 'channel.own');
      const chat = await ask(() => api.getChat(chatRefOf(typed)));
      if (chat.type !== 'channel') throw new AppError('validation', CHANNEL_MESSAGES.notChannel);
      const botMember = await ask(() => api.getChatMember(chat.id, deps.botId));
      const problem = botRightsProblem(botMember, await deps.botName());
      if (problem !== null) throw new AppError('validation', problem);
      const sellerMember = await ask(() => api.getChatMember(chat.id, seller.id)).catch(() => null);
      if (sellerMember === null || !ADMIN_STATUSES.has(sellerMember.status)) {
        throw new AppError('forbidden', CHANNEL_MESSAGES.notYours);
      }
      if ((await findChannelOwner(db, chat.id, seller.id)) !== null) {
        throw new AppError('conflict', CHANNEL_MESSAGES.taken);
      }
      const row = {
        sellerId: seller.id,
        chatId: chat.id,
        title: chat.title,
        username: chat.username ?? null,
      };
      if (!(await upsertSellerChannel(db, row)))
        throw new AppError('conflict', CHANNEL_MESSAGES.taken);
      return shown(row);
    },

    async unlink(seller: CurrentUser): Promise<SellerChannel> {
      requireRole(seller, 'channel.own');
      await deleteSellerChannel(db, seller.id);
      return shown(null);
    },

    /**
     * my_chat_member: the bot lost its admin rights in a channel (removed, demoted, or no
     * longer allowed to post); the channel unlinks and its seller hears why, in one transaction.
     */
    async onBotMembership(chatId: number, member: ChatMember): Promise<void> {
      if (member.status === 'administrator' && member.can_post_messages === true) return;
      await db.transaction(async (tx) => {
        const removed = await deleteChannelByChat(tx, chatId);
        if (removed === null) return;
        await enqueueNotification(tx, removed.sellerId, 'channel.unlinked', {
          text: CHANNEL_MESSAGES.unlinked(escapeHtml(removed.title)),
        });
      });
    },
  };
}

export type SellerChannelService = ReturnType<typeof createSellerChannelService>;
