import { and, eq, gt, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { createBatcher, type Batcher } from '../../platform/db/batch';
import { preparedQuery, selectRow, type Db } from '../../platform/db/client';
import {
  accessTokens,
  auditLog,
  accountTokens,
  changeEmailRequests,
  profiles,
  roles,
  userMeta,
  userRoles,
  users,
  type AccountTokenPurpose,
} from './accounts.table';

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileValues = Partial<Omit<typeof profiles.$inferInsert, 'userId' | 'createdAt'>>;

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

const userById = preparedQuery((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('find_user_by_id'),
);

/** SQL subqueries on one person's account (when it was made) and profile (names), for a statement that reads them beside other things. */
export function accountFactsSql(userId: SQL | Placeholder) {
  return {
    createdAt: sql`(select created_at from users where id = ${userId})`,
    firstName: sql`(select first_name from profiles where user_id = ${userId})`,
    lastName: sql`(select last_name from profiles where user_id = ${userId})`,
  };
}

export async function findUserById(db: Db, id: number) {
  const [row] = await userById(db).execute({ id });
  return row ?? null;
}

export async function isUsernameTaken(db: Db, username: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  return !!row;
}

export async function insertUser(db: Db, values: { email: string; username: string; passwordHash: string; verifiedOn?: Date | null }) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<Pick<UserRow, 'email' | 'passwordHash' | 'verifiedOn' | 'wpPasswordMapped' | 'configurationComplete' | 'suspendedAt'>>,
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

const profileByUser = preparedQuery((db) =>
  db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .prepare('find_profile'),
);

export async function findProfile(db: Db, userId: number) {
  const [row] = await profileByUser(db).execute({ userId });
  return row ?? null;
}

/** The time zone the member picked on their profile (a reference timezones id), or null. */
export async function findProfileTimezoneId(db: Db, userId: number) {
  const [row] = await db.select({ id: profiles.timezoneId }).from(profiles).where(eq(profiles.userId, userId));
  return row?.id ?? null;
}

export async function upsertProfile(db: Db, userId: number, values: ProfileValues) {
  const [row] = await db
    .insert(profiles)
    .values({ ...values, userId })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function listRoleNames(db: Db, userId: number) {
  const rows = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(roles.name);
  return rows.map((r) => r.name);
}

export async function ensureRoles(db: Db, names: readonly string[]) {
  if (names.length === 0) return;
  await db
    .insert(roles)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
}

export async function assignRole(db: Db, userId: number, roleName: string) {
  await db.execute(sql`
    insert into user_roles (user_id, role_id)
    select ${userId}, id from roles where name = ${roleName}
    on conflict do nothing`);
}

export async function removeRole(db: Db, userId: number, roleName: string) {
  await db.execute(sql`
    delete from user_roles
    where user_id = ${userId} and role_id = (select id from roles where name = ${roleName})`);
}

// ---------- access tokens ----------

export async function insertAccessToken(
  db: Db,
  values: {
    userId: number;
    tokenHash: string;
    expiresAt: Date;
    impersonatorId?: number | null;
    device?: string | null;
    place?: string | null;
  },
) {
  const [row] = await db.insert(accessTokens).values(values).returning({ id: accessTokens.id });
  return row!;
}

/**
 * The token lookup every signed-in request makes: the live tokens among `hashes`, with the little
 * the auth check needs, in one prepared statement (see preparedQuery).
 */
const activeAccessTokens = preparedQuery((db) =>
  db
    .select({
      tokenHash: accessTokens.tokenHash,
      tokenId: accessTokens.id,
      userId: accessTokens.userId,
      impersonatorId: accessTokens.impersonatorId,
      expiresAt: accessTokens.expiresAt,
      lastUsedAt: accessTokens.lastUsedAt,
      verifiedOn: users.verifiedOn,
      isSuspended: sql<boolean>`${users.suspendedAt} is not null`,
      roles: sql<
        string[]
      >`coalesce((select array_agg(r.name order by r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${users.id}), '{}')`,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        sql`${accessTokens.tokenHash} = any(${sql.placeholder('hashes')}::text[])`,
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, sql`now()`),
      ),
    )
    .prepare('find_active_access_tokens'),
);

type ActiveAccessToken = Omit<Awaited<ReturnType<ReturnType<typeof activeAccessTokens>['execute']>>[number], 'tokenHash'>;

/**
 * Lookups made at the same moment (concurrent requests) share one statement: a lone one goes out
 * at once, the ones that arrive while two are running go together when one ends (platform/db/batch).
 * Each request still gets only its own token's row, read after it was asked for.
 */
export const TOKEN_LOOKUP_BATCHING = { maxBatch: 64, maxInFlight: 2 };

const tokenLookups = new WeakMap<Db, Batcher<string, ActiveAccessToken | null>>();

function tokenLookupBatcher(db: Db) {
  let batcher = tokenLookups.get(db);
  if (!batcher) {
    batcher = createBatcher(async (hashes: string[]) => {
      const rows = await activeAccessTokens(db).execute({ hashes: [...new Set(hashes)] });
      const byHash = new Map(rows.map(({ tokenHash, ...row }) => [tokenHash, row]));
      return hashes.map((h) => byHash.get(h) ?? null);
    }, TOKEN_LOOKUP_BATCHING);
    tokenLookups.set(db, batcher);
  }
  return batcher;
}

export function findActiveAccessToken(db: Db, tokenHash: string): Promise<ActiveAccessToken | null> {
  return tokenLookupBatcher(db).submit(tokenHash);
}

/** Lookups sent and the tokens they carried, per database (for `npm run bench`). */
export function tokenLookupStats(db: Db) {
  return tokenLookups.get(db)?.stats ?? { statements: 0, items: 0 };
}

export async function revokeAccessToken(db: Db, tokenId: number) {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
}

export async function revokeUserAccessTokens(db: Db, userId: number) {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
}

/** Every live token of the user but one (a password change keeps the session that made it). */
export async function revokeOtherAccessTokens(db: Db, userId: number, keepTokenId: number) {
  const rows = await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt), sql`${accessTokens.id} <> ${keepTokenId}`))
    .returning({ id: accessTokens.id });
  return rows.length;
}

/** The session's last use, written when the stored one is older than `olderThan` (one write per few minutes). */
export async function touchAccessToken(db: Db, tokenId: number, olderThan: Date) {
  await db
    .update(accessTokens)
    .set({ lastUsedAt: new Date() })
    .where(
      and(
        eq(accessTokens.id, tokenId),
        sql`(${accessTokens.lastUsedAt} is null or ${accessTokens.lastUsedAt} < ${olderThan.toISOString()}::timestamptz)`,
      ),
    );
}

// ---------- one-time account tokens ----------

export async function insertAccountToken(
  db: Db,
  values: { userId: number; purpose: AccountTokenPurpose; tokenHash: string; email: string; expiresAt: Date; createdBy?: number | null },
) {
  const [row] = await db.insert(accountTokens).values(values).returning();
  return row!;
}

/**
 * An undo of an e-mail change: that link and every undo link mailed after it stop working (a
 * later change's link, to an address an intruder chose, cannot then move the account back to it);
 * links mailed before it, to older addresses, keep working.
 */
export async function expireUndoTokensFrom(db: Db, userId: number, from: Date) {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'undo-email-change'),
        isNull(accountTokens.usedAt),
        sql`${accountTokens.createdAt} >= ${from.toISOString()}::timestamptz`,
      ),
    );
}

/** Older unused tokens of the same purpose stop working when a new one is sent. */
export async function expireAccountTokens(db: Db, userId: number, purpose: AccountTokenPurpose) {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

/** An unused, unexpired token of that purpose and hash (and, when given, address). */
function usableToken(purpose: AccountTokenPurpose, tokenHash: string, email?: string) {
  return and(
    eq(accountTokens.purpose, purpose),
    eq(accountTokens.tokenHash, tokenHash),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
    email ? sql`lower(${accountTokens.email}) = ${email.toLowerCase()}` : undefined,
  );
}

/** The unused, unexpired token of that hash (and address), without using it up. */
export async function findUsableAccountToken(db: Db, purpose: AccountTokenPurpose, tokenHash: string, email: string) {
  const [row] = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(usableToken(purpose, tokenHash, email));
  return row ?? null;
}

/**
 * Uses a one-time token: the update succeeds for exactly one caller, so two concurrent uses of
 * the same link cannot both pass.
 */
export async function consumeAccountToken(db: Db, purpose: AccountTokenPurpose, tokenHash: string, email?: string) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(usableToken(purpose, tokenHash, email))
    .returning();
  return row ?? null;
}

// ---------- e-mail change requests ----------

export async function findChangeEmailRequest(db: Db, userId: number) {
  const [row] = await db.select().from(changeEmailRequests).where(eq(changeEmailRequests.userId, userId));
  return row ?? null;
}

export async function upsertChangeEmailRequest(db: Db, values: { userId: number; email: string; tokenHash: string; expiresAt: Date }) {
  const [row] = await db
    .insert(changeEmailRequests)
    .values(values)
    .onConflictDoUpdate({
      target: changeEmailRequests.userId,
      set: { email: values.email, tokenHash: values.tokenHash, expiresAt: values.expiresAt, createdAt: new Date() },
    })
    .returning();
  return row!;
}

/**
 * Gives a still-pending request for exactly this address a new token, in one statement; false when
 * it was deleted or changed meanwhile (a mail job must never bring a cancelled request back).
 */
export async function renewChangeEmailToken(db: Db, values: { userId: number; email: string; tokenHash: string; expiresAt: Date }) {
  const rows = await db
    .update(changeEmailRequests)
    .set({ tokenHash: values.tokenHash, expiresAt: values.expiresAt })
    .where(and(eq(changeEmailRequests.userId, values.userId), sql`lower(${changeEmailRequests.email}) = ${values.email.toLowerCase()}`))
    .returning({ id: changeEmailRequests.id });
  return rows.length > 0;
}

export async function deleteChangeEmailRequest(db: Db, userId: number) {
  const rows = await db.delete(changeEmailRequests).where(eq(changeEmailRequests.userId, userId)).returning({ id: changeEmailRequests.id });
  return rows.length > 0;
}

export async function consumeChangeEmailRequest(db: Db, tokenHash: string, email: string) {
  const [row] = await db
    .delete(changeEmailRequests)
    .where(
      and(
        eq(changeEmailRequests.tokenHash, tokenHash),
        sql`lower(${changeEmailRequests.email}) = ${email.toLowerCase()}`,
        gt(changeEmailRequests.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

// ---------- user meta ----------

export async function findUserMeta(db: Db, userId: number, key: string) {
  const [row] = await db
    .select({ value: userMeta.value })
    .from(userMeta)
    .where(and(eq(userMeta.userId, userId), eq(userMeta.key, key)));
  return row ? row.value : null;
}

export async function upsertUserMeta(db: Db, userId: number, key: string, value: unknown) {
  await db
    .insert(userMeta)
    .values({ userId, key, value })
    .onConflictDoUpdate({ target: [userMeta.userId, userMeta.key], set: { value, updatedAt: new Date() } });
}

/**
 * Whether two different people both have the setting `key` set to true (as messaging asks of its read
 * receipts); one statement, false for a person paired with themselves.
 */
export async function bothHaveMetaOn(db: Db, a: number, b: number, key: string): Promise<boolean> {
  if (a === b) return false;
  const row = await selectRow<{ n: number }>(
    db,
    sql`select count(*)::int as n from user_meta where user_id in (${a}, ${b}) and key = ${key} and value = 'true'::jsonb`,
  );
  return Number(row?.n ?? 0) === 2;
}

// ---------- audit ----------

export async function insertAuditEntry(
  db: Db,
  entry: {
    actorId: number | null;
    action: string;
    targetUserId: number | null;
    targetKind?: string;
    targetId?: string | number;
    meta?: Record<string, unknown>;
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
    reason?: string;
  },
) {
  const { targetId, ...rest } = entry;
  await db.insert(auditLog).values({ ...rest, targetId: targetId === undefined ? null : String(targetId), meta: entry.meta ?? {} });
}

export async function listAuditEntries(db: Db, targetUserId: number) {
  return db.select().from(auditLog).where(eq(auditLog.targetUserId, targetUserId)).orderBy(auditLog.id);
}

/**
 * Deletes the account's row: what hangs on it by ON DELETE CASCADE goes with it, what is set null
 * stays without the link (the erasure area calls it last in the erasure's transaction).
 */
export async function deleteUser(db: Db, userId: number) {
  await db.delete(users).where(eq(users.id, userId));
}

/** Locks the account's row for the caller's transaction (an erasure: two at once run one after the other); false when it is gone. */
export async function lockAccount(tx: Db, userId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}
