import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../platform/db/client';

/** What the admin console reads of groups for a person's page (exported one by one from index.ts). */

export interface PersonGroupRow {
  id: number;
  name: string;
  group_type: string;
  role_type: string;
  request_status: string;
}

/** Every group the person is a member of, was invited to or asked to join, newest first. */
export function listGroupsOfPerson(db: Db, userId: number): Promise<PersonGroupRow[]> {
  return selectRows<PersonGroupRow>(
    db,
    sql`select g.id, g.name, g.group_type, m.role_type, m.request_status
        from group_members m join groups g on g.id = m.group_id
        where m.user_id = ${userId} order by m.invited_at desc, m.id desc`,
  );
}

/** Groups' names by id (unknown ids left out). */
export async function findGroupNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await selectRows<{ id: number; name: string }>(
    db,
    sql`select id, name from groups where id = any(${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}
