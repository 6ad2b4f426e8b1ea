import { CHANNEL_MESSAGES, type BotLink } from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { demoBotRoutes } from '../bot-standin/demo-bot.routes.ts';
import { createBotStandin } from '../bot-standin/bot-standin.ts';
import { isDemoMode, type Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { FLEET_MESSAGES_PER_SECOND, fleetPace } from '../notifications/fleet-pace.ts';
import { startOutboxWorker, type OutboxWorker } from '../notifications/outbox-worker.ts';
import { telegramSender } from '../notifications/telegram-sender.ts';
import { parseBotAnswers } from '../notifications/bot-api-answers.ts';
import { createInlineSearch } from '../inline-search/inline-search.ts';
import { createShareMessageService, shareMessageRoutes } from '../inline-search/share-message.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { chatDraftsRoutes } from '../chat-drafts/chat-drafts.routes.ts';
import {
  createChatDraftsService,
  type ChatDraftsService,
} from '../chat-drafts/chat-drafts.service.ts';
import { createDraftSettler } from '../chat-drafts/draft-settle.ts';
import { telegramFileDownloader } from '../chat-drafts/telegram-files.ts';
import { jpegRenditionRoutes } from '../media/jpeg-rendition.routes.ts';
import type { PhotoSource } from '../media/photo-encoding.ts';
import type { StoredPhoto } from '../media/photo-variants.ts';
import { sellerChannelRoutes } from '../seller-channel/seller-channel.routes.ts';
import { createSellerChannelService } from '../seller-channel/seller-channel.service.ts';
import { Api } from 'grammy';
import type { SearchService } from '../search/search.service.ts';
import { botRoutes } from './bot.routes.ts';
import { createBotUpdatesService } from './bot-updates.service.ts';
import { createTelegramBot, webhookSecretFor, type TelegramBotDeps } from './telegram-bot.ts';

const TELEGRAM_API_ROOT = 'https://api.telegram.org';

export async function registerBot(
  app: FastifyInstance,
  deps: Omit<
    TelegramBotDeps,
    | 'token'
    | 'apiRoot'
    | 'publicUrl'
    | 'appShortName'
    | 'staffChatId'
    | 'log'
    | 'inlineSearch'
    | 'sellerChannels'
    | 'chatDrafts'
  > & {
    search: SearchService;
    media: MediaStorage;
    config: Config;
    db: Database;
    botToken: string;
    run: boolean;
    ingestDraftPhoto: (source: PhotoSource) => Promise<StoredPhoto>;
    observeBotApi?: (labels: { method: string; outcome: string }) => void;
    /** Several nodes share Telegram's pace through it (fleet-pace.ts). */
    redis?: { client: Redis; keyPrefix: string } | null;
  },
): Promise<{ botLink: () => Promise<BotLink | null>; chatDrafts: ChatDraftsService }> {
  const { config, db, botToken } = deps;
  const standin = isDemoMode(config) ? createBotStandin({ db, token: botToken }) : null;
  const apiRoot = config.telegramApiUrl ?? standin?.apiRoot(config.publicUrl) ?? TELEGRAM_API_ROOT;
  let botUsername: () => Promise<string | null> = async () => null;
  const sellerChannels = createSellerChannelService({
    db,
    api: parseBotAnswers(new Api(botToken, { apiRoot }), app.log),
    botId: Number(botToken.split(':')[0]),
    botName: async () => `@${(await botUsername()) ?? CHANNEL_MESSAGES.botFallbackName}`,
  });
  const botApi = parseBotAnswers(new Api(botToken, { apiRoot }), app.log);
  const chatDrafts = createChatDraftsService({
    db,
    media: deps.media,
    settler: createDraftSettler({
      db,
      media: deps.media,
      superAdminId: deps.superAdminId,
      download: telegramFileDownloader({ api: botApi, apiRoot, token: botToken }),
      ingestPhoto: deps.ingestDraftPhoto,
      log: app.log,
    }),
    onSettleError: (error) => app.log.error({ err: error }, 'album drafts not settled'),
  });
  const bot = createTelegramBot({
    ...deps,
    token: botToken,
    apiRoot,
    publicUrl: config.publicUrl,
    appShortName: config.telegramAppShortName,
    staffChatId: config.staffChatId,
    log: app.log,
    inlineSearch: createInlineSearch({ search: deps.search, publicUrl: config.publicUrl }),
    sellerChannels,
    chatDrafts,
  });
  await app.register(
    botRoutes({
      updates: createBotUpdatesService({ db, bot }),
      secret: webhookSecretFor(botToken),
    }),
  );
  if (standin !== null) {
    await app.register(standin.routes);
    await app.register(demoBotRoutes({ db, standin, staffChatId: config.staffChatId }));
  }
  const standinLink: BotLink | null =
    standin !== null && config.telegramApiUrl === null
      ? { username: standin.bot.username, appShortName: config.telegramAppShortName }
      : null;
  const botLink = async (): Promise<BotLink | null> => standinLink ?? bot.knownLink();
  botUsername = async () => (standinLink ?? (await bot.botLink()))?.username ?? null;
  await app.register(sellerChannelRoutes(sellerChannels));
  await app.register(chatDraftsRoutes(chatDrafts));
  await app.register(jpegRenditionRoutes(deps.media));
  await app.register(
    shareMessageRoutes(
      createShareMessageService({
        db,
        media: deps.media,
        api: bot.api,
        publicUrl: config.publicUrl,
        // Known once getMe answered at start-up: a user's tap never waits for Telegram.
        botLink,
      }),
    ),
  );

  if (deps.run) {
    let worker: OutboxWorker | null = null;
    let registration: { stop(): void } | null = null;
    app.addHook('onListen', async () => {
      registration = bot.registerWithTelegram();
      const paidRate = config.telegramPaidBroadcastPerSecond;
      worker = startOutboxWorker({
        db,
        send: telegramSender(bot.api, {
          publicUrl: config.publicUrl,
          botLink: async () => standinLink ?? bot.botLink(),
          ...(deps.observeBotApi !== undefined && { observe: deps.observeBotApi }),
          paidBroadcast: paidRate !== null,
        }),
        staffChatId: config.staffChatId,
        log: app.log,
        ...(paidRate !== null && { messagesPerSecond: paidRate }),
        ...(deps.redis != null && {
          pace: fleetPace({
            redis: deps.redis.client,
            key: `${deps.redis.keyPrefix}telegram-pace`,
            perSecond: paidRate ?? FLEET_MESSAGES_PER_SECOND,
            onFailure: (error) =>
              app.log.warn({ err: error }, 'outbox: Redis failed; this node paces itself for 10 s'),
          }),
        }),
      });
    });
    // The worker finishes its sends while the HTTP server drains, not before it starts to.
    let stopping: Promise<void> | undefined;
    app.addHook('preClose', async () => {
      registration?.stop();
      stopping = worker?.stop();
    });
    app.addHook('onClose', async () => {
      await stopping;
    });
  }
  return { botLink, chatDrafts };
}
