import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../platform/db/client';

/**
 * What the admin console (modules/admin, part "people") reads and changes of accounts: the search,
 * a person's account state, the profile flags, the new-members count. Exported one by one from index.ts.
 */

export interface AdminPersonRow {
  id: number;
  email: string;
  username: string;
  display_name: string | null;
  roles: string[];
  verified_on: Date | string | null;
  suspended_at: Date | string | null;
  configuration_complete: boolean;
  created_at: Date | string;
}

const personColumns = sql`u.id, u.email, u.username, p.display_name, u.verified_on, u.suspended_at, u.configuration_complete, u.created_at,
  coalesce((select array_agg(r.name order by r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '{}') as roles`;

/** `like` with the admin's text taken literally (a % or _ they type is a character, not a wildcard). */
const likeText = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of people matching `q` (any part of the e-mail, username, display name or first + last
 * name, any case; or the exact id when `q` is a number), newest accounts first; everyone without `q`.
 */
export async function searchPeople(db: Db, q: string | undefined, opts: { limit: number; offset: number }) {
  const id = q && /^\d{1,10}$/.test(q) && Number(q) <= 2_147_483_647 ? Number(q) : null;
  const like = q ? likeText(q) : null;
  const where =
    like === null
      ? sql`true`
      : sql`(${id === null ? sql`false` : sql`u.id = ${id}`}
          or lower(u.email) like ${like} or lower(u.username) like ${like}
          or lower(coalesce(p.display_name, '')) like ${like}
          or lower(concat_ws(' ', p.first_name, p.last_name)) like ${like})`;
  return selectRows<AdminPersonRow & { total: number }>(
    db,
    sql`select ${personColumns}, count(*) over ()::int as total
        from users u left join profiles p on p.user_id = u.id
        where ${where}
        order by ${id === null ? sql`` : sql`(u.id = ${id}) desc,`} u.created_at desc, u.id desc
        limit ${opts.limit} offset ${opts.offset}`,
  );
}

/** How many people `q` matches (a page past the end has no row to carry the total). */
export async function countPeople(db: Db, q: string | undefined) {
  const rows = await searchPeople(db, q, { limit: 1, offset: 0 });
  return rows[0] ? Number(rows[0].total) : 0;
}

export interface AdminAccountRow extends AdminPersonRow {
  active_sessions: number;
  last_seen_at: Date | string | null;
}

/** One person's account state (roles, verification, suspension, live sessions); null when unknown. */
export async function findAdminAccount(db: Db, userId: number): Promise<AdminAccountRow | null> {
  const [row] = await selectRows<AdminAccountRow>(
    db,
    sql`select ${personColumns},
          (select count(*)::int from access_tokens t where t.user_id = u.id and t.revoked_at is null and t.expires_at > now()) as active_sessions,
          (select max(coalesce(t.last_used_at, t.created_at)) from access_tokens t where t.user_id = u.id) as last_seen_at
        from users u left join profiles p on p.user_id = u.id where u.id = ${userId}`,
  );
  return row ?? null;
}

export interface AdminProfileRow {
  first_name: string | null;
  last_name: string | null;
  gender: string | null;
  is_leader: boolean;
  is_student: boolean;
  is_married: boolean;
}

/** The profile's names and flags (what the console's content part shows); null without a profile. */
export async function findAdminProfile(db: Db, userId: number): Promise<AdminProfileRow | null> {
  const [row] = await selectRows<AdminProfileRow>(
    db,
    sql`select first_name, last_name, gender, is_leader, is_student, is_married from profiles where user_id = ${userId}`,
  );
  return row ?? null;
}

/** Sets the given profile flags (the others stay); false when the person has no profile row. */
export async function updateProfileFlags(
  db: Db,
  userId: number,
  flags: { is_leader?: boolean; is_student?: boolean; is_married?: boolean },
): Promise<boolean> {
  const rows = await selectRows<{ user_id: number }>(
    db,
    sql`update profiles set
          is_leader = coalesce(${flags.is_leader ?? null}::boolean, is_leader),
          is_student = coalesce(${flags.is_student ?? null}::boolean, is_student),
          is_married = coalesce(${flags.is_married ?? null}::boolean, is_married),
          updated_at = now()
        where user_id = ${userId} returning user_id`,
  );
  return rows.length > 0;
}

/** Accounts made since `since` (the dashboard's new members). */
export async function countAccountsSince(db: Db, since: Date): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from users where created_at >= ${since.toISOString()}`);
  return Number(row?.n ?? 0);
}
