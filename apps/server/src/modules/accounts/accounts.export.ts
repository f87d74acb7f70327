import { sql, type SQL } from 'drizzle-orm';
import type { AreaExport, ExportPeopleSql, ExportUpload } from '../../platform/db/area-export';
import { jsonRow, jsonRows, readJsonObject } from '../../platform/db/area-export';
import { selectRows, type Db } from '../../platform/db/client';
import { isStorageKey } from '../../platform/storage/storage';
import { referenceSql } from '../reference';

/**
 * How every area's export names another person: their display name, nothing else (no address, no
 * real name the person did not choose to show). The alias's rows are this area's tables.
 */
export const exportPeople: ExportPeopleSql = {
  join(alias: string, id: SQL): SQL {
    const p = profileAlias(alias);
    return sql`left join profiles ${p} on ${p}.user_id = ${id}`;
  },
  name(alias: string): SQL {
    return sql`${profileAlias(alias)}.display_name`;
  },
};

function profileAlias(alias: string): SQL {
  if (!/^[a-z][a-z0-9_]*$/.test(alias)) throw new Error(`exportPeople: '${alias}' is not an SQL alias`);
  return sql.raw(`${alias}_xp`);
}

/** The file name of an avatar in the ZIP. */
const avatarName = (key: string) => `avatar.${key.split('.').pop()}`;

/** The account, the profile, roles, settings, pending e-mail changes, staff actions on the account, and the sessions. */
export const accountsExport: AreaExport = {
  area: 'accounts',
  files: [
    {
      file: 'profile.json',
      title: 'Profile and account',
      read: async (db, userId) => {
        const data = await readJsonObject(db, {
          account: jsonRow(sql`select email, username, verified_on, suspended_at, created_at from users where id = ${userId}`),
          profile: jsonRow(sql`
            select p.first_name, p.middle_name, p.last_name, p.display_name, p.biography, p.gender, p.dob, p.age,
                   ${referenceSql.country('c', 'name')} as country, ${referenceSql.timezone('z', 'name')} as timezone,
                   p.is_married, p.is_student, p.is_leader, p.church, p.zip_code, p.is_anonymous, p.needs_accountability,
                   coalesce((select json_agg(t->>'name') from json_array_elements(${referenceSql.activeTagsJson(sql`p.tag_ids`)}) t), '[]'::json) as tags,
                   p.profile_icon as avatar_file, p.community_agreement_accepted, p.created_at, p.updated_at
            from profiles p ${referenceSql.joinCountry('c', sql`p.country_id`)} ${referenceSql.joinTimezone('z', sql`p.timezone_id`)}
            where p.user_id = ${userId}`),
          roles: sql`coalesce((select json_agg(r.name order by r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${userId}), '[]'::json)`,
          settings: jsonRows(sql`select key, value, updated_at from user_meta where user_id = ${userId} order by key`),
          email_change_requests: jsonRows(
            sql`select email, expires_at, created_at from change_email_requests where user_id = ${userId} order by created_at`,
          ),
          account_events: jsonRows(sql`select action, created_at from audit_log where target_user_id = ${userId} order by created_at, id`),
        });
        const profile = data.profile as { avatar_file: string | null } | null;
        if (profile)
          profile.avatar_file =
            profile.avatar_file && isStorageKey(profile.avatar_file) ? `files/${avatarName(profile.avatar_file)}` : null;
        return data;
      },
    },
    {
      file: 'sessions.json',
      title: 'Sessions',
      read: (db, userId) =>
        readJsonObject(db, {
          sessions:
            jsonRows(sql`select id, created_at, expires_at, revoked_at, impersonator_id is not null as by_support, device, place, last_used_at
                                 from access_tokens where user_id = ${userId} order by created_at, id`),
          app_lock: sql`json_build_object('on', exists (select 1 from app_locks where user_id = ${userId}),
                                          'set_at', (select updated_at from app_locks where user_id = ${userId}))`,
        }),
    },
  ],
  tables: {
    users: { file: 'profile.json' },
    profiles: { file: 'profile.json' },
    user_roles: { file: 'profile.json' },
    user_meta: { file: 'profile.json' },
    change_email_requests: { file: 'profile.json' },
    audit_log: { file: 'profile.json' },
    app_locks: { file: 'sessions.json' },
    access_tokens: { file: 'sessions.json' },
    account_tokens: {
      excluded: 'one-time tokens (verification, password reset, e-mail change undo): secrets, kept only as hashes, and short-lived',
    },
  },
  uploads: async (db: Db, userId: number): Promise<ExportUpload[]> => {
    const rows = await selectRows<{ key: string | null }>(db, sql`select profile_icon as key from profiles where user_id = ${userId}`);
    return rows.flatMap((r) => (r.key && isStorageKey(r.key) ? [{ key: r.key, name: avatarName(r.key) }] : []));
  },
};
