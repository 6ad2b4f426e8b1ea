import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { tbankE2cDemoKey } from '../db/schema.ts';

export interface DemoE2cKey {
  serialNumber: string;
  privateKeyPem: string;
}

const ONLY_ROW = 1;

// The first node generates it; every other node and the built-in bank read the same one.
export async function claimDemoE2cKey(db: Database): Promise<DemoE2cKey> {
  const [existing] = await db
    .select()
    .from(tbankE2cDemoKey)
    .where(eq(tbankE2cDemoKey.id, ONLY_ROW));
  if (existing !== undefined) return existing;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  await db
    .insert(tbankE2cDemoKey)
    .values({
      id: ONLY_ROW,
      serialNumber: BigInt(`0x${randomBytes(12).toString('hex')}`).toString(10),
      privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    })
    .onConflictDoNothing();
  const [stored] = await db.select().from(tbankE2cDemoKey).where(eq(tbankE2cDemoKey.id, ONLY_ROW));
  if (stored === undefined) throw new Error('demo E2C key was not stored');
  return stored;
}
