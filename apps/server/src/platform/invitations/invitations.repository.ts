import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invitations } from './invitations.table';

export type InvitationRow = typeof invitations.$inferSelect;

export async function insertInvitation(db: Db, values: typeof invitations.$inferInsert) {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

/** Unused invitations of one context to one address stop working (a fresh one replaces them). */
export async function expireInvitations(db: Db, contextType: string, contextId: number | null, email?: string) {
  await db
    .update(invitations)
    .set({ expiresAt: sql`least(${invitations.expiresAt}, now())` })
    .where(
      and(
        eq(invitations.contextType, contextType),
        contextId === null ? isNull(invitations.contextId) : eq(invitations.contextId, contextId),
        email ? sql`lower(${invitations.email}) = ${email.toLowerCase()}` : undefined,
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, sql`now()`),
      ),
    );
}

/** The unused, unexpired invitation with this token hash. */
export async function findLiveInvitation(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.tokenHash, tokenHash), isNull(invitations.usedAt), gt(invitations.expiresAt, sql`now()`)));
  return row ?? null;
}

/** Marks the invitation used, once: of two concurrent uses only one gets the row. */
export async function consumeInvitation(db: Db, tokenHash: string, usedBy: number) {
  const [row] = await db
    .update(invitations)
    .set({ usedAt: sql`now()`, usedBy })
    .where(and(eq(invitations.tokenHash, tokenHash), isNull(invitations.usedAt), gt(invitations.expiresAt, sql`now()`)))
    .returning();
  return row ?? null;
}
