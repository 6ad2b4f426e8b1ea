import {
  FLORIST_BOT_TEXTS as TEXTS,
  OPEN_APP_TO_ANSWER_TEXT,
  floristMessageBodySchema,
} from '@flowers/domain';
import type { Context } from 'grammy';
import type { User } from 'grammy/types';
import { toCurrentUser, type CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { findUser } from '../users/users.repository.ts';
import type { FloristMessagesService } from './florist-messages.service.ts';
import { parseFloristCallback, threadIdOfBotText } from './florist-notifications.ts';

export interface FloristBotDeps {
  db: Database;
  superAdminId: number;
  floristMessages: FloristMessagesService;
}

/**
 * The bot's side of «Написать флористу»: «Ответить» asks for the answer by reply, a reply to
 * any of the thread's bot messages is stored and relayed, «Пожаловаться» reports. The same
 * service and rules as the web app; the relay is what keeps the two sides' names apart.
 */
export function floristBot(deps: FloristBotDeps) {
  async function personOf(from: User | undefined): Promise<CurrentUser | null> {
    if (from === undefined) return null;
    const row = await findUser(deps.db, from.id);
    if (row === null || row.deletedAt !== null) return null;
    const user = toCurrentUser(row, deps.superAdminId);
    return user.blacklisted ? null : user;
  }

  async function onButton(ctx: Context): Promise<boolean> {
    const action = parseFloristCallback(ctx.callbackQuery?.data ?? '');
    if (action === null) return false;
    const person = await personOf(ctx.from);
    if (person === null) {
      await ctx.answerCallbackQuery({ text: OPEN_APP_TO_ANSWER_TEXT, show_alert: true });
      return true;
    }
    try {
      if ('answer' in action) {
        const thread = await deps.floristMessages.readThread(person, action.answer);
        await ctx.answerCallbackQuery();
        await ctx.reply(TEXTS.prompt(action.answer), {
          reply_markup: {
            force_reply: true,
            input_field_placeholder: TEXTS.placeholder(
              thread.viewer === 'buyer' ? 'seller' : 'buyer',
            ),
          },
        });
        return true;
      }
      await deps.floristMessages.report(person, action.report.threadId, action.report.messageId);
      await ctx.answerCallbackQuery({ text: TEXTS.reported, show_alert: true });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await ctx.answerCallbackQuery({ text: error.message, show_alert: true });
    }
    return true;
  }

  /** A text replying to the bot's message of a thread (its notice or its «Ответить» prompt). */
  async function onReply(ctx: Context): Promise<boolean> {
    const replied = ctx.message?.reply_to_message;
    if (replied?.from?.id !== ctx.me.id) return false;
    const threadId = threadIdOfBotText(replied.text ?? '');
    if (threadId === null || ctx.message === undefined || ctx.chat === undefined) return false;
    const person = await personOf(ctx.from);
    if (person === null) {
      await ctx.reply(OPEN_APP_TO_ANSWER_TEXT);
      return true;
    }
    // Telegram's message id is the key: a redelivered update writes nothing twice.
    const body = floristMessageBodySchema.safeParse({
      text: ctx.message.text ?? '',
      key: `tg-${ctx.chat.id}-${ctx.message.message_id}`,
    });
    if (!body.success) {
      await ctx.reply(body.error.issues[0]?.message ?? TEXTS.prompt(threadId));
      return true;
    }
    try {
      await deps.floristMessages.writeThread(person, threadId, body.data, { viaBot: true });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await ctx.reply(error.message);
    }
    return true;
  }

  return { onButton, onReply };
}
