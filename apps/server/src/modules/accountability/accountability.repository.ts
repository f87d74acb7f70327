import type { ActionType, InvitationReference, RequestStatus, RequestType, Sharing } from '@holdfast/shared/accountability';
import { and, eq, sql } from 'drizzle-orm';
import { preparedRows, selectRows, type Db } from '../../platform/db/client';
import { accountSql, personNames } from '../accounts';
import { blockedEitherWaySql } from '../messaging';
import { accountabilityPartners, accountabilityPreferences, accountabilitySharing } from './accountability.table';
import type { PersonNameColumns } from '../../platform/db/person-columns';

export type RelationshipRow = typeof accountabilityPartners.$inferSelect;

/** A person as this area shows them (users + profiles). */
export interface PersonRow extends PersonNameColumns {
  id: number;
  username: string;
}

/** A relationship seen by one party: the row, the other person, and both directions' sharing rows. */
export interface RelationshipView {
  id: number;
  requester_id: number;
  recipient_id: number | null;
  recipient_email: string | null;
  /** Asked through an anonymous post: the recipient is hidden from the requester until they accept. */
  recipient_hidden: boolean;
  action_type: ActionType;
  request_type: RequestType;
  status: RequestStatus;
  message: string | null;
  source: 'direct' | 'group' | 'coach';
  invitation_reference: InvitationReference;
  created_at: Date | string;
  updated_at: Date | string;
  accepted_at: Date | string | null;
  other_id: number | null;
  other_username: string | null;
  other_display_name: string | null;
  other_first_name: string | null;
  other_last_name: string | null;
  other_profile_icon: string | null;
  /** What the other person shares with the viewer (their row), null when never changed. */
  their_sharing: Sharing | null;
  /** What the viewer shares with the other person, null when never changed. */
  my_sharing: Sharing | null;
}

const sharingJson = (alias: string) =>
  sql.raw(
    `case when ${alias}.owner_id is null then null else json_build_object('check_ins', ${alias}.check_ins, 'crash_reports', ${alias}.crash_reports, 'faster', ${alias}.faster, 'streaks', ${alias}.streaks) end`,
  );

/** The relationships of `viewerId` (as either party) matching `where`, with the other person and sharing. */
function viewsOf(db: Db, viewerId: number, where: ReturnType<typeof sql>) {
  return selectRows<RelationshipView>(
    db,
    sql`select r.id, r.requester_id, r.recipient_id, r.recipient_email, r.recipient_hidden, r.action_type, r.request_type, r.status, r.message, r.source,
               r.invitation_reference, r.created_at, r.updated_at, r.accepted_at,
               ${personNames.id('o')} as other_id, ${personNames.columns('o', { as: 'other_' })},
               ${sharingJson('ts')} as their_sharing, ${sharingJson('ms')} as my_sharing
        from accountability_partners r
        ${personNames.join('o', sql`case when r.requester_id = ${viewerId} then r.recipient_id else r.requester_id end`, { profileOnAccount: true })}
        left join accountability_sharing ts on ts.relationship_id = r.id and ts.owner_id = ${personNames.id('o')}
        left join accountability_sharing ms on ms.relationship_id = r.id and ms.owner_id = ${viewerId}
        where (r.requester_id = ${viewerId} or r.recipient_id = ${viewerId}) and ${where}
        order by r.created_at desc, r.id desc`,
  );
}

export function listAccepted(db: Db, viewerId: number) {
  return viewsOf(db, viewerId, sql`r.status = 'accepted'`);
}

export function listPending(db: Db, viewerId: number) {
  // A request between two people one of whom blocked the other waits unseen (spec 3 section 6).
  return viewsOf(db, viewerId, sql`r.status = 'pending' and not ${blockedEitherWaySql(sql`r.requester_id`, sql`r.recipient_id`)}`);
}

/** One relationship the viewer is part of (any status), else null: another's is simply not found. */
export async function findView(db: Db, viewerId: number, id: number) {
  const [row] = await viewsOf(db, viewerId, sql`r.id = ${id}`);
  return row ?? null;
}

/** Pending and accepted rows between two people (either direction). */
export async function findActiveBetween(db: Db, a: number, b: number) {
  return db
    .select()
    .from(accountabilityPartners)
    .where(
      sql`least(${accountabilityPartners.requesterId}, ${accountabilityPartners.recipientId}) = least(${a}::int, ${b}::int)
          and greatest(${accountabilityPartners.requesterId}, ${accountabilityPartners.recipientId}) = greatest(${a}::int, ${b}::int)
          and ${accountabilityPartners.status} in ('pending', 'accepted')`,
    );
}

/** Whether `recipientId` once rejected a request from `requesterId` (which bars asking again). */
export async function hasRejected(db: Db, requesterId: number, recipientId: number) {
  const rows = await db
    .select({ id: accountabilityPartners.id })
    .from(accountabilityPartners)
    .where(
      and(
        eq(accountabilityPartners.requesterId, requesterId),
        eq(accountabilityPartners.recipientId, recipientId),
        eq(accountabilityPartners.status, 'rejected'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** A pending e-mail request of this requester to this address with no account behind it yet. */
export async function findPendingByEmail(db: Db, requesterId: number, email: string) {
  const [row] = await db.select().from(accountabilityPartners)
    .where(sql`${accountabilityPartners.requesterId} = ${requesterId} and lower(${accountabilityPartners.recipientEmail}) = ${email.toLowerCase()}
               and ${accountabilityPartners.status} = 'pending' and ${accountabilityPartners.recipientId} is null`);
  return row ?? null;
}

export async function insertRelationship(db: Db, values: typeof accountabilityPartners.$inferInsert) {
  const [row] = await db.insert(accountabilityPartners).values(values).returning();
  return row!;
}

export async function findRelationship(db: Db, id: number) {
  const [row] = await db.select().from(accountabilityPartners).where(eq(accountabilityPartners.id, id));
  return row ?? null;
}

/**
 * The recipient's answer, once: only a pending row addressed to `recipientId` changes, so of two
 * concurrent answers exactly one gets the row back.
 */
export async function answerPending(db: Db, id: number, recipientId: number, status: 'accepted' | 'rejected') {
  const [row] = await db
    .update(accountabilityPartners)
    .set({ status, answeredAt: sql`now()`, updatedAt: sql`now()`, acceptedAt: status === 'accepted' ? sql`now()` : null })
    .where(
      and(
        eq(accountabilityPartners.id, id),
        eq(accountabilityPartners.recipientId, recipientId),
        eq(accountabilityPartners.status, 'pending'),
      ),
    )
    .returning();
  return row ?? null;
}

/** Locks the pair's accepted relationship (if any) for the rest of the transaction. */
export async function lockAcceptedBetween(db: Db, a: number, b: number) {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select id from accountability_partners
        where least(requester_id, recipient_id) = least(${a}::int, ${b}::int) and greatest(requester_id, recipient_id) = greatest(${a}::int, ${b}::int)
          and status = 'accepted' for update`,
  );
  return row ? Number(row.id) : null;
}

export async function makeMutual(db: Db, id: number) {
  await db
    .update(accountabilityPartners)
    .set({ requestType: 'mutual', updatedAt: sql`now()` })
    .where(eq(accountabilityPartners.id, id));
}

export async function deleteRelationship(db: Db, id: number) {
  await db.delete(accountabilityPartners).where(eq(accountabilityPartners.id, id));
}

/** Deletes the relationship if the viewer is part of it and it is not a rejection; returns the deleted row. */
export async function deleteFor(db: Db, id: number, viewerId: number) {
  const [row] = await db
    .delete(accountabilityPartners)
    .where(
      and(
        eq(accountabilityPartners.id, id),
        sql`(${accountabilityPartners.requesterId} = ${viewerId} or ${accountabilityPartners.recipientId} = ${viewerId})`,
        sql`${accountabilityPartners.status} in ('pending', 'accepted')`,
      ),
    )
    .returning();
  return row ?? null;
}

/** An e-mail invitation's new account becomes the recipient (only while the request is pending and unclaimed). */
export async function attachRecipient(db: Db, id: number, email: string, userId: number) {
  const [row] = await db
    .update(accountabilityPartners)
    .set({ recipientId: userId, updatedAt: sql`now()` })
    .where(
      sql`${accountabilityPartners.id} = ${id} and ${accountabilityPartners.status} = 'pending' and ${accountabilityPartners.recipientId} is null
          and lower(${accountabilityPartners.recipientEmail}) = ${email.toLowerCase()} and ${accountabilityPartners.requesterId} <> ${userId}`,
    )
    .returning();
  return row ?? null;
}

// ---------- sharing ----------

export async function upsertSharing(db: Db, relationshipId: number, ownerId: number, values: Sharing) {
  const set = {
    checkIns: values.check_ins,
    crashReports: values.crash_reports,
    faster: values.faster,
    streaks: values.streaks,
    updatedAt: sql`now()`,
  };
  await db
    .insert(accountabilitySharing)
    .values({ relationshipId, ownerId, ...set })
    .onConflictDoUpdate({ target: [accountabilitySharing.relationshipId, accountabilitySharing.ownerId], set });
}

// ---------- consent ----------

/** What `viewerId` may see, relationship by relationship: accepted links where the viewer sees the other's data. */
export interface GrantRow {
  relationship_id: number;
  owner_id: number;
  sharing: Sharing | null;
}

const grants = preparedRows<GrantRow>(
  'accountability_grants',
  sql`select r.id as relationship_id, g.owner_id,
             case when s.owner_id is null then null else json_build_object('check_ins', s.check_ins, 'crash_reports', s.crash_reports, 'faster', s.faster, 'streaks', s.streaks) end as sharing
      from accountability_partners r
      cross join lateral (select case when r.requester_id = ${sql.placeholder('viewer')}::int then r.recipient_id else r.requester_id end as owner_id) g
      left join accountability_sharing s on s.relationship_id = r.id and s.owner_id = g.owner_id
      where r.status = 'accepted'
        and (r.recipient_id = ${sql.placeholder('viewer')}::int or (r.requester_id = ${sql.placeholder('viewer')}::int and r.request_type = 'mutual'))
        and (${sql.placeholder('owner')}::int is null or g.owner_id = ${sql.placeholder('owner')}::int)`,
);

/** Read on every call that returns someone's data (prepared). */
export function grantsOf(db: Db, viewerId: number, ownerId?: number) {
  return grants(db, { viewer: viewerId, owner: ownerId ?? null });
}

const seeing = preparedRows<{ user_id: number }>(
  'accountability_viewers',
  sql`select distinct case when requester_id = ${sql.placeholder('owner')}::int then recipient_id else requester_id end as user_id
      from accountability_partners
      where status = 'accepted'
        and (requester_id = ${sql.placeholder('owner')}::int or (recipient_id = ${sql.placeholder('owner')}::int and request_type = 'mutual'))`,
);

/** grantsOf read the other way: everyone who sees `ownerId`'s data through an accepted relationship. */
export async function partnersSeeing(db: Db, ownerId: number) {
  return (await seeing(db, { owner: ownerId })).map((r) => Number(r.user_id));
}

// ---------- people ----------

/** Distinct people `userId` is linked with by an accepted relationship. */
export async function countUniquePartners(db: Db, userId: number) {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(distinct case when requester_id = ${userId} then recipient_id else requester_id end)::int as n
        from accountability_partners where status = 'accepted' and (requester_id = ${userId} or recipient_id = ${userId})`,
  );
  return Number(row?.n ?? 0);
}

// ---------- preferences ----------

export async function findDigestEnabled(db: Db, userId: number) {
  const [row] = await db
    .select({ on: accountabilityPreferences.digestEnabled })
    .from(accountabilityPreferences)
    .where(eq(accountabilityPreferences.userId, userId));
  return row?.on ?? true;
}

export async function setDigestEnabled(db: Db, userId: number, enabled: boolean) {
  await db
    .insert(accountabilityPreferences)
    .values({ userId, digestEnabled: enabled })
    .onConflictDoUpdate({ target: accountabilityPreferences.userId, set: { digestEnabled: enabled, updatedAt: sql`now()` } });
}

/** Claims the digest of the week starting `weekStart` for a holder, once: false when it was already sent. */
export async function claimDigestWeek(db: Db, userId: number, weekStart: string) {
  const rows = await selectRows<{ user_id: number }>(
    db,
    sql`insert into accountability_preferences (user_id, last_digest_week) values (${userId}, ${weekStart}::date)
        on conflict (user_id) do update set last_digest_week = excluded.last_digest_week, updated_at = now()
          where accountability_preferences.last_digest_week is null or accountability_preferences.last_digest_week < excluded.last_digest_week
        returning user_id`,
  );
  return rows.length > 0;
}

/** Everyone who holds someone accountable (may see someone's data) and has not turned the digest off. */
export async function listDigestHolders(db: Db) {
  const rows = await selectRows<{ user_id: number }>(
    db,
    sql`select distinct h.user_id from (
          select recipient_id as user_id from accountability_partners where status = 'accepted'
          union select requester_id from accountability_partners where status = 'accepted' and request_type = 'mutual'
        ) h
        ${accountSql.joinAccount('h', sql`h.user_id`, { verified: true, notSuspended: true })}
        left join accountability_preferences pr on pr.user_id = h.user_id
        where coalesce(pr.digest_enabled, true)
        order by h.user_id`,
  );
  return rows.map((r) => Number(r.user_id));
}

// ---------- links (other areas ask these through index.ts and ctx.consent.relation) ----------

export interface PartnershipRow {
  id: number;
  requester_id: number;
  recipient_id: number | null;
  status: string;
}

/** A relationship by id (`lock`: held `for share` until the caller's transaction ends, as a message send does). */
export async function findPartnershipRow(db: Db, id: number, lock: boolean) {
  const [row] = await selectRows<PartnershipRow>(
    db,
    lock
      ? sql`select id, requester_id, recipient_id, status from accountability_partners where id = ${id} for share`
      : sql`select id, requester_id, recipient_id, status from accountability_partners where id = ${id}`,
  );
  return row ?? null;
}

/** The accepted partnership between two people, if any. */
export async function findAcceptedPartnership(db: Db, a: number, b: number) {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select id from accountability_partners where status = 'accepted'
        and least(requester_id, recipient_id) = ${Math.min(a, b)} and greatest(requester_id, recipient_id) = ${Math.max(a, b)}`,
  );
  return row ? Number(row.id) : null;
}
