import type { Role } from '@holdfast/shared/accounts';
import { sql, type SQL } from 'drizzle-orm';
import { preparedRows, selectRows, type Db } from '../../platform/db/client';
import type { PersonNameColumns } from '../../platform/db/person-columns';
import { personAliases } from './people.repository';

/**
 * What other areas read of accounts (users, profiles, roles, user_meta): named reads, and SQL
 * fragments for the statements that must stay one statement. A fragment names a person by an
 * alias, as personNames does (`o`: the account `o_u`, the profile `o_p`), so the caller names
 * neither a table nor a column of accounts'.
 */

/** Ids as one array parameter ('{1,2,3}'::int[]): one statement text whatever the count. */
const idArray = (ids: readonly number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;

/** A person by id, with the columns that name them (PersonNameColumns). */
export interface PersonNamesRow extends PersonNameColumns {
  id: number;
  username: string;
}

const personNamesByIds = preparedRows<PersonNamesRow>(
  'accounts_person_names',
  sql`select u.id, u.username, p.display_name, p.first_name, p.last_name, p.profile_icon
      from users u left join profiles p on p.user_id = u.id
      where u.id = any(${sql.placeholder('ids')}::int[])`,
);

/** The people behind these ids (unknown ids are left out), in no particular order (prepared). */
export function findPersonNames(db: Db, ids: readonly number[]): Promise<PersonNamesRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return personNamesByIds(db, { ids: idArray(ids) });
}

/** A person's account id and the columns that name them (username null where a caller names someone without an account). */
export interface NamedPerson extends PersonNameColumns {
  id: number;
}

/** The people of `ids` who have an account, by id (findPersonNames' rows). */
export async function findNamedPeople(db: Db, ids: readonly number[]): Promise<Map<number, NamedPerson>> {
  return new Map((await findPersonNames(db, ids)).map((r) => [Number(r.id), r]));
}

/** The person with this address (any case), with it and whether it is verified; null when none. */
export async function findPersonByEmail(db: Db, email: string) {
  const [row] = await selectRows<PersonNamesRow & { email: string; verified: boolean }>(
    db,
    sql`select u.id, u.username, u.email, u.verified_on is not null as verified, p.display_name, p.first_name, p.last_name, p.profile_icon
        from users u left join profiles p on p.user_id = u.id where lower(u.email) = ${email.toLowerCase()}`,
  );
  return row ?? null;
}

/** Where to write to a person, and whether to: their address, verified, suspended; null when unknown. */
export async function findAccountEmail(db: Db, id: number) {
  const [row] = await selectRows<{ email: string; verified: boolean; suspended: boolean }>(
    db,
    sql`select email, verified_on is not null as verified, suspended_at is not null as suspended from users where id = ${id}`,
  );
  return row ?? null;
}

/** Everyone who has the role `role` and is not suspended (ids, each once). */
export async function listActiveRoleHolders(db: Db, role: Role): Promise<number[]> {
  const rows = await selectRows<{ user_id: number }>(
    db,
    sql`select distinct ur.user_id from user_roles ur join roles r on r.id = ur.role_id join users u on u.id = ur.user_id
        where r.name = ${role} and u.suspended_at is null`,
  );
  return rows.map((r) => Number(r.user_id));
}

/** A new account written with its profile (and a role): sample content nobody signs in to. */
export interface NewAccountRow {
  email: string;
  username: string;
  password_hash: string;
  /** When the account was made and verified (created_at, updated_at, verified_on). */
  joined_at: string;
  display_name: string;
  age: number;
  is_married: boolean;
  biography: string;
  community_agreement_accepted: boolean;
  /** A role to give it, or null. */
  role: Role | null;
}

/**
 * Accounts with their profiles and roles, in one statement (rows as one JSON parameter). An
 * address or username already taken is skipped (the answer is shorter than asked), never
 * overwritten; a role that does not exist is not given.
 */
export function insertAccountsWithProfiles(db: Db, rows: readonly NewAccountRow[]) {
  return selectRows<{ id: number; email: string }>(
    db,
    sql`with m as (
          select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            as m(email text, username text, password_hash text, joined_at timestamptz, display_name text, age int, is_married boolean,
                 biography text, community_agreement_accepted boolean, role text)
        ), u as (
          insert into users (email, username, password_hash, verified_on, created_at, updated_at)
          select email, username, password_hash, joined_at, joined_at, joined_at from m
          on conflict do nothing
          returning id, email
        ), p as (
          insert into profiles (user_id, display_name, age, is_married, biography, community_agreement_accepted)
          select u.id, m.display_name, m.age, m.is_married, m.biography, m.community_agreement_accepted from u join m using (email)
        ), r as (
          insert into user_roles (user_id, role_id)
          select u.id, ro.id from u join m using (email) join roles ro on ro.name = m.role
        )
        select id, email from u`,
  );
}

type ProfileColumn = 'display_name' | 'profile_icon' | 'gender' | 'biography' | 'country_id' | 'timezone_id' | 'tag_ids';

/** SQL fragments on a person's account and profile, for other areas' statements (aliases as in personNames). */
export const accountSql = {
  /** The accounts as the row source of a statement, as `alias`, without their profiles (`from ${accountSql.from('o')}`). */
  from(alias: string): SQL {
    return sql`users ${personAliases(alias)[0]}`;
  },
  /**
   * `left join` (`join` when `required`) of the account whose id is `id`, as `alias`, without its
   * profile; `notSuspended` (and `verified`) make it an inner join of active (and verified) accounts only.
   */
  joinAccount(alias: string, id: SQL, options: { required?: boolean; notSuspended?: boolean; verified?: boolean } = {}): SQL {
    const [u] = personAliases(alias);
    const inner = options.required || options.notSuspended || options.verified;
    const conditions = [sql`${u}.id = ${id}`];
    if (options.verified) conditions.push(sql`${u}.verified_on is not null`);
    if (options.notSuspended) conditions.push(sql`${u}.suspended_at is null`);
    return sql`${sql.raw(inner ? 'join' : 'left join')} users ${u} on ${sql.join(conditions, sql` and `)}`;
  },
  /** `left join` (`join` when `required`) of the profile of the person whose id is `id`, as `alias`, without the account. */
  joinProfile(alias: string, id: SQL, options: { required?: boolean } = {}): SQL {
    const [, p] = personAliases(alias);
    return sql`${sql.raw(options.required ? 'join' : 'left join')} profiles ${p} on ${p}.user_id = ${id}`;
  },
  /** The username of the account joined as `alias`. */
  username(alias: string): SQL {
    return sql`${personAliases(alias)[0]}.username`;
  },
  /** Whether the account joined as `alias` is suspended. */
  suspended(alias: string): SQL {
    return sql`${personAliases(alias)[0]}.suspended_at is not null`;
  },
  /** A column of the profile joined as `alias` (null when there is no profile). */
  profile(alias: string, column: ProfileColumn): SQL {
    return sql`${personAliases(alias)[1]}.${sql.raw(column)}`;
  },
  /** The ids of the suspended accounts, as a subquery (a set to test `in` against: they are few). */
  suspendedIds(): SQL {
    return sql`(select su.id from users su where su.suspended_at is not null)`;
  },
  /**
   * The accounts among `ids` (an int[] expression) as a row source with the columns id and
   * created_at: `from ${accountSql.accounts(ids)} u` (PostgreSQL reads it as the table itself).
   */
  accounts(ids: SQL): SQL {
    return sql`(select id, created_at from users where id = any(${ids}))`;
  },
  /**
   * The names of the roles of the person `userId`: a text[] ('{}' when none), or with `json` a JSON
   * array ('[]'); by name, unless `sorted: false` (a check of membership needs no order).
   */
  roleNames(userId: SQL, options: { json?: boolean; sorted?: boolean } = {}): SQL {
    const order = sql.raw(options.sorted === false ? '' : ' order by r.name');
    return options.json
      ? sql`coalesce((select json_agg(r.name${order}) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${userId}), '[]')`
      : sql`coalesce((select array_agg(r.name${order}) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${userId}), '{}')`;
  },
  /** Whether the person `userId` has their setting `key` (user_meta) set to true. */
  settingOn(userId: number | SQL, key: string): SQL {
    return sql`exists (select 1 from user_meta um where um.user_id = ${userId} and um.key = ${key} and um.value = 'true'::jsonb)`;
  },
};
