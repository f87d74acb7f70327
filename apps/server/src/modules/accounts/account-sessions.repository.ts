import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { accessTokens } from './accounts.table';

const live = (userId: number) =>
  and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, sql`now()`));

/** The user's live sessions, the most recently used first. */
export function listLiveSessions(db: Db, userId: number) {
  return db
    .select({
      id: accessTokens.id,
      device: accessTokens.device,
      place: accessTokens.place,
      createdAt: accessTokens.createdAt,
      lastUsedAt: accessTokens.lastUsedAt,
      expiresAt: accessTokens.expiresAt,
      impersonatorId: accessTokens.impersonatorId,
    })
    .from(accessTokens)
    .where(live(userId))
    .orderBy(desc(sql`coalesce(${accessTokens.lastUsedAt}, ${accessTokens.createdAt})`), desc(accessTokens.id));
}

/** Revokes one live session of this user; false when it is not one (another person's id included). */
export async function revokeLiveSession(db: Db, userId: number, tokenId: number) {
  const rows = await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(live(userId), eq(accessTokens.id, tokenId)))
    .returning({ id: accessTokens.id });
  return rows.length > 0;
}
