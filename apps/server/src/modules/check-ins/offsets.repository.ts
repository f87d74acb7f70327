import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../platform/db/client';

/**
 * The last `offset` a member sent (member_offsets): kept by the calls that take one, read by the
 * calls the spec's client makes without one (docs/areas/check-ins.md, "Calendar days").
 */

/** Keeps it: writes only when the offset changed (no row lock, no write, when it is the one kept). */
export async function keepOffset(db: Db, userId: number, offset: number) {
  await selectRows(
    db,
    sql`insert into member_offsets (user_id, "offset")
        select ${userId}::int, ${offset}::int
        where not exists (select 1 from member_offsets where user_id = ${userId}::int and "offset" = ${offset}::int)
        on conflict (user_id) do update set "offset" = excluded."offset", updated_at = now()`,
  );
}

/** The kept offset as a scalar subquery, for a statement that reads it beside other things (the dashboard's). */
export function keptOffsetSql(userId: number | Placeholder | SQL) {
  return sql`(select "offset" from member_offsets where user_id = ${userId})`;
}

export async function findKeptOffset(db: Db, userId: number) {
  const [row] = await selectRows<{ offset: number }>(db, sql`select "offset" from member_offsets where user_id = ${userId}`);
  return row ? Number(row.offset) : null;
}
