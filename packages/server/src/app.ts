import multipart from '@fastify/multipart';
import { PHOTO_MAX_BYTES } from '@flowers/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobList } from './app-jobs.ts';
import { routePlugins } from './app-routes.ts';
import { createServices } from './app-services.ts';
import { registerAuth } from './auth/auth.hooks.ts';
import { registerBot } from './bot/register-bot.ts';
import { isDemoMode, type Config } from './config.ts';
import type { Database, PoolStats } from './db/database.ts';
import type { RuntimeSecrets } from './demo/runtime-secrets.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerUploadFiles } from './http/multipart-form.ts';
import { createReadinessProbe } from './http/readiness.ts';
import { echoRequestId, requestIdGenerator } from './http/request-id.ts';
import { registerSecurity } from './http/security.ts';
import { publicConfigOf } from './http/system.routes.ts';
import { registerStatic } from './http/web-static.ts';
import { startJobs } from './jobs/scheduler.ts';
import type { MediaStorage } from './media/media-storage.ts';
import { createPhotoPool } from './media/photo-pool.ts';
import { registerUploadGate } from './media/upload-gate.ts';
import { createMetrics } from './metrics/metrics.ts';
import { metricsRoutes } from './metrics/metrics.routes.ts';
import { addProductGauges } from './metrics/product-gauges.ts';
import { addServiceGauges } from './metrics/service-gauges.ts';
import { createRealtime } from './realtime/realtime.ts';
import { closeRedis, connectRedis } from './realtime/redis-clients.ts';
import { createRoleResolver } from './realtime/staff-role.ts';
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
  const services = createServices({
    config,
    db,
    media,
    secrets: deps.secrets,
    photos,
    live: realtime.publisher,
    log: app.log,
    now,
    ...(deps.catalogue !== undefined && { catalogue: deps.catalogue }),
  });
  const { botLink, chatDrafts } = await registerBot(app, {
    config,
    db,
    redis: redis === null ? null : { client: redis, keyPrefix: config.redisKeyPrefix },
    botToken: deps.secrets.botToken,
    superAdminId,
    moderation: services.moderation,
    adRequests: services.adRequests,
    safeDeal: services.safeDeal,
    search: services.search,
    floristMessages: services.floristMessages,
    media,
    ingestDraftPhoto: services.ingest('drafts'),
    run: deps.runJobs ?? false,
    ...(metrics !== null && {
      observeBotApi: metrics.addCounter({
        name: 'flowers_bot_api_calls_total',
        help: 'Bot API calls of the outbox by method and outcome (sent, rate_limited, blocked, refused, transient)',
        labelNames: ['method', 'outcome'],
      }),
    }),
  });
  for (const routes of routePlugins({
    config,
    secrets: deps.secrets,
    services,
    users,
    botLink,
    readiness,
    log: app.log,
    now,
    catalogueBatchAds: deps.catalogue?.batchAds,
  })) {
    await app.register(routes);
  }
  await registerStatic(app, {
    mediaDir: deps.mediaDir,
    webDistDir: deps.webDistDir,
    firstScreen: {
      catalogue: () => services.catalogue.get(),
      publicConfig: () => publicConfigOf(config, botLink),
    },
  });

  const jobs = deps.runJobs
    ? startJobs(jobList({ config, services, chatDrafts, now }), app.log)
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
