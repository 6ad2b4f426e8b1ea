import sharp from 'sharp';
import { logSerializers } from './bot-standin/log-redaction.ts';
import { ConfigError, isDemoMode, loadConfig } from './config.ts';
import { openNode } from './node.ts';
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
  const { app, database, close } = await openNode(config, {
    webDistDir: WEB_DIST_DIR,
    logger: { level: config.logLevel, serializers: logSerializers },
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests`);
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    timer.unref();
    close()
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
