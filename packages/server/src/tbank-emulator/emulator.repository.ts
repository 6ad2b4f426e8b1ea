import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { tbankEmulatorPayments } from '../db/schema.ts';

export type EmulatedPayment = typeof tbankEmulatorPayments.$inferSelect;

export interface NewPayment {
  terminalKey: string;
  orderId: string;
  payType: 'O' | 'T';
  amount: number;
  description: string;
  notificationUrl: string | null;
  successUrl: string | null;
  failUrl: string | null;
  dueAt: Date;
}

export const OPEN_STATUSES: readonly string[] = ['NEW', 'FORM_SHOWED'];
/** tbank-acquiring.md "Confirm". */
export const HOLD_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Row ids, so all nodes share one sequence. */
const byId = (paymentId: string) =>
  /^\d{1,15}$/.test(paymentId) ? eq(tbankEmulatorPayments.id, Number(paymentId)) : sql`false`;

/** T-Bank's code 20. */
export async function insertPayment(
  db: Database,
  input: NewPayment,
): Promise<EmulatedPayment | null> {
  const [row] = await db
    .insert(tbankEmulatorPayments)
    .values({ ...input, status: 'NEW' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findPaymentByOrderId(
  db: Database,
  terminalKey: string,
  orderId: string,
): Promise<EmulatedPayment | null> {
  const [row] = await db
    .select()
    .from(tbankEmulatorPayments)
    .where(
      and(
        eq(tbankEmulatorPayments.terminalKey, terminalKey),
        eq(tbankEmulatorPayments.orderId, orderId),
      ),
    );
  return row ?? null;
}

/** Deadlines apply when someone looks, as one conditional update, so any node may notice them. */
export async function findPayment(
  db: Database,
  paymentId: string,
  now: Date,
): Promise<EmulatedPayment | null> {
  const holdStart = new Date(now.getTime() - HOLD_LIFETIME_MS);
  await db
    .update(tbankEmulatorPayments)
    .set({ status: 'DEADLINE_EXPIRED' })
    .where(
      and(
        byId(paymentId),
        or(
          and(
            inArray(tbankEmulatorPayments.status, [...OPEN_STATUSES]),
            lte(tbankEmulatorPayments.dueAt, now),
          ),
          and(
            eq(tbankEmulatorPayments.status, 'AUTHORIZED'),
            eq(tbankEmulatorPayments.payType, 'T'),
            lte(tbankEmulatorPayments.authorizedAt, holdStart),
          ),
        ),
      ),
    );
  const [row] = await db.select().from(tbankEmulatorPayments).where(byId(paymentId));
  return row ?? null;
}

export async function movePayment(
  db: Database,
  paymentId: string,
  from: readonly string[],
  set: Partial<Pick<EmulatedPayment, 'status' | 'amount' | 'pan' | 'authorizedAt'>>,
): Promise<EmulatedPayment | null> {
  const [row] = await db
    .update(tbankEmulatorPayments)
    .set(set)
    .where(and(byId(paymentId), inArray(tbankEmulatorPayments.status, [...from])))
    .returning();
  return row ?? null;
}
