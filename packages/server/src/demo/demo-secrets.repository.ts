import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { demoSecrets } from '../db/schema.ts';

export interface StoredDemoSecrets {
  botToken: string;
  cardEncryptionKey: string;
}

const ONLY_ROW = 1;

/** The insert is exclusive, so nodes starting together all end up with the same secrets. */
export async function claimDemoSecrets(
  db: Database,
  candidate: StoredDemoSecrets,
): Promise<StoredDemoSecrets> {
  await db
    .insert(demoSecrets)
    .values({ id: ONLY_ROW, ...candidate })
    .onConflictDoNothing();
  const [stored] = await db
    .select({ botToken: demoSecrets.botToken, cardEncryptionKey: demoSecrets.cardEncryptionKey })
    .from(demoSecrets)
    .where(eq(demoSecrets.id, ONLY_ROW));
  if (stored === undefined) throw new Error('demo secrets were not stored');
  return stored;
}
