import { can, rejectReasonSchema } from '@flowers/domain';
import type { Context } from 'grammy';
import type { User } from 'grammy/types';
import type { AdRequestsService } from '../ad-requests/ad-requests.service.ts';
import { toCurrentUser, type CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { ModerationService } from '../moderation/moderation.service.ts';
import { escapeHtml } from '../notifications/outbox.ts';
import { findSentStaffMessage } from '../notifications/outbox.repository.ts';
import { findUser } from '../users/users.repository.ts';

export const ONLY_STAFF = 'Решения принимают только модераторы';
export const REASON_PROMPT = 'Напишите причину отклонения объявления №';
const UNKNOWN_BUTTON = 'Кнопка устарела';
const FAILED = 'Не удалось выполнить действие, попробуйте ещё раз';

/** callback_data of the staff chat's buttons: `ad:ok:12`, `ad:no:12`, `req:ok:7`, `req:no:7`. */
export const staffCallback = (target: 'ad' | 'req', decision: 'ok' | 'no', id: number) =>
  `${target}:${decision}:${id}`;
const CALLBACK = /^(ad|req):(ok|no):(\d{1,10})$/;
const PROMPT_AD_ID = new RegExp(`^${REASON_PROMPT}(\\d{1,10})`);

export interface StaffModerationDeps {
  db: Database;
  superAdminId: number;
  moderation: ModerationService;
  adRequests: AdRequestsService;
}

const who = (user: CurrentUser) => (user.username !== null ? `@${user.username}` : `id ${user.id}`);

/**
 * The staff chat's «Одобрить» / «Отклонить»: only users who are moderators or admins in our
 * database may decide, and a decision goes through the same services as the web screens.
 */
export function staffModeration(deps: StaffModerationDeps) {
  async function staffMember(from: User | undefined): Promise<CurrentUser | null> {
    if (from === undefined) return null;
    const row = await findUser(deps.db, from.id);
    if (row === null || row.deletedAt !== null) return null;
    const user = toCurrentUser(row, deps.superAdminId);
    return can(user.role, 'moderate') && !user.blacklisted ? user : null;
  }

  /** Appends the decision to the staff message and takes its buttons away. */
  async function markDecided(ctx: Context, line: string): Promise<void> {
    const message = ctx.callbackQuery?.message;
    if (message === undefined) return;
    const original = 'caption' in message && message.caption !== undefined ? message.caption : null;
    const text = `${escapeHtml(original ?? ('text' in message ? (message.text ?? '') : ''))}\n\n${line}`;
    const markup = { reply_markup: { inline_keyboard: [] } };
    if (original !== null)
      await ctx.editMessageCaption({ caption: text, parse_mode: 'HTML', ...markup });
    else await ctx.editMessageText(text, { parse_mode: 'HTML', ...markup });
  }

  async function onButton(ctx: Context): Promise<void> {
    const match = CALLBACK.exec(ctx.callbackQuery?.data ?? '');
    if (match === null) {
      await ctx.answerCallbackQuery({ text: UNKNOWN_BUTTON });
      return;
    }
    const staff = await staffMember(ctx.from);
    if (staff === null) {
      await ctx.answerCallbackQuery({ text: ONLY_STAFF, show_alert: true });
      return;
    }
    const [, target, decision, rawId] = match;
    const id = Number(rawId);
    try {
      if (target === 'ad' && decision === 'no') {
        await ctx.answerCallbackQuery();
        await ctx.reply(`${REASON_PROMPT}${id} ответом на это сообщение`, {
          reply_markup: { force_reply: true, selective: true, input_field_placeholder: 'Причина' },
          reply_parameters: { message_id: ctx.callbackQuery?.message?.message_id ?? 0 },
        });
        return;
      }
      if (target === 'ad') await deps.moderation.approve(staff, id);
      else if (decision === 'ok') await deps.adRequests.approve(staff, id);
      else await deps.adRequests.reject(staff, id);
      const verdict = decision === 'ok' ? '✅ Одобрено' : '❌ Отклонено';
      await ctx.answerCallbackQuery({ text: verdict.slice(2) });
      await markDecided(ctx, `${verdict}: ${escapeHtml(who(staff))}`);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await ctx.answerCallbackQuery({ text: error.message, show_alert: true });
    }
  }

  /** A reply to the reason prompt: the ad is rejected with that text as the reason. */
  async function onReasonReply(ctx: Context): Promise<boolean> {
    const replied = ctx.message?.reply_to_message;
    const adId = PROMPT_AD_ID.exec(replied?.text ?? '')?.[1];
    if (replied?.from?.id !== ctx.me.id || adId === undefined) return false;
    const staff = await staffMember(ctx.from);
    if (staff === null) {
      await ctx.reply(ONLY_STAFF);
      return true;
    }
    const reason = rejectReasonSchema.safeParse({ reason: ctx.message?.text ?? '' });
    if (!reason.success) {
      await ctx.reply(reason.error.issues[0]?.message ?? FAILED);
      return true;
    }
    try {
      await deps.moderation.reject(staff, Number(adId), reason.data.reason);
      const line = `❌ Отклонено: ${escapeHtml(who(staff))}\nПричина: ${escapeHtml(reason.data.reason)}`;
      const original = await findSentStaffMessage(deps.db, staffCallback('ad', 'no', Number(adId)));
      if (original === null || ctx.chat === undefined) {
        await ctx.reply(`Объявление №${adId}\n${line}`, { parse_mode: 'HTML' });
      } else {
        const text = `${original.message.text}\n\n${line}`;
        const options = { parse_mode: 'HTML' as const, reply_markup: { inline_keyboard: [] } };
        if (original.message.photoUrl !== undefined) {
          await ctx.api.editMessageCaption(ctx.chat.id, original.messageId, {
            caption: text,
            ...options,
          });
        } else {
          await ctx.api.editMessageText(ctx.chat.id, original.messageId, text, options);
        }
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await ctx.reply(error.message);
    }
    return true;
  }

  return { onButton, onReasonReply };
}
