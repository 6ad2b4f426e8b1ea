import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from '../config.ts';

export interface RuntimeSecrets {
  botToken: string;
  cardEncryptionKey: Buffer;
}

const demoSecretsSchema = z.object({
  botToken: z.string().min(10),
  cardEncryptionKey: z.string().regex(/^[0-9a-f]{64}$/),
});

const DEMO_SECRETS_FILE = 'demo-secrets.json';

/**
 * Real secrets come from the environment; demo mode generates its own once into DATA_DIR,
 * so demo sign-ins and encrypted card numbers survive a restart.
 */
export async function resolveSecrets(config: Config): Promise<RuntimeSecrets> {
  if (config.telegramBotToken !== null && config.cardEncryptionKey !== null) {
    return { botToken: config.telegramBotToken, cardEncryptionKey: config.cardEncryptionKey };
  }
  const file = path.join(config.dataDir, DEMO_SECRETS_FILE);
  const stored = await readFile(file, 'utf8').then(
    (text) => demoSecretsSchema.parse(JSON.parse(text)),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    },
  );
  const secrets = stored ?? {
    botToken: `0:demo-${randomBytes(24).toString('hex')}`,
    cardEncryptionKey: randomBytes(32).toString('hex'),
  };
  if (stored === null) {
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return {
    botToken: config.telegramBotToken ?? secrets.botToken,
    cardEncryptionKey: config.cardEncryptionKey ?? Buffer.from(secrets.cardEncryptionKey, 'hex'),
  };
}
