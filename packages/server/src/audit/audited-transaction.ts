import type { Database } from '../db/database.ts';
import { recordAudit, type AuditEntry } from './audit.repository.ts';

/** A staff action and its audit entry commit together; `describe` null records nothing. */
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
