import { sql, type SQL } from 'drizzle-orm';
import { selectRow, selectRows, type Db } from '../../platform/db/client';

/**
 * How other areas name a person inside their own statements (accounts owns users and profiles):
 * `personNames.join('o', sql\`r.recipient_id\`)` joins the account and profile of that id under the
 * alias `o`, and `personNames.columns('o')` selects the columns of `PersonNameColumns`
 * (platform/db/person-columns) from it. The join is a left join of the two tables, what each area
 * wrote for itself before (so the plans stay the same); callers name only the alias.
 */
export const personNames = {
  /**
   * `left join` (or `join`, when the person must exist) of the person whose id is `id`, as `alias`.
   * The profile is joined on `id` itself, as each area wrote it before (each table reached by its
   * own key from the row that holds the id); `profileOnAccount` joins it through the account
   * instead (`p.user_id = u.id`), for a statement whose `id` is an expression worth writing once.
   */
  join(alias: string, id: SQL, options: { required?: boolean; profileOnAccount?: boolean } = {}): SQL {
    const [u, p] = names(alias);
    const kind = sql.raw(options.required ? 'join' : 'left join');
    return sql`${kind} users ${u} on ${u}.id = ${id} left join profiles ${p} on ${p}.user_id = ${options.profileOnAccount ? sql`${u}.id` : id}`;
  },
  /**
   * username, display_name, first_name, last_name, profile_icon of the person joined as `alias`;
   * with `as: 'other_'` each is named other_username, other_display_name, ….
   */
  columns(alias: string, options: { as?: string } = {}): SQL {
    const [u, p] = names(alias);
    const prefix = options.as ?? '';
    if (prefix && !/^[a-z_]+$/.test(prefix)) throw new Error(`personNames: '${prefix}' is not a column prefix`);
    const named = (table: SQL, column: string) =>
      prefix ? sql`${table}.${sql.raw(column)} as ${sql.raw(prefix + column)}` : sql`${table}.${sql.raw(column)}`;
    return sql.join(
      [named(u, 'username'), named(p, 'display_name'), named(p, 'first_name'), named(p, 'last_name'), named(p, 'profile_icon')],
      sql`, `,
    );
  },
  /** The account id of the person joined as `alias`: null when the account is gone (a left join). */
  id(alias: string): SQL {
    return sql`${names(alias)[0]}.id`;
  },
  /**
   * The people as the row source of a statement (`from ${personNames.from('o')}`): every account,
   * as `alias`, with its profile left-joined; the caller's `where` picks them by `personNames.id(alias)`.
   */
  from(alias: string): SQL {
    const [u, p] = names(alias);
    return sql`users ${u} left join profiles ${p} on ${p}.user_id = ${u}.id`;
  },
  /**
   * The person joined as `alias` as one JSON object (id, username, display_name, first_name,
   * last_name, profile_icon), null when there is none (a left join that found no account).
   */
  json(alias: string): SQL {
    const [u, p] = names(alias);
    return sql`case when ${u}.id is null then null else json_build_object('id', ${u}.id, 'username', ${u}.username, 'display_name', ${p}.display_name, 'first_name', ${p}.first_name, 'last_name', ${p}.last_name, 'profile_icon', ${p}.profile_icon) end`;
  },
};

/** The aliases of a person's account and profile rows (`o_u`, `o_p`), shared by accounts' other fragments. */
export { names as personAliases };

function names(alias: string): [SQL, SQL] {
  if (!/^[a-z][a-z0-9_]*$/.test(alias)) throw new Error(`personNames: '${alias}' is not an SQL alias`);
  return [sql.raw(`${alias}_u`), sql.raw(`${alias}_p`)];
}

// ---- read by messaging / premium ----

/** The account of the person joined as `alias` (`personNames.join`): its address and when it was verified. */
export const personAccount = {
  email: (alias: string): SQL => sql`${names(alias)[0]}.email`,
  verifiedOn: (alias: string): SQL => sql`${names(alias)[0]}.verified_on`,
};

/** SQL: the address of the account whose id is `id` (null when there is none), a scalar subquery. */
export function accountEmailSql(id: SQL | number): SQL {
  return sql`(select email from users where id = ${id})`;
}

/** SQL: the id of the account whose address is `email`, case aside (null when there is none), a scalar subquery. */
export function accountIdByEmailSql(email: SQL | string | null): SQL {
  return sql`(select id from users where lower(email) = lower(${email}))`;
}

/** Whether there is an account whose id is `id`. */
export async function accountExists(db: Db, id: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(db, sql`select id from users where id = ${id}`);
  return rows.length > 0;
}

// ---- read by groups ----

/**
 * The profile flags lessons are chosen by (a course's lessons for married people and for leaders),
 * for another area's statement: `profileFlags.join('a', sql\`uc.user_id\`)` left-joins the profile
 * of that id as `a`; `married('a')` and `leader('a')` are false when there is no profile.
 */
export const profileFlags = {
  join(alias: string, id: SQL): SQL {
    const p = profileAlias(alias);
    return sql`left join profiles ${p} on ${p}.user_id = ${id}`;
  },
  married: (alias: string): SQL => sql`coalesce(${profileAlias(alias)}.is_married, false)`,
  leader: (alias: string): SQL => sql`coalesce(${profileAlias(alias)}.is_leader, false)`,
};

function profileAlias(alias: string): SQL {
  if (!/^[a-z][a-z0-9_]*$/.test(alias)) throw new Error(`profileFlags: '${alias}' is not an SQL alias`);
  return sql.raw(alias);
}

/** An account as a group invitation or a group's creation reads it (null: no such account). */
export interface AccountFacts {
  id: number;
  email: string;
  verified: boolean;
  suspended: boolean;
}

/** The account `id` with its profile's leader flag (false without a profile). */
export function findAccountWithLeaderFlag(db: Db, id: number) {
  return selectRow<AccountFacts & { is_leader: boolean }>(
    db,
    sql`select u.id, u.email, u.verified_on is not null as verified, u.suspended_at is not null as suspended, coalesce(p.is_leader, false) as is_leader
        from users u left join profiles p on p.user_id = u.id where u.id = ${id}`,
  );
}

/** The account of this address, case aside. */
export function findAccountByEmail(db: Db, email: string) {
  return selectRow<AccountFacts>(
    db,
    sql`select id, email, verified_on is not null as verified, suspended_at is not null as suspended from users where lower(email) = ${email.toLowerCase()}`,
  );
}
