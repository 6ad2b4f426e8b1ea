import type { ClientErrorLog } from '@flowers/domain';
import type { Database } from '../db/database.ts';
import { clientErrors } from '../db/schema.ts';

export async function insertClientError(
  db: Database,
  userId: number,
  record: ClientErrorLog,
): Promise<void> {
  await db.insert(clientErrors).values({ userId, payload: record });
}
