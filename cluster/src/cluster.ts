// The compose.yaml topology as local processes.
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import { freePort, startCuttableProxy, type CuttableProxy } from '@flowers/server/testing';
import { startBotApi, type BotApi } from './bot-api.ts';
import { startPgTap, type PgCounts } from './pg-tap.ts';
import { startChild, waitFor, type Child, type Exit } from './processes.ts';
import { startStickyProxy, type Intercept } from './sticky-proxy.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Another build may be played against, e.g. to show that a new chaos test fails on main.
const SERVER_BUNDLE =
  process.env.CLUSTER_SERVER_BUNDLE ?? path.join(ROOT, 'packages/server/dist/main.js');
const POSTGRES_ADMIN_URL =
  process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BUCKET = 'flowers';
export const METRICS_TOKEN = 'cluster-test-metrics-token';
const READY_PATH = '/api/health/ready';
export const STAFF_GROUP = -1_002_000_000_001;

export interface ClusterNode {
  name: string;
  url: string;
  /** The running process's id (a restart changes it). */
  pid(): number | undefined;
  signal(signal: NodeJS.Signals): Promise<Exit & { ms: number }>;
  restart(): Promise<void>;
  /** Ended by itself, not by a signal the test sent. */
  exited(): boolean;
  output(): string;
}

export interface Cluster {
  front: string;
  nodes: ClusterNode[];
  /** Reached directly: a cut does not touch it. */
  sql: pg.Client;
  database: Pick<CuttableProxy, 'cut' | 'reset' | 'blackHole' | 'restore'>;
  redis: {
    stop(): Promise<void>;
    start(): Promise<void>;
    /** SIGSTOP: the connections stay open and nothing answers. */
    freeze(): void;
    thaw(): void;
  };
  /** The nodes' way to S3; browsers' photo reads do not pass it. */
  storage: Pick<CuttableProxy, 'cut' | 'restore'>;
  bot: BotApi;
  redisPort: number;
  /** With `countDatabase`: what the nodes asked of PostgreSQL so far. */
  databaseCounts(): PgCounts | null;
  close(): Promise<void>;
}

export interface ClusterOptions {
  /** Two by default, as compose.yaml runs them. */
  nodes?: number;
  /** More variables for every node. */
  env?: Record<string, string>;
  /** Put a counting relay between the nodes' cuttable proxy and PostgreSQL (pg-tap.ts). */
  countDatabase?: boolean;
  /** Requests the proxy answers itself instead of a node (sticky-proxy.ts). */
  intercept?: Intercept;
}

function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

const answers = (url: string) => fetch(url).then((response) => response.ok);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const nodeCount = options.nodes ?? 2;
  const cleanups: Array<() => Promise<unknown>> = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(console.error);
  };
  try {
    const scratch = await mkdtemp(path.join(tmpdir(), 'flowers-cluster-'));
    cleanups.push(() => rm(scratch, { recursive: true, force: true }));

    const database = `flowers_cluster_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${database}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    });
    const directUrl = new URL(POSTGRES_ADMIN_URL);
    directUrl.pathname = `/${database}`;
    const postgres = { host: directUrl.hostname, port: Number(directUrl.port || 5432) };
    const tap = options.countDatabase === true ? await startPgTap(postgres) : null;
    if (tap !== null) cleanups.push(() => tap.close());
    const databaseProxy = await startCuttableProxy(
      tap === null ? postgres : { host: '127.0.0.1', port: tap.port },
    );
    cleanups.push(() => databaseProxy.close());
    const nodesDatabaseUrl = new URL(directUrl);
    nodesDatabaseUrl.host = `127.0.0.1:${databaseProxy.port}`;

    const redisPort = await freePort();
    let redis: Child | null = null;
    const startRedis = async () => {
      const child = startChild('redis', 'redis-server', [
        '--port',
        String(redisPort),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
      ]);
      redis = child;
      await waitFor(child, 'PONG', () => redisAnswers(redisPort));
    };
    const stopRedis = async () => {
      await redis?.stop();
      redis = null;
    };
    await startRedis();
    cleanups.push(stopRedis);

    const s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(scratch, 's3'),
      configureBuckets: [{ name: BUCKET }],
    });
    const { port: s3Port } = await s3.run();
    cleanups.push(() => s3.close());
    const storageProxy = await startCuttableProxy({ host: '127.0.0.1', port: s3Port });
    cleanups.push(() => storageProxy.close());

    const bot = await startBotApi();
    cleanups.push(() => bot.close());

    // The front port is known before the nodes start: it is their PUBLIC_URL.
    const nodePorts: number[] = [];
    for (let index = 0; index < nodeCount; index += 1) nodePorts.push(await freePort());
    const proxy = await startStickyProxy(
      nodePorts.map((port) => ({ host: '127.0.0.1', port })),
      options.intercept,
    );
    cleanups.push(() => proxy.close());

    // docs/operations.md "Several nodes".
    const shared = {
      PUBLIC_URL: proxy.url,
      DATABASE_URL: nodesDatabaseUrl.toString(),
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      S3_ENDPOINT: `http://127.0.0.1:${storageProxy.port}`,
      S3_PUBLIC_URL: `http://127.0.0.1:${s3Port}/${BUCKET}`,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      TRUST_PROXY: 'true',
      METRICS_TOKEN,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STAFF_CHAT_ID: String(STAFF_GROUP),
      ...options.env,
    };
    const nodes = nodePorts.map(
      (port, index): ClusterNode & { child: Child; signalled: boolean } => {
        const letter = 'ABCDEFGH'[index] ?? String(index);
        const name = `node ${letter}`;
        const url = `http://127.0.0.1:${port}`;
        const spawnNode = () =>
          startChild(name, process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
            cwd: ROOT,
            env: {
              ...shared,
              PORT: String(port),
              DATA_DIR: path.join(scratch, `node-${index}`),
              TELEGRAM_API_URL: bot.rootFor(letter),
            },
          });
        const node = {
          name,
          url,
          child: spawnNode(),
          pid: () => node.child.pid,
          output: () => node.child.output(),
          exited: () => node.child.exited() && !node.signalled,
          signalled: false,
          async signal(signal: NodeJS.Signals) {
            const started = Date.now();
            node.signalled = true;
            const exit = await node.child.signal(signal);
            return { ...exit, ms: Date.now() - started };
          },
          async restart() {
            node.child = spawnNode();
            node.signalled = false;
            await waitFor(node.child, READY_PATH, () => answers(`${url}${READY_PATH}`));
            while (!proxy.healthy(index)) await pause(100);
          },
        };
        cleanups.push(async () => {
          const code = await node.child.stop();
          if (code !== 0) console.error(`${name} exited with ${code}:\n${node.child.output()}`);
        });
        return node;
      },
    );
    // Both at once, as an orchestrator starts them: migrations and demo seeding race.
    await Promise.all(
      nodes.map((node) =>
        waitFor(node.child, READY_PATH, () => answers(`${node.url}${READY_PATH}`)),
      ),
    );
    while (!nodes.every((_, index) => proxy.healthy(index))) await pause(100);

    const sql = new pg.Client({ connectionString: directUrl.toString() });
    await sql.connect();
    cleanups.push(() => sql.end());

    return {
      front: proxy.url,
      nodes,
      sql,
      database: {
        cut: () => databaseProxy.cut(),
        reset: () => databaseProxy.reset(),
        blackHole: () => databaseProxy.blackHole(),
        restore: () => databaseProxy.restore(),
      },
      redis: {
        stop: stopRedis,
        start: startRedis,
        freeze: () => redis?.send('SIGSTOP'),
        thaw: () => redis?.send('SIGCONT'),
      },
      storage: { cut: () => storageProxy.cut(), restore: () => storageProxy.restore() },
      bot,
      redisPort,
      databaseCounts: () => tap?.counts() ?? null,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
