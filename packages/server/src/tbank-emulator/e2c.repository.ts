import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  tbankEmulatorE2cCards,
  tbankEmulatorE2cCustomers,
  tbankEmulatorE2cFaults,
  tbankEmulatorE2cPayouts,
} from '../db/schema.ts';

export type EmulatedCard = typeof tbankEmulatorE2cCards.$inferSelect;
export type EmulatedPayout = typeof tbankEmulatorE2cPayouts.$inferSelect;
export type E2cFaultMode = 'down' | 'lost_answer';

export async function insertCustomer(db: Database, terminalKey: string, customerKey: string) {
  await db
    .insert(tbankEmulatorE2cCustomers)
    .values({ terminalKey, customerKey })
    .onConflictDoNothing();
}

export async function customerExists(db: Database, terminalKey: string, customerKey: string) {
  const rows = await db
    .select({ key: tbankEmulatorE2cCustomers.customerKey })
    .from(tbankEmulatorE2cCustomers)
    .where(
      and(
        eq(tbankEmulatorE2cCustomers.terminalKey, terminalKey),
        eq(tbankEmulatorE2cCustomers.customerKey, customerKey),
      ),
    );
  return rows.length > 0;
}

export async function insertCardRequest(
  db: Database,
  card: { terminalKey: string; customerKey: string; requestKey: string },
) {
  await db.insert(tbankEmulatorE2cCards).values({ ...card, status: 'NEW' });
}

export async function findCardRequest(db: Database, requestKey: string) {
  const [row] = await db
    .select()
    .from(tbankEmulatorE2cCards)
    .where(eq(tbankEmulatorE2cCards.requestKey, requestKey));
  return row ?? null;
}

/** A second submit of the page finds it bound and changes nothing. */
export async function bindCard(db: Database, requestKey: string, pan: string) {
  const [row] = await db
    .update(tbankEmulatorE2cCards)
    .set({ pan, status: 'A' })
    .where(
      and(
        eq(tbankEmulatorE2cCards.requestKey, requestKey),
        eq(tbankEmulatorE2cCards.status, 'NEW'),
      ),
    )
    .returning();
  return row ?? null;
}

export async function activeCards(db: Database, terminalKey: string, customerKey: string) {
  return db
    .select()
    .from(tbankEmulatorE2cCards)
    .where(
      and(
        eq(tbankEmulatorE2cCards.terminalKey, terminalKey),
        eq(tbankEmulatorE2cCards.customerKey, customerKey),
        eq(tbankEmulatorE2cCards.status, 'A'),
      ),
    )
    .orderBy(desc(tbankEmulatorE2cCards.id));
}

export async function findActiveCard(db: Database, terminalKey: string, cardId: number) {
  const [row] = await db
    .select()
    .from(tbankEmulatorE2cCards)
    .where(
      and(
        eq(tbankEmulatorE2cCards.terminalKey, terminalKey),
        eq(tbankEmulatorE2cCards.id, cardId),
        eq(tbankEmulatorE2cCards.status, 'A'),
      ),
    );
  return row ?? null;
}

export async function insertPayout(
  db: Database,
  payout: { terminalKey: string; orderId: string; cardId: string; amount: number },
): Promise<EmulatedPayout> {
  await db
    .insert(tbankEmulatorE2cPayouts)
    .values({ ...payout, status: 'NEW' })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(tbankEmulatorE2cPayouts)
    .where(
      and(
        eq(tbankEmulatorE2cPayouts.terminalKey, payout.terminalKey),
        eq(tbankEmulatorE2cPayouts.orderId, payout.orderId),
      ),
    );
  if (row === undefined) throw new Error('emulated payout insert returned nothing');
  return row;
}

export async function findPayout(db: Database, terminalKey: string, id: number) {
  const [row] = await db
    .select()
    .from(tbankEmulatorE2cPayouts)
    .where(
      and(eq(tbankEmulatorE2cPayouts.terminalKey, terminalKey), eq(tbankEmulatorE2cPayouts.id, id)),
    );
  return row ?? null;
}

export async function movePayout(db: Database, id: number, from: string, to: string) {
  const [row] = await db
    .update(tbankEmulatorE2cPayouts)
    .set({ status: to })
    .where(and(eq(tbankEmulatorE2cPayouts.id, id), eq(tbankEmulatorE2cPayouts.status, from)))
    .returning();
  return row ?? null;
}

export async function setE2cFault(
  db: Database,
  terminalKey: string,
  mode: E2cFaultMode,
  calls: number,
) {
  await db
    .insert(tbankEmulatorE2cFaults)
    .values({ terminalKey, mode, callsLeft: calls })
    .onConflictDoUpdate({
      target: tbankEmulatorE2cFaults.terminalKey,
      set: { mode, callsLeft: calls },
    });
}

export async function takeE2cFault(
  db: Database,
  terminalKey: string,
): Promise<E2cFaultMode | null> {
  const [row] = await db
    .update(tbankEmulatorE2cFaults)
    .set({ callsLeft: sql`${tbankEmulatorE2cFaults.callsLeft} - 1` })
    .where(
      and(
        eq(tbankEmulatorE2cFaults.terminalKey, terminalKey),
        gt(tbankEmulatorE2cFaults.callsLeft, 0),
      ),
    )
    .returning({ mode: tbankEmulatorE2cFaults.mode });
  return row === undefined ? null : (row.mode as E2cFaultMode);
}
