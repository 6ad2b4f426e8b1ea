import type { Database } from '../db/database.ts';
import { auditLog } from '../db/schema.ts';

export interface AuditEntry {
  actorId: number;
  action: string;
  targetType: 'ad' | 'ad_request' | 'order' | 'user' | 'review';
  targetId: string | number;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    details: entry.details ?? {},
  });
}
