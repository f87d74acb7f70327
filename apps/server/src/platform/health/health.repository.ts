import { sql } from 'drizzle-orm';
import { selectRow, type Db } from '../db/client';

/** The cheapest round trip (readiness). */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Migrations Drizzle's migrator has recorded as applied (both drivers keep them in drizzle.__drizzle_migrations). */
export async function appliedMigrations(db: Db): Promise<number> {
  const row = await selectRow<{ applied: number | string }>(db, sql`select count(*) as applied from drizzle.__drizzle_migrations`);
  return Number(row?.applied ?? 0);
}
