import type { Database } from '../db/database.ts';
import { recordAudit, type AuditEntry } from './audit.repository.ts';

/**
 * A staff action and its audit entry commit together or not at all. `describe` names what
 * was done once the work has succeeded; null means nothing was done, so nothing is recorded.
 */
export function auditedTransaction<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
  describe: (result: T) => AuditEntry | null,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await work(tx);
    const entry = describe(result);
    if (entry !== null) await recordAudit(tx, entry);
    return result;
  });
}
