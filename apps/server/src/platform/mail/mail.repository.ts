import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from './mail.table';

export async function insertOutboxMail(db: Db, values: typeof mailOutbox.$inferInsert) {
  const [row] = await db.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
  return row!.id;
}

/** Records how sending went: `sentAt` on success, the error text on failure. */
export async function updateOutboxMail(db: Db, id: number, outcome: { sentAt: Date } | { error: string }) {
  await db.update(mailOutbox).set(outcome).where(eq(mailOutbox.id, id));
}

/** An erased account's mails: every outbox row to their address (its text and links named them). */
export async function eraseMailTo(db: Db, address: string) {
  await db.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${address})`);
}
