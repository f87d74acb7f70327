import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invitations } from './invitations.table';

export type InvitationRow = typeof invitations.$inferSelect;

/** Inserts unless an invitation with this token hash exists (a re-run of the same mail job); answers the row either way. */
export async function insertOrFindInvitation(db: Db, values: typeof invitations.$inferInsert) {
  const [row] = await db.insert(invitations).values(values).onConflictDoNothing({ target: invitations.tokenHash }).returning();
  return row ? { row, inserted: true } : { row: (await findInvitationByHash(db, values.tokenHash))!, inserted: false };
}

/** The invitation with this token hash, used, expired or not. */
export async function findInvitationByHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash));
  return row ?? null;
}

/** Unused invitations of one context to one address stop working (a fresh one replaces them), but the one with `keepHash`. */
export async function expireInvitations(db: Db, contextType: string, contextId: number | null, email?: string, keepHash?: string) {
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
        keepHash ? ne(invitations.tokenHash, keepHash) : undefined,
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

/** An erased account's invitations: to their address, sent by them, or used by them. */
export async function deleteInvitationsOf(db: Db, userId: number, email: string) {
  await db.execute(
    sql`delete from invitations where lower(email) = ${email.toLowerCase()} or invited_by = ${userId} or used_by = ${userId}`,
  );
}
