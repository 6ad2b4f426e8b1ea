import {
  can,
  rejectReasonSchema,
  REJECT_REASON_PROMPT,
  STAFF_ONLY_DECISIONS_TEXT,
  STALE_BUTTON_TEXT,
  BOT_ACTION_FAILED_TEXT,
  REPLY_HERE_SUFFIX,
  REJECT_REASON_PLACEHOLDER,
  AD_APPROVED_TEXT,
  AD_REJECTED_TEXT,
} from '@flowers/domain';
import type { Context } from 'grammy';
import type { User } from 'grammy/types';
import type { AdRequestsService } from '../ad-requests/ad-requests.service.ts';
import { toCurrentUser, type CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { ModerationService } from '../moderation/moderation.service.ts';
import { findUser } from '../users/users.repository.ts';
import { STAFF_CALLBACK } from '../notifications/staff-callbacks.ts';

const PROMPT_AD_ID = new RegExp(`^${REJECT_REASON_PROMPT}(\\d{1,10})`);

export interface StaffModerationDeps {
  db: Database;
  superAdminId: number;
  moderation: ModerationService;
  adRequests: AdRequestsService;
}

/** Only moderators and admins in our database may decide, through the web screens' services. */
export function staffModeration(deps: StaffModerationDeps) {
  async function staffMember(from: User | undefined): Promise<CurrentUser | null> {
    if (from === undefined) return null;
    const row = await findUser(deps.db, from.id);
    if (row === null || row.deletedAt !== null) return null;
    const user = toCurrentUser(row, deps.superAdminId);
    return can(user.role, 'moderate') && !user.blacklisted ? user : null;
  }

  async function onButton(ctx: Context): Promise<void> {
    const match = STAFF_CALLBACK.exec(ctx.callbackQuery?.data ?? '');
    if (match === null) {
      await ctx.answerCallbackQuery({ text: STALE_BUTTON_TEXT });
      return;
    }
    const staff = await staffMember(ctx.from);
    if (staff === null) {
      await ctx.answerCallbackQuery({ text: STAFF_ONLY_DECISIONS_TEXT, show_alert: true });
      return;
    }
    const [, target, decision, rawId] = match;
    const id = Number(rawId);
    try {
      if (target === 'ad' && decision === 'no') {
        await ctx.answerCallbackQuery();
        await ctx.reply(`${REJECT_REASON_PROMPT}${id}${REPLY_HERE_SUFFIX}`, {
          reply_markup: {
            force_reply: true,
            selective: true,
            input_field_placeholder: REJECT_REASON_PLACEHOLDER,
          },
          reply_parameters: { message_id: ctx.callbackQuery?.message?.message_id ?? 0 },
        });
        return;
      }
      // The service queues the edit of this message that shows who decided.
      if (target === 'ad') await deps.moderation.approve(staff, id);
      else if (decision === 'ok') await deps.adRequests.approve(staff, id);
      else await deps.adRequests.reject(staff, id);
      await ctx.answerCallbackQuery({
        text: decision === 'ok' ? AD_APPROVED_TEXT : AD_REJECTED_TEXT,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await ctx.answerCallbackQuery({ text: error.message, show_alert: true });
    }
  }

  async function onReasonReply(ctx: Context): Promise<boolean> {
    const replied = ctx.message?.reply_to_message;
    const adId = PROMPT_AD_ID.exec(replied?.text ?? '')?.[1];
    if (replied?.from?.id !== ctx.me.id || adId === undefined) return false;
    const staff = await staffMember(ctx.from);
    if (staff === null) {
      await ctx.reply(STAFF_ONLY_DECISIONS_TEXT);
      return true;
    }
    const reason = rejectReasonSchema.safeParse({ reason: ctx.message?.text ?? '' });
    if (!reason.success) {
      await ctx.reply(reason.error.issues[0]?.message ?? BOT_ACTION_FAILED_TEXT);
      return true;
    }
    try {
      await deps.moderation.reject(staff, Number(adId), reason.data.reason);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await ctx.reply(error.message);
    }
    return true;
  }

  return { onButton, onReasonReply };
}
