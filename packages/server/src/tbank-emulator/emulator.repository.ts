import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { tbankEmulatorPayments } from '../db/schema.ts';

/** One payment as the emulated bank keeps it (statuses of tbank-acquiring.md "Status model"). */
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
/** tbank-acquiring.md "Confirm": a two-stage hold must be confirmed within 7 days. */
export const HOLD_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Every paymentId the emulator hands out is its row id, so all nodes share one sequence. */
const byId = (paymentId: string) =>
  /^\d{1,15}$/.test(paymentId) ? eq(tbankEmulatorPayments.id, Number(paymentId)) : sql`false`;

/** A new payment, or null when this terminal has seen the OrderId before (T-Bank's code 20). */
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

/** This terminal's payment for an OrderId, whatever its status. */
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

/**
 * The payment as it stands now. Deadlines are applied when someone looks, as one conditional
 * update, so any node may be the one that notices: an unpaid form past RedirectDueDate expires,
 * and so does a hold nobody confirmed in time (the bank gives the buyer's money back).
 */
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

/** One arrow of the bank's status model; null when the payment was not in a `from` status. */
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
