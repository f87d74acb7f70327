import { eq, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../platform/db/client';
import { appLocks } from './accounts.table';

export async function findAppLock(db: Db, userId: number) {
  const [row] = await db.select().from(appLocks).where(eq(appLocks.userId, userId));
  return row ?? null;
}

export async function upsertAppLock(db: Db, userId: number, pinHash: string) {
  await db
    .insert(appLocks)
    .values({ userId, pinHash })
    .onConflictDoUpdate({ target: appLocks.userId, set: { pinHash, updatedAt: new Date() } });
}

export async function deleteAppLock(db: Db, userId: number) {
  const rows = await db.delete(appLocks).where(eq(appLocks.userId, userId)).returning({ userId: appLocks.userId });
  return rows.length > 0;
}

/**
 * One more wrong PIN on this session, in one statement: the failure that reaches `max` also
 * revokes the token (the sessions_ended trigger then disconnects its sockets). Answers the count.
 */
export async function countPinFailure(db: Db, tokenId: number, max: number) {
  const rows = await selectRows<{ pin_failures: number }>(
    db,
    sql`update access_tokens
          set pin_failures = pin_failures + 1,
              revoked_at = case when pin_failures + 1 >= ${max} then coalesce(revoked_at, now()) else revoked_at end
        where id = ${tokenId}
        returning pin_failures`,
  );
  return rows[0]?.pin_failures ?? max;
}

export async function clearPinFailures(db: Db, tokenId: number) {
  await db.execute(sql`update access_tokens set pin_failures = 0 where id = ${tokenId} and pin_failures > 0`);
}
