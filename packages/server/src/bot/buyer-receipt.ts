import {
  RECEIPT_PROBLEM_PROMPT,
  RECEIPT_THANKS_TEXT,
  OPEN_APP_TO_ANSWER_TEXT,
  receiptThanksReply,
  REPLY_HERE_SUFFIX,
  RECEIPT_PROBLEM_PLACEHOLDER,
} from '@flowers/domain';
import type { Context } from 'grammy';
import type { User } from 'grammy/types';
import { toCurrentUser, type CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { RECEIPT_CALLBACK } from '../notifications/receipt-callbacks.ts';
import { findOrderIdByNumber } from '../orders/orders.repository.ts';
import type { SafeDealService } from '../money/safe-deal.service.ts';
import { findUser } from '../users/users.repository.ts';

const PROBLEM_PROMPT_NUMBER = new RegExp(`^${RECEIPT_PROBLEM_PROMPT}([\\w-]{1,40})`);

export interface BuyerReceiptDeps {
  db: Database;
  superAdminId: number;
  safeDeal: SafeDealService;
}

/** The same service and rules as the order page; a press after the answer changes nothing. */
export function buyerReceipt(deps: BuyerReceiptDeps) {
  async function buyerOf(from: User | undefined): Promise<CurrentUser | null> {
    if (from === undefined) return null;
    const row = await findUser(deps.db, from.id);
    if (row === null || row.deletedAt !== null) return null;
    return toCurrentUser(row, deps.superAdminId);
  }

  async function onButton(ctx: Context): Promise<boolean> {
    const match = RECEIPT_CALLBACK.exec(ctx.callbackQuery?.data ?? '');
    if (match === null) return false;
    const buyer = await buyerOf(ctx.from);
    if (buyer === null) {
      await ctx.answerCallbackQuery({ text: OPEN_APP_TO_ANSWER_TEXT, show_alert: true });
      return true;
    }
    const orderId = Number(match[2]);
    try {
      if (match[1] === 'ok') {
        const order = await deps.safeDeal.confirmReceipt(buyer, orderId);
        await ctx.answerCallbackQuery({ text: RECEIPT_THANKS_TEXT });
        await ctx.reply(receiptThanksReply(order.order_number));
        return true;
      }
      const order = await deps.safeDeal.assertAwaitingAnswer(buyer, orderId);
      await ctx.answerCallbackQuery();
      await ctx.reply(`${RECEIPT_PROBLEM_PROMPT}${order.orderNumber}${REPLY_HERE_SUFFIX}`, {
        reply_markup: {
          force_reply: true,
          input_field_placeholder: RECEIPT_PROBLEM_PLACEHOLDER,
        },
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const state =
        error.code === 'conflict'
          ? await deps.safeDeal.receiptState(buyer, orderId)
          : error.message;
      await ctx.answerCallbackQuery({ text: state, show_alert: true });
    }
    return true;
  }

  /** Photos go on the order page. */
  async function onProblemReply(ctx: Context): Promise<boolean> {
    const replied = ctx.message?.reply_to_message;
    const orderNumber = PROBLEM_PROMPT_NUMBER.exec(replied?.text ?? '')?.[1];
    if (replied?.from?.id !== ctx.me.id || orderNumber === undefined) return false;
    const orderId = await findOrderIdByNumber(deps.db, orderNumber);
    if (orderId === null) return false;
    const buyer = await buyerOf(ctx.from);
    if (buyer === null) {
      await ctx.reply(OPEN_APP_TO_ANSWER_TEXT);
      return true;
    }
    try {
      await deps.safeDeal.openDispute(buyer, orderId, ctx.message?.text ?? '', []);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await ctx.reply(
        error.code === 'conflict'
          ? await deps.safeDeal.receiptState(buyer, orderId)
          : error.message,
      );
    }
    return true;
  }

  return { onButton, onProblemReply };
}
