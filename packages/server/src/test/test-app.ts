import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.ts';
import { signInitData } from '../auth/init-data.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/database.ts';
import { createDiskStorage } from '../media/disk-storage.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_BOT_TOKEN = '123456:TEST-token-of-the-test-bot-AAAAAAAAAAAA';
export const TEST_SUPER_ADMIN_ID = 900_000_001;
export const TEST_CARD_KEY_HEX = 'a'.repeat(64);

/** buildTestApp still keeps photos on disk whatever the config says. */
export const SHARED_PHOTOS_ENV = {
  S3_BUCKET: 'test-photos',
  S3_ACCESS_KEY: 'test',
  S3_SECRET_KEY: 'test',
};

export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
    SUPER_ADMIN_ID: String(TEST_SUPER_ADMIN_ID),
    CARD_ENCRYPTION_KEY: TEST_CARD_KEY_HEX,
    SUPPORT_URL: 'https://t.me/flowers_support',
    OPERATOR_NAME: 'ИП Тестовый Оператор',
    OPERATOR_INN: '770000000000',
    OPERATOR_OGRN: '300000000000000',
    OPERATOR_ADDRESS: 'г. Москва, ул. Тестовая, 1',
    OPERATOR_EMAIL: 'operator@example.com',
    OPERATOR_PHONE: '+74950000000',
    WRITE_RATE_LIMIT_PER_MINUTE: '10000',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  dataDir: string;
  initDataFor(userId: number, profile?: { username?: string; authDate?: Date }): string;
  close(): Promise<void>;
}

export async function buildTestApp(
  overrides: Record<string, string | undefined> = {},
  /** One database for several apps plays several nodes; the caller closes it. */
  shared: { database?: DatabaseHandle } = {},
  tuning: Pick<AppDeps, 'catalogue' | 'now'> = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'flowers-test-'));
  const config = testConfig({ DATA_DIR: dataDir, ...overrides });
  const database = shared.database ?? (await openTestDatabase());
  const mediaDir = path.join(dataDir, 'media');
  const botToken = config.telegramBotToken ?? TEST_BOT_TOKEN;
  const app = await buildApp({
    config,
    db: database.db,
    secrets: { botToken, cardEncryptionKey: Buffer.from(TEST_CARD_KEY_HEX, 'hex') },
    media: createDiskStorage(mediaDir),
    mediaDir,
    webDistDir: null,
    ...tuning,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    dataDir,
    initDataFor: (userId, profile = {}) =>
      signInitData(
        {
          user: { id: userId, username: profile.username ?? `user${userId}`, first_name: 'Тест' },
          authDate: profile.authDate ?? new Date(),
        },
        botToken,
      ),
    async close() {
      await app.close();
      if (shared.database === undefined) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
