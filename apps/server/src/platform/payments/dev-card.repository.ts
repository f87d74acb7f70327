import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { devSetupIntents } from './payments.table';

export async function insertDevSetupIntent(db: Db, values: typeof devSetupIntents.$inferInsert) {
  await db.insert(devSetupIntents).values(values);
}

/** With a client secret, only an intent that secret belongs to is found. */
export async function findDevSetupIntent(db: Db, id: string, clientSecret?: string) {
  const where =
    clientSecret === undefined
      ? eq(devSetupIntents.id, id)
      : and(eq(devSetupIntents.id, id), eq(devSetupIntents.clientSecret, clientSecret));
  const [row] = await db.select().from(devSetupIntents).where(where);
  return row ?? null;
}

export async function updateDevSetupIntent(
  db: Db,
  id: string,
  values: Pick<typeof devSetupIntents.$inferInsert, 'status' | 'cardLast4' | 'cardExpMonth' | 'cardExpYear'>,
) {
  await db.update(devSetupIntents).set(values).where(eq(devSetupIntents.id, id));
}
