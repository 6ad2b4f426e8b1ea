import sharp from 'sharp';
import { logSerializers } from './bot-standin/log-redaction.ts';
import { isDemoMode, loadConfig } from './config.ts';
import { lowerBackgroundThreads } from './media/background-threads.ts';
import { logWarningsAsJson } from './http/json-log-line.ts';
import { stopAccepting } from './http/stop-accepting.ts';
import { openNode, type Node } from './node.ts';
import { WEB_DIST_DIR } from './package-paths.ts';

// Orchestrators wait ~10 s before SIGKILL (compose's stop_grace_period); we end well before.
const SHUTDOWN_GRACE_MS = 4_500;

export interface StartServerOptions {
  env?: Record<string, string | undefined>;
  webDistDir?: string;
}

export async function startServer(options: StartServerOptions = {}): Promise<Node> {
  // libvips keeps up to 50 MB of decoded images for reuse we never get.
  sharp.cache(false);
  const config = loadConfig(options.env);
  const demo = isDemoMode(config);
  const node = await openNode(config, {
    webDistDir: options.webDistDir ?? WEB_DIST_DIR,
    logger: { level: config.logLevel, serializers: logSerializers },
  });
  const { app, database } = node;
  logWarningsAsJson((warning) =>
    app.log.warn({ warning: { name: warning.name } }, warning.message),
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests`);
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long: exiting with requests or sends unfinished');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    stopAccepting(app.server);
    node
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // On a busy core requests go before photo threads.
  await lowerBackgroundThreads();
  const mode = demo
    ? 'DEMO MODE: no TELEGRAM_BOT_TOKEN — demo users, demo catalogue, T-Bank emulator'
    : 'PRODUCTION MODE: Telegram sign-in with the configured bot';
  const storage = database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(
    { publicUrl: config.publicUrl },
    `Flower marketplace is running at ${config.publicUrl}; ${mode}; database: ${storage}`,
  );
  return node;
}
