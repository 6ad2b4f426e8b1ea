import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from './app.ts';
import { ConfigError, isDemoMode, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { seedDemoCatalogue, seedDemoUsers } from './demo/demo-seed.ts';
import { resolveSecrets } from './demo/runtime-secrets.ts';
import { createMediaStorage } from './media/create-media-storage.ts';
import { WEB_DIST_DIR } from './package-paths.ts';

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig() {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Ошибка конфигурации: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  // libvips keeps up to 50 MB of decoded images for reuse we never get: each upload is new.
  sharp.cache(false);
  const config = readConfig();
  const demo = isDemoMode(config);
  const secrets = await resolveSecrets(config);
  const database = await openDatabase(
    config.databaseUrl !== null
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dir: path.join(config.dataDir, 'pgdata') },
  );
  await database.migrate();

  const { storage: media, diskDir: mediaDir } = await createMediaStorage(config);
  const app = await buildApp({
    config,
    db: database.db,
    secrets,
    media,
    mediaDir,
    webDistDir: WEB_DIST_DIR,
    logger: { level: config.logLevel },
    runJobs: true,
  });

  if (demo) {
    await seedDemoUsers(database.db);
    const seeded = await seedDemoCatalogue(database.db, media);
    if (seeded > 0) app.log.info(`demo catalogue: ${seeded} bouquets created`);
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests`);
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    timer.unref();
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const mode = demo
    ? 'DEMO MODE: no TELEGRAM_BOT_TOKEN — demo users, demo catalogue, T-Bank emulator'
    : 'PRODUCTION MODE: Telegram sign-in with the configured bot';
  const storage = database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(`${mode}; database: ${storage}`);
  console.log(`\n  Flower marketplace is running at ${config.publicUrl}\n  ${mode}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
