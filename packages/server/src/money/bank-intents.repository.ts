import { and, eq, like, lt, or } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { bankIntents } from '../db/schema.ts';

export type BankIntentRow = typeof bankIntents.$inferSelect;
export type BankIntentOutcome = 'unknown' | 'answered';

/** The first claim of an intent: true for the one caller whose row this is. */
export async function claimNewIntent(
  db: Database,
  intentKey: string,
  paymentId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(bankIntents)
    .values({ intentKey, paymentId, sentAt: at })
    .onConflictDoNothing()
    .returning({ intentKey: bankIntents.intentKey });
  return rows.length === 1;
}

export async function findIntentKeys(db: Database, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ intentKey: bankIntents.intentKey })
    .from(bankIntents)
    .where(like(bankIntents.intentKey, `${prefix}%`));
  return rows.map((row) => row.intentKey);
}

export async function findIntent(db: Database, intentKey: string): Promise<BankIntentRow | null> {
  const [row] = await db.select().from(bankIntents).where(eq(bankIntents.intentKey, intentKey));
  return row ?? null;
}

// Claimed from the attempt the caller saw, once no call of it can still be out.
export async function claimNextAttempt(
  db: Database,
  seen: BankIntentRow,
  at: Date,
  staleBefore: Date,
): Promise<boolean> {
  const rows = await db
    .update(bankIntents)
    .set({ attempt: seen.attempt + 1, outcome: 'sending', sentAt: at, answeredAt: null })
    .where(
      and(
        eq(bankIntents.intentKey, seen.intentKey),
        eq(bankIntents.attempt, seen.attempt),
        or(eq(bankIntents.outcome, 'unknown'), lt(bankIntents.sentAt, staleBefore)),
      ),
    )
    .returning({ intentKey: bankIntents.intentKey });
  return rows.length === 1;
}

export async function recordIntentOutcome(
  db: Database,
  intentKey: string,
  attempt: number,
  outcome: BankIntentOutcome,
  at: Date,
): Promise<void> {
  await db
    .update(bankIntents)
    .set({ outcome, answeredAt: at })
    .where(and(eq(bankIntents.intentKey, intentKey), eq(bankIntents.attempt, attempt)));
}
