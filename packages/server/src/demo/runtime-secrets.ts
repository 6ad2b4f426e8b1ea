import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { claimDemoSecrets, type StoredDemoSecrets } from './demo-secrets.repository.ts';

export interface RuntimeSecrets {
  botToken: string;
  cardEncryptionKey: Buffer;
}

const demoSecretsSchema = z.object({
  botToken: z.string().min(10),
  cardEncryptionKey: z.string().regex(/^[0-9a-f]{64}$/),
});

// Adopting it keeps demo sign-ins and cards encrypted with that key readable.
const LEGACY_SECRETS_FILE = 'demo-secrets.json';

async function readLegacySecrets(dataDir: string): Promise<StoredDemoSecrets | null> {
  return readFile(path.join(dataDir, LEGACY_SECRETS_FILE), 'utf8').then(
    (text) => demoSecretsSchema.parse(JSON.parse(text)),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    },
  );
}

/** Demo secrets live in the shared database, so init data signed on one node is valid on all. */
export async function resolveSecrets(config: Config, db: Database): Promise<RuntimeSecrets> {
  if (config.telegramBotToken !== null && config.cardEncryptionKey !== null) {
    return { botToken: config.telegramBotToken, cardEncryptionKey: config.cardEncryptionKey };
  }
  const candidate = (await readLegacySecrets(config.dataDir)) ?? {
    botToken: `0:demo-${randomBytes(24).toString('hex')}`,
    cardEncryptionKey: randomBytes(32).toString('hex'),
  };
  const shared = await claimDemoSecrets(db, candidate);
  return {
    botToken: config.telegramBotToken ?? shared.botToken,
    cardEncryptionKey: config.cardEncryptionKey ?? Buffer.from(shared.cardEncryptionKey, 'hex'),
  };
}
