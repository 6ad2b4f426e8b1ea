import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import { catalogueBatchAdsFor } from './ads/catalogue-stream.ts';
import { isDemoMode, type Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { jsonLogLine } from './http/json-log-line.ts';
import { seedDemoCatalogue, seedDemoUsers } from './demo/demo-seed.ts';
import { resolveSecrets } from './demo/runtime-secrets.ts';
import { createMediaStorage } from './media/create-media-storage.ts';

export interface Node {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Several nodes may run this at once; migrations and demo data are created by one. */
export async function openNode(
  config: Config,
  options: { webDistDir: string | null; logger: FastifyServerOptions['logger'] },
): Promise<Node> {
  // Until the app's logger exists, as the JSON line it would write.
  let logConnectionError = (error: Error): void => {
    process.stderr.write(
      jsonLogLine('warn', 'database connection lost', { err: { message: error.message } }),
    );
  };
  const database = await openDatabase(
    config.databaseUrl !== null
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dir: path.join(config.dataDir, 'pgdata') },
    { onConnectionError: (error) => logConnectionError(error) },
  );
  try {
    await database.migrate();
    const secrets = await resolveSecrets(config, database.db);
    const { storage: media, diskDir: mediaDir } = await createMediaStorage(config);
    const app = await buildApp({
      config,
      db: database.db,
      ...(database.poolStats !== undefined && { databasePool: database.poolStats }),
      secrets,
      media,
      mediaDir,
      webDistDir: options.webDistDir,
      logger: options.logger,
      runJobs: true,
      catalogue: { batchAds: catalogueBatchAdsFor(database.driver) },
    });
    logConnectionError = (error) => {
      app.log.warn({ err: error }, 'database connection lost');
    };
    if (isDemoMode(config)) {
      const seeded = await database.startUp(async (db) => {
        await seedDemoUsers(db);
        return seedDemoCatalogue(db, media);
      });
      if (seeded > 0) app.log.info(`demo catalogue: ${seeded} bouquets created`);
    }
    return {
      app,
      database,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
