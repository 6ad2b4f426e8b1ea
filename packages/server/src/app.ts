import multipart from '@fastify/multipart';
import { DISPUTE_PHOTOS_MAX, PHOTO_MAX_BYTES, SEARCH_PAGE_SIZE_DEFAULT } from '@flowers/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adRequestsRoutes } from './ad-requests/ad-requests.routes.ts';
import { createAdRequestsService } from './ad-requests/ad-requests.service.ts';
import { addressRoutes } from './address/address.routes.ts';
import { createAddressService } from './address/address.service.ts';
import { createDadataClient } from './address/dadata-client.ts';
import { offlineAddressSource } from './address/offline-addresses.ts';
import { adsRoutes } from './ads/ads.routes.ts';
import { relistRoutes } from './ads/relist.routes.ts';
import { createRelistService } from './ads/relist.service.ts';
import { selectWriteVersion } from './ads/ads.repository.ts';
import {
  CATALOGUE_KEPT_MAX_ADS,
  catalogueBatches,
  readCatalogueUpTo,
} from './ads/catalogue-stream.ts';
import { createAdsService } from './ads/ads.service.ts';
import { createCatalogueSnapshot, invalidatingPublisher } from './ads/catalogue-snapshot.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { registerBot } from './bot/register-bot.ts';
import { registerAuth } from './auth/auth.hooks.ts';
import { clientErrorsRoutes } from './client-errors/client-errors.routes.ts';
import { createClientErrorsService } from './client-errors/client-errors.service.ts';
import { isDemoMode, type Config } from './config.ts';
import type { Database, PoolStats } from './db/database.ts';
import { demoRoutes } from './demo/demo.routes.ts';
import type { RuntimeSecrets } from './demo/runtime-secrets.ts';
import { favoritesRoutes } from './favorites/favorites.routes.ts';
import { floristMessagesRoutes } from './florist-messages/florist-messages.routes.ts';
import { createFloristMessagesService } from './florist-messages/florist-messages.service.ts';
import { createFavoritesService } from './favorites/favorites.service.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { echoRequestId, requestIdGenerator } from './http/request-id.ts';
import { createReadinessProbe } from './http/readiness.ts';
import { registerSecurity } from './http/security.ts';
import { publicConfigOf, systemRoutes } from './http/system.routes.ts';
import { registerStatic } from './http/web-static.ts';
import { expireDueAds } from './jobs/expire-ads.ts';
import { sweepRetention } from './jobs/retention.ts';
import { startJobs } from './jobs/scheduler.ts';
import {
  AD_VIEWS_ROLLUP_EVERY_MS,
  WEEKLY_SUMMARY_EVERY_MS,
  rollUpPastViews,
  sendWeeklySummaries,
} from './jobs/weekly-summary.ts';
import type { MediaStorage } from './media/media-storage.ts';
import { ingestPhoto } from './media/photo-ingest.ts';
import { registerUploadFiles } from './http/multipart-form.ts';
import { createPhotoPool } from './media/photo-pool.ts';
import { registerUploadGate } from './media/upload-gate.ts';
import { createMetrics } from './metrics/metrics.ts';
import { metricsRoutes } from './metrics/metrics.routes.ts';
import { addProductGauges } from './metrics/product-gauges.ts';
import { addServiceGauges } from './metrics/service-gauges.ts';
import { notificationSettingsRoutes } from './notifications/notification-settings.routes.ts';
import { createNotificationSettingsService } from './notifications/notification-settings.service.ts';
import { moderationRoutes } from './moderation/moderation.routes.ts';
import { createModerationService } from './moderation/moderation.service.ts';
import { orderTrackingRoutes } from './order-tracking/order-tracking.routes.ts';
import { createOrderTrackingService } from './order-tracking/order-tracking.service.ts';
import { createOrderPhotosService } from './orders/order-photos.service.ts';
import { ordersRoutes } from './orders/orders.routes.ts';
import { createOrdersService } from './orders/orders.service.ts';
import { paymentInfoRoutes } from './payment-info/payment-info.routes.ts';
import { createPaymentInfoService } from './payment-info/payment-info.service.ts';
import { createCheckoutService } from './money/checkout.service.ts';
import { createBankWebhookService } from './money/bank-webhook.service.ts';
import { paymentsRoutes } from './money/payments.routes.ts';
import { releaseOverdueReservations } from './money/reservation-sweep.ts';
import { createTbankClient } from './tbank/tbank-client.ts';
import { safeDealRoutes } from './money/safe-deal.routes.ts';
import { payoutsRoutes } from './money/payouts.routes.ts';
import { reconciliationRoutes } from './money/reconciliation.routes.ts';
import { createReconciliationService } from './money/reconciliation.service.ts';
import { createPayoutsService } from './money/payouts.service.ts';
import { createSafeDealService } from './money/safe-deal.service.ts';
import { createSettler } from './money/settle.ts';
import { createMoneyForOrders } from './money/money-for-orders.ts';
import { ratingsRoutes } from './ratings/ratings.routes.ts';
import { sellerTrustRoutes } from './seller-trust/seller-trust.routes.ts';
import { createSellerTrustService } from './seller-trust/seller-trust.service.ts';
import { createRatingsService } from './ratings/ratings.service.ts';
import { createRealtime } from './realtime/realtime.ts';
import { closeRedis, connectRedis } from './realtime/redis-clients.ts';
import { createRoleResolver } from './realtime/staff-role.ts';
import { searchRoutes } from './search/search.routes.ts';
import { createSearchService } from './search/search.service.ts';
import { reverseWithoutNotification } from './tbank-emulator/emulator-demo-controls.ts';
import { emulatorTerminal } from './tbank-emulator/emulator-terminal.ts';
import { emulatorE2cTerminal } from './tbank-emulator/e2c-terminal.ts';
import { tbankEmulatorE2cRoutes } from './tbank-emulator/e2c.routes.ts';
import { createE2cClient } from './tbank/e2c-client.ts';
import { configuredE2cTerminal } from './tbank/e2c-terminal.ts';
import { createBankPayouts } from './money/payouts/bank-payouts.service.ts';
import { bankPayoutsRoutes } from './money/payouts/bank-payouts.routes.ts';
import { createPayoutCardService } from './payment-info/payout-card.service.ts';
import { payoutCardRoutes } from './payment-info/payout-card.routes.ts';
import { tbankEmulatorRoutes } from './tbank-emulator/tbank-emulator.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { createUsersService } from './users/users.service.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  databasePool?: () => PoolStats;
  secrets: RuntimeSecrets;
  media: MediaStorage;
  mediaDir: string | null;
  webDistDir: string | null;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  runJobs?: boolean;
  catalogue?: { keptMaxAds?: number; batchAds?: number };
}

const JSON_BODY_LIMIT_BYTES = 64 * 1024;
const REQUEST_TIMEOUT_MS = 120_000;
const EXPIRY_SWEEP_EVERY_MS = 60_000;
const RESERVATION_SWEEP_EVERY_MS = 60_000;
const SAFE_DEAL_SWEEP_EVERY_MS = 60_000;
const RETENTION_SWEEP_EVERY_MS = 10 * 60_000;
const RECONCILIATION_EVERY_MS = 24 * 60 * 60_000;
// Settled by the node that took them; this sweep takes over those a stopped node left.
const ALBUM_SWEEP_EVERY_MS = 10_000;
const BANK_PAYOUTS_EVERY_MS = 10_000;
// One upload being decoded and one arriving per photo thread.
const UPLOADS_PER_PHOTO_THREAD = 2;

// Zod's own messages (wrong type, missing field) reach users, so they speak Russian.
z.config(z.locales.ru());

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, media } = deps;
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    trustProxy: config.trustProxy,
    // A request on a kept-alive connection while the node stops is served with Connection: close.
    return503OnClosing: false,
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  echoRequestId(app);
  const metrics = config.metricsToken === null ? null : createMetrics();
  if (metrics !== null && config.metricsToken !== null) {
    // First, so that the timing hook sees every route registered after it.
    metrics.instrument(app);
    addProductGauges(metrics, { db, now });
    await app.register(metricsRoutes(metrics, config.metricsToken));
  }
  const redis =
    config.redisUrl === null
      ? null
      : await connectRedis(config.redisUrl, (error) => {
          app.log.warn({ err: error }, 'Redis error');
        });
  const readiness = createReadinessProbe({ db, redis, media });
  if (metrics !== null) {
    addServiceGauges(metrics, {
      redis,
      readiness,
      ...(deps.databasePool !== undefined && { pool: deps.databasePool }),
    });
  }
  // Requests still draining may count their writes.
  app.addHook('onClose', async () => {
    if (redis !== null) await closeRedis(redis);
  });
  await registerSecurity(app, {
    writesPerMinute: config.writeRateLimitPerMinute,
    redis: redis === null ? null : { client: redis, keyPrefix: config.redisKeyPrefix },
  });
  // Before every route: the plugin hooks each route as it is added.
  await registerCompression(app);
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: PHOTO_MAX_BYTES, fields: 20, fieldSize: 16 * 1024, parts: 40 },
  });
  registerUploadFiles(app);

  if (isDemoMode(config)) await registerApiDocs(app);

  const superAdminId = config.superAdminId;
  const users = createUsersService({ db, superAdminId });
  registerAuth(app, {
    signIn: users.signIn,
    botToken: deps.secrets.botToken,
    initDataMaxAgeSeconds: config.initDataMaxAgeSeconds,
    superAdminId,
  });
  const photoPool = createPhotoPool();
  // After the requests that may still be using it have finished.
  app.addHook('onClose', () => photoPool.close());
  registerUploadGate(app, { maxUploads: photoPool.threads * UPLOADS_PER_PHOTO_THREAD });
  const photos = { storage: media, encode: photoPool.encode };

  const realtime = await createRealtime({
    server: app.server,
    botToken: deps.secrets.botToken,
    initDataMaxAgeSeconds: config.initDataMaxAgeSeconds,
    redisUrl: config.redisUrl,
    keyPrefix: config.redisKeyPrefix,
    resolveRole: createRoleResolver({ db, superAdminId }),
    logger: app.log,
  });
  const catalogue = createCatalogueSnapshot({
    load: () =>
      readCatalogueUpTo(
        catalogueBatches(db, media, deps.catalogue?.batchAds),
        deps.catalogue?.keptMaxAds ?? CATALOGUE_KEPT_MAX_ADS,
      ),
    firstAds: SEARCH_PAGE_SIZE_DEFAULT,
    version: () => selectWriteVersion(db),
  });
  const publisher = invalidatingPublisher(realtime.publisher, catalogue);
  const services = { db, media, publisher };

  const moderation = createModerationService(services);
  const adRequests = createAdRequestsService(services);
  const terminal = config.tbank ?? emulatorTerminal(config.publicUrl, deps.secrets.botToken);
  const tbank = createTbankClient(terminal, { payType: config.safeDeal.payType });
  const e2cSetup =
    config.e2c === null
      ? emulatorE2cTerminal(db, config.publicUrl)
      : { terminal: configuredE2cTerminal(config.e2c), publicKeyOf: null };
  const e2c = createE2cClient(e2cSetup.terminal);
  const bankPayouts = createBankPayouts({ db, e2c, log: app.log, now });
  const settler = createSettler({
    ...services,
    tbank,
    settings: config.safeDeal,
    receipt: config.receipt,
    log: app.log,
    now,
  });
  const safeDeal = createSafeDealService({
    db,
    media,
    settler,
    ingestPhoto: (photo) => ingestPhoto(photos, 'disputes', photo),
    now,
  });
  const search = createSearchService(services);
  const floristMessages = createFloristMessagesService({ db, now });
  const { botLink, chatDrafts } = await registerBot(app, {
    config,
    db,
    redis: redis === null ? null : { client: redis, keyPrefix: config.redisKeyPrefix },
    botToken: deps.secrets.botToken,
    superAdminId,
    moderation,
    adRequests,
    safeDeal,
    search,
    floristMessages,
    media,
    ingestDraftPhoto: (photo) => ingestPhoto(photos, 'drafts', photo),
    run: deps.runJobs ?? false,
    ...(metrics !== null && {
      observeBotApi: metrics.addCounter({
        name: 'flowers_bot_api_calls_total',
        help: 'Bot API calls of the outbox by method and outcome (sent, rate_limited, blocked, refused, transient)',
        labelNames: ['method', 'outcome'],
      }),
    }),
  });
  await app.register(systemRoutes({ config, botLink, readiness }));
  await app.register(authRoutes());
  await app.register(usersRoutes(users));
  await app.register(
    adsRoutes(
      createAdsService({
        ...services,
        catalogue,
        catalogueBatchAds: deps.catalogue?.batchAds,
        now,
        ingestPhoto: (photo) => ingestPhoto(photos, 'ads', photo),
      }),
    ),
  );
  await app.register(relistRoutes(createRelistService(services)));
  await app.register(sellerTrustRoutes(createSellerTrustService({ db })));
  await app.register(searchRoutes(search));
  await app.register(adRequestsRoutes(adRequests));
  await app.register(moderationRoutes(moderation, adRequests));
  if (config.tbank === null) {
    await app.register(tbankEmulatorRoutes({ ...terminal, db, publicUrl: config.publicUrl, now }));
  }
  if (e2cSetup.publicKeyOf !== null) {
    await app.register(
      tbankEmulatorE2cRoutes({
        terminalKey: e2cSetup.terminal.terminalKey,
        db,
        publicKeyOf: e2cSetup.publicKeyOf,
        publicUrl: config.publicUrl,
        returnUrl: `${config.publicUrl}/payment-info?card=bound`,
      }),
    );
  }
  await app.register(
    paymentsRoutes(
      createCheckoutService({
        ...services,
        tbank,
        publicUrl: config.publicUrl,
        receipt: config.receipt,
        log: app.log,
        now,
      }),
      createBankWebhookService({
        ...services,
        terminal,
        settler,
        holdMs: config.safeDeal.holdMs,
        log: app.log,
        now,
      }),
    ),
  );
  const moneyForOrders = createMoneyForOrders({
    ...services,
    tbank,
    receipt: config.receipt,
    settler,
    holdMs: config.safeDeal.holdMs,
    now,
  });
  await app.register(
    ordersRoutes(
      createOrdersService({ ...services, money: moneyForOrders, now }),
      createOrderPhotosService({
        db,
        media,
        publisher,
        ingestPhoto: (photo) => ingestPhoto(photos, 'orders', photo),
        safeDeals: moneyForOrders.safeDeals,
      }),
    ),
  );
  await app.register(
    orderTrackingRoutes(
      createOrderTrackingService({ db, media, supportUrl: config.supportUrl, now }),
    ),
  );
  await app.register(ratingsRoutes(createRatingsService({ db, media, now })));
  await app.register(safeDealRoutes(safeDeal, DISPUTE_PHOTOS_MAX));
  await app.register(
    payoutsRoutes(createPayoutsService({ db, cardKey: deps.secrets.cardEncryptionKey, now })),
  );
  await app.register(bankPayoutsRoutes(bankPayouts));
  await app.register(payoutCardRoutes(createPayoutCardService({ db, e2c, now })));
  const reconciliation = createReconciliationService({
    db,
    tbank,
    log: app.log,
    now,
    ...(config.tbank === null && {
      demoBank: { reverseWithoutNotification: (id) => reverseWithoutNotification(db, id) },
    }),
  });
  await app.register(reconciliationRoutes(reconciliation));
  await app.register(
    paymentInfoRoutes(createPaymentInfoService({ db, cardKey: deps.secrets.cardEncryptionKey })),
  );
  await app.register(favoritesRoutes(createFavoritesService({ db, media })));
  await app.register(floristMessagesRoutes(floristMessages));
  await app.register(notificationSettingsRoutes(createNotificationSettingsService({ db })));
  await app.register(clientErrorsRoutes(createClientErrorsService({ db })));
  const addressSource =
    config.dadataApiKey === null
      ? offlineAddressSource
      : createDadataClient({ apiKey: config.dadataApiKey, log: app.log });
  await app.register(addressRoutes({ service: createAddressService({ source: addressSource }) }));
  if (isDemoMode(config)) {
    await app.register(demoRoutes({ botToken: deps.secrets.botToken, now }));
  }
  await registerStatic(app, {
    mediaDir: deps.mediaDir,
    webDistDir: deps.webDistDir,
    firstScreen: {
      catalogue: () => catalogue.get(),
      publicConfig: () => publicConfigOf(config, botLink),
    },
  });

  const jobs = deps.runJobs
    ? startJobs(
        [
          {
            name: 'expire-ads',
            everyMs: EXPIRY_SWEEP_EVERY_MS,
            run: () => expireDueAds(db, publisher, now()),
          },
          {
            name: 'release-reservations',
            everyMs: RESERVATION_SWEEP_EVERY_MS,
            run: () =>
              releaseOverdueReservations(
                { ...services, tbank, holdMs: config.safeDeal.holdMs },
                now(),
              ),
          },
          {
            name: 'settle-safe-deals',
            everyMs: SAFE_DEAL_SWEEP_EVERY_MS,
            run: () => settler.sweep(),
          },
          {
            name: 'follow-bank-payouts',
            everyMs: BANK_PAYOUTS_EVERY_MS,
            run: () => bankPayouts.follow(),
          },
          {
            name: 'reconciliation',
            everyMs: RECONCILIATION_EVERY_MS,
            run: () => reconciliation.run(),
          },
          {
            name: 'retention',
            everyMs: RETENTION_SWEEP_EVERY_MS,
            run: () => sweepRetention(db, now()),
          },
          {
            name: 'roll-up-ad-views',
            everyMs: AD_VIEWS_ROLLUP_EVERY_MS,
            run: () => rollUpPastViews(db, now()),
          },
          {
            name: 'weekly-seller-summary',
            everyMs: WEEKLY_SUMMARY_EVERY_MS,
            run: () => sendWeeklySummaries(db, now()),
          },
          {
            name: 'album-drafts',
            everyMs: ALBUM_SWEEP_EVERY_MS,
            run: () => chatDrafts.settleDue(),
          },
          {
            name: 'expired-drafts',
            everyMs: RETENTION_SWEEP_EVERY_MS,
            run: () => chatDrafts.sweepExpired(),
          },
        ],
        app.log,
      )
    : null;
  // Live sockets before the HTTP server closes, or they would hold it open.
  let jobsStopping: Promise<void> | undefined;
  app.addHook('preClose', async () => {
    jobsStopping = jobs?.stop();
    await realtime.close();
  });
  app.addHook('onClose', async () => {
    await jobsStopping;
  });
  return app;
}
