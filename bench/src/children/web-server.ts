// The product exactly as packages/server/src/main.ts assembles it, except that it serves the
// bench's own production build of the web app: packages/web/dist is rebuilt (and emptied) by
// other tools at any moment, and may be a development build.
import path from 'node:path';
import { buildApp } from '../../../packages/server/src/app.ts';
import { loadConfig } from '../../../packages/server/src/config.ts';
import { openDatabase } from '../../../packages/server/src/db/database.ts';
import { seedDemoUsers } from '../../../packages/server/src/demo/demo-seed.ts';
import { resolveSecrets } from '../../../packages/server/src/demo/runtime-secrets.ts';
import { createMediaStorage } from '../../../packages/server/src/media/create-media-storage.ts';

const webDistDir = process.env.BENCH_WEB_DIST_DIR;
if (webDistDir === undefined) throw new Error('BENCH_WEB_DIST_DIR is not set');
const config = loadConfig(process.env);
const database = await openDatabase({ kind: 'pglite', dir: path.join(config.dataDir, 'pgdata') });
await database.migrate();
const secrets = await resolveSecrets(config, database.db);
const { storage: media, diskDir: mediaDir } = await createMediaStorage(config);
const app = await buildApp({
  config,
  db: database.db,
  secrets,
  media,
  mediaDir,
  webDistDir,
  logger: { level: config.logLevel },
  runJobs: true,
});
await seedDemoUsers(database.db);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
await app.listen({ port: config.port, host: config.host });
