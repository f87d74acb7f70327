import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { devCoachInvoices, devCoachSubscriptions } from './payments.table';

export type DevCoachSubscriptionRow = typeof devCoachSubscriptions.$inferSelect;
export type DevCoachInvoiceRow = typeof devCoachInvoices.$inferSelect;

/** The coach's live subscription (not canceled), if any. */
export async function findLiveDevSubscriptionOfCoach(db: Db, coachId: number) {
  const [row] = await db
    .select()
    .from(devCoachSubscriptions)
    .where(and(eq(devCoachSubscriptions.coachId, coachId), notInArray(devCoachSubscriptions.status, ['canceled', 'incomplete_expired'])));
  return row ?? null;
}

/** One subscription, locked for the caller's transaction when `lock`. */
export async function findDevSubscription(db: Db, id: string, opts: { lock?: boolean } = {}) {
  const query = db.select().from(devCoachSubscriptions).where(eq(devCoachSubscriptions.id, id));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Inserts a subscription unless the coach already has a live one (answers whether it was inserted). */
export async function insertDevSubscription(db: Db, values: typeof devCoachSubscriptions.$inferInsert) {
  const rows = await db.insert(devCoachSubscriptions).values(values).onConflictDoNothing().returning({ id: devCoachSubscriptions.id });
  return rows.length > 0;
}

export async function updateDevSubscription(db: Db, id: string, values: Partial<typeof devCoachSubscriptions.$inferInsert>) {
  await db.update(devCoachSubscriptions).set(values).where(eq(devCoachSubscriptions.id, id));
}

export async function listDevInvoices(db: Db, subscriptionId: string) {
  return db
    .select()
    .from(devCoachInvoices)
    .where(eq(devCoachInvoices.subscriptionId, subscriptionId))
    .orderBy(asc(devCoachInvoices.createdAt));
}

/** Writes the invoices as the clock left them (new ones inserted, known ones updated). */
export async function saveDevInvoices(db: Db, rows: (typeof devCoachInvoices.$inferInsert)[]) {
  for (const row of rows) {
    await db
      .insert(devCoachInvoices)
      .values(row)
      .onConflictDoUpdate({
        target: devCoachInvoices.id,
        set: { status: row.status, attemptCount: row.attemptCount, nextPaymentAttempt: row.nextPaymentAttempt ?? null },
      });
  }
}

/** The dev provider's customer goes: its subscriptions (their invoices cascade) and setup intents. */
export async function deleteDevCustomer(db: Db, customerId: string) {
  await db.delete(devCoachSubscriptions).where(eq(devCoachSubscriptions.customerId, customerId));
  await db.execute(sql`delete from dev_setup_intents where metadata->>'customer' = ${customerId}`);
}
