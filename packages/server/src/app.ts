import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authRoutes } from './auth/auth.routes.ts';
import { registerAuth } from './auth/auth.hooks.ts';
import { isDemoMode, type Config } from './config.ts';
import type { Database } from './db/database.ts';
import { demoRoutes } from './demo/demo.routes.ts';
import type { RuntimeSecrets } from './demo/runtime-secrets.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerSecurity } from './http/security.ts';
import { systemRoutes } from './http/system.routes.ts';
import { registerStatic } from './http/web-static.ts';
import type { MediaStorage } from './media/media-storage.ts';
import { usersRoutes } from './users/users.routes.ts';
import { createUsersService } from './users/users.service.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  secrets: RuntimeSecrets;
  media: MediaStorage;
  /** Directory served at /media when photos live on disk; null with S3. */
  mediaDir: string | null;
  webDistDir: string | null;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
}

const JSON_BODY_LIMIT_BYTES = 64 * 1024;
const REQUEST_TIMEOUT_MS = 120_000;

// Zod's own messages (wrong type, missing field) reach users, so they speak Russian.
z.config(z.locales.ru());

/** The whole HTTP app, built from its dependencies: main.ts and the tests both use it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    trustProxy: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurity(app, { writesPerMinute: deps.config.writeRateLimitPerMinute });

  const superAdminId = deps.config.superAdminId;
  registerAuth(app, {
    db: deps.db,
    botToken: deps.secrets.botToken,
    superAdminId,
    initDataMaxAgeSeconds: deps.config.initDataMaxAgeSeconds,
  });

  await app.register(systemRoutes(deps.config));
  await app.register(authRoutes({ db: deps.db, superAdminId }));
  await app.register(usersRoutes(createUsersService({ db: deps.db, superAdminId })));
  if (isDemoMode(deps.config)) {
    await app.register(demoRoutes({ botToken: deps.secrets.botToken, now: deps.now }));
  }
  await registerStatic(app, { mediaDir: deps.mediaDir, webDistDir: deps.webDistDir });
  return app;
}
