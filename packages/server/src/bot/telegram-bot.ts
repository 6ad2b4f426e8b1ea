import { createHmac } from 'node:crypto';
import {
  parseStartParam,
  type BotLink,
  type StartTarget,
  BOT_WELCOME_TEXT,
  BOT_OPEN_AD_TEXT,
  OPEN_AD_BUTTON,
  OPEN_APP_BUTTON,
  OPEN_BUTTON,
  BOT_START_COMMAND_DESCRIPTION,
} from '@flowers/domain';
import type { FastifyBaseLogger } from 'fastify';
import { Bot, type Context } from 'grammy';
import { INLINE_CACHE_SECONDS, type InlineSearch } from '../inline-search/inline-search.ts';
import { BOT_API_TIMEOUT_SECONDS } from '../notifications/outbox-worker.ts';
import { webAppUrl } from '../notifications/telegram-sender.ts';
import { parseBotAnswers } from '../notifications/bot-api-answers.ts';
import type { ChatDraftsService } from '../chat-drafts/chat-drafts.service.ts';
import type { SellerChannelService } from '../seller-channel/seller-channel.service.ts';
import { recordBotStart } from '../users/users.repository.ts';
import { floristBot, type FloristBotDeps } from '../florist-messages/florist-bot.ts';
import { albumPosting } from './album-posting.ts';
import { buyerReceipt, type BuyerReceiptDeps } from './buyer-receipt.ts';
import { staffModeration, type StaffModerationDeps } from './staff-moderation.ts';

export const WEBHOOK_PATH = '/api/telegram/webhook';
const START_RETRY_MS = 60_000;

/** Derived, so it needs no variable. */
export const webhookSecretFor = (token: string): string =>
  createHmac('sha256', token).update('telegram-webhook').digest('hex');

export interface TelegramBotDeps extends StaffModerationDeps, BuyerReceiptDeps, FloristBotDeps {
  token: string;
  apiRoot: string;
  publicUrl: string;
  appShortName: string;
  staffChatId: number | null;
  log: FastifyBaseLogger;
  inlineSearch: InlineSearch;
  sellerChannels: SellerChannelService;
  chatDrafts: ChatDraftsService;
}

export function createTelegramBot(deps: TelegramBotDeps) {
  const bot = new Bot(deps.token, {
    client: { apiRoot: deps.apiRoot, timeoutSeconds: BOT_API_TIMEOUT_SECONDS },
  });
  parseBotAnswers(bot.api, deps.log);
  const staff = staffModeration(deps);
  const receipt = buyerReceipt(deps);
  const florist = floristBot(deps);
  const open = (target: StartTarget | null) =>
    target === null ? `${deps.publicUrl}/` : webAppUrl(deps.publicUrl, target);

  bot.command('start', async (ctx) => {
    if (ctx.chat.type !== 'private') return;
    await recordBotStart(deps.db, {
      id: ctx.chat.id,
      username: ctx.from?.username ?? null,
      firstName: ctx.from?.first_name ?? null,
      lastName: ctx.from?.last_name ?? null,
    });
    const target = parseStartParam(ctx.match.trim() || null);
    await ctx.reply(target?.screen === 'ad' ? BOT_OPEN_AD_TEXT : BOT_WELCOME_TEXT, {
      reply_markup: {
        inline_keyboard: [
          [
            {
              text: target?.screen === 'ad' ? OPEN_AD_BUTTON : OPEN_APP_BUTTON,
              web_app: { url: open(target) },
            },
          ],
        ],
      },
    });
  });
  bot.on('inline_query', async (ctx) => {
    const { query, offset } = ctx.inlineQuery;
    const link = { username: ctx.me.username, appShortName: deps.appShortName };
    const answer = await deps.inlineSearch.answer(ctx.from, query, offset, link);
    await ctx.answerInlineQuery(answer.results, {
      next_offset: answer.next_offset,
      cache_time: INLINE_CACHE_SECONDS,
    });
  });
  bot.on('my_chat_member', async (ctx) => {
    if (ctx.chat.type !== 'channel') return;
    await deps.sellerChannels.onBotMembership(ctx.chat.id, ctx.myChatMember.new_chat_member);
  });
  albumPosting(bot, deps.chatDrafts);
  bot.on('callback_query:data', async (ctx) => {
    if (await receipt.onButton(ctx)) return;
    if (!(await florist.onButton(ctx))) await staff.onButton(ctx);
  });
  bot.on('message:text', async (ctx, next) => {
    if (ctx.chat.id === deps.staffChatId && (await staff.onReasonReply(ctx))) return;
    if (ctx.chat.type === 'private' && (await receipt.onProblemReply(ctx))) return;
    if (ctx.chat.type === 'private' && (await florist.onReply(ctx))) return;
    await next();
  });

  /** Never waits for getMe. */
  const knownLink = (): BotLink | null =>
    bot.isInited() ? { username: bot.botInfo.username, appShortName: deps.appShortName } : null;

  /** The worker must not send a link without the name. */
  async function botLink(): Promise<BotLink | null> {
    if (!bot.isInited()) {
      try {
        await bot.init();
      } catch (error) {
        deps.log.warn({ err: error }, 'Telegram getMe failed');
        return null;
      }
    }
    return { username: bot.botInfo.username, appShortName: deps.appShortName };
  }

  /** Retried until Telegram answers. */
  function registerWithTelegram(): { stop(): void } {
    let timer: NodeJS.Timeout | null = null;
    let stopped = false;
    const attempt = async () => {
      try {
        await bot.init();
        await bot.api.setWebhook(`${deps.publicUrl}${WEBHOOK_PATH}`, {
          secret_token: webhookSecretFor(deps.token),
          allowed_updates: ['message', 'callback_query', 'inline_query', 'my_chat_member'],
        });
        await bot.api.setChatMenuButton({
          menu_button: {
            type: 'web_app',
            text: OPEN_BUTTON,
            web_app: { url: `${deps.publicUrl}/` },
          },
        });
        await bot.api.setMyCommands([
          { command: 'start', description: BOT_START_COMMAND_DESCRIPTION },
        ]);
        deps.log.info('Telegram bot: webhook registered');
      } catch (error) {
        deps.log.warn({ err: error }, 'Telegram bot: could not register the webhook, retrying');
        if (!stopped) timer = setTimeout(() => void attempt(), START_RETRY_MS);
      }
    };
    void attempt();
    return {
      stop() {
        stopped = true;
        if (timer !== null) clearTimeout(timer);
      },
    };
  }

  /** grammY needs getMe's answer before the first one. */
  async function handleUpdate(update: Parameters<Bot<Context>['handleUpdate']>[0]): Promise<void> {
    if (!bot.isInited()) await bot.init();
    await bot.handleUpdate(update);
  }

  return { api: bot.api, botLink, knownLink, registerWithTelegram, handleUpdate };
}

export type TelegramBot = ReturnType<typeof createTelegramBot>;
