// Vitest global setup: the compose.yaml topology as local processes. PostgreSQL (a fresh
// database on the local server), a Redis of our own, s3rver for S3, two nodes of the compiled
// build, and a sticky-session proxy in front. The contract tests talk to the proxy only.
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import type { TestProject } from 'vitest/node';
import { freePort } from '@flowers/server/testing';
import { startChild, waitFor, type Child } from './processes.ts';
import { startStickyProxy } from './sticky-proxy.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_BUNDLE = path.join(ROOT, 'packages/server/dist/main.js');
const POSTGRES_ADMIN_URL =
  process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BUCKET = 'flowers';
const METRICS_TOKEN = 'cluster-test-metrics-token';
const READY_PATH = '/api/health/ready';

export interface ClusterInfo {
  front: string;
  nodes: string[];
  metricsToken: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: ClusterInfo;
  }
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

export default async function setup(project: TestProject) {
  const cleanups: Array<() => Promise<unknown>> = [];
  const teardown = async () => {
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
    const databaseUrl = new URL(POSTGRES_ADMIN_URL);
    databaseUrl.pathname = `/${database}`;

    const redisPort = await freePort();
    const redis = startChild('redis', 'redis-server', [
      '--port',
      String(redisPort),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    cleanups.push(() => redis.stop());
    await waitFor(redis, 'PONG', () => redisAnswers(redisPort));

    const s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(scratch, 's3'),
      configureBuckets: [{ name: BUCKET }],
    });
    const { port: s3Port } = await s3.run();
    cleanups.push(() => s3.close());

    // The front port is known before the nodes start: it is their PUBLIC_URL.
    const nodePorts = [await freePort(), await freePort()];
    const proxy = await startStickyProxy(nodePorts.map((port) => ({ host: '127.0.0.1', port })));
    cleanups.push(() => proxy.close());

    // The variables README.md's "Several nodes" gives an operator, nothing else.
    const shared = {
      PUBLIC_URL: proxy.url,
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      TRUST_PROXY: 'true',
      METRICS_TOKEN,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    };
    // Both at once, as an orchestrator starts them: migrations and demo seeding race.
    const nodes: Child[] = nodePorts.map((port, index) => {
      const node = startChild(
        `node ${'AB'[index]}`,
        process.execPath,
        ['--enable-source-maps', SERVER_BUNDLE],
        {
          cwd: ROOT,
          env: { ...shared, PORT: String(port), DATA_DIR: path.join(scratch, `node-${index}`) },
        },
      );
      cleanups.push(async () => {
        const code = await node.stop();
        if (code !== 0) console.error(`${node.name} exited with ${code}:\n${node.output()}`);
      });
      return node;
    });
    const nodeUrls = nodePorts.map((port) => `http://127.0.0.1:${port}`);
    await Promise.all(
      nodes.map((node, index) =>
        waitFor(node, READY_PATH, () => answers(`${nodeUrls[index]}${READY_PATH}`)),
      ),
    );

    project.provide('cluster', { front: proxy.url, nodes: nodeUrls, metricsToken: METRICS_TOKEN });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
