import { desc, sql } from 'drizzle-orm';
import { preparedRows, selectRows, type Db } from '../db/client';
import { accessLog } from './access-log.table';
import type { PersonNameColumns, PersonNamesSql } from '../db/person-columns';

/** Postgres array text ('{1,NULL,3}') of simple values (ids, days, identifiers: nothing to quote). */
const arrayText = (values: readonly (string | number | null)[]) => `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;

/** Any number of rows in one prepared statement (arrays unnested), so a calendar's reads cost one write. */
const insertRows = preparedRows(
  'access_log_insert',
  sql`insert into access_log (viewer_id, owner_id, kind, record_id, range_start, range_end, via)
      select * from unnest(${sql.placeholder('viewers')}::int[], ${sql.placeholder('owners')}::int[], ${sql.placeholder('kinds')}::text[],
                           ${sql.placeholder('records')}::int[], ${sql.placeholder('starts')}::date[], ${sql.placeholder('ends')}::date[], ${sql.placeholder('vias')}::text[])`,
);

/**
 * The same rows, each only when the log has none of that viewer, owner, kind and link since the
 * start of the day (UTC): a read repeated all day (the group chat's cards) is one line a day.
 */
const insertDailyRows = preparedRows(
  'access_log_insert_daily',
  sql`insert into access_log (viewer_id, owner_id, kind, record_id, range_start, range_end, via)
      select n.* from unnest(${sql.placeholder('viewers')}::int[], ${sql.placeholder('owners')}::int[], ${sql.placeholder('kinds')}::text[],
                           ${sql.placeholder('records')}::int[], ${sql.placeholder('starts')}::date[], ${sql.placeholder('ends')}::date[], ${sql.placeholder('vias')}::text[])
             as n(viewer_id, owner_id, kind, record_id, range_start, range_end, via)
      where not exists (select 1 from access_log l where l.owner_id = n.owner_id and l.created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'
                          and l.viewer_id = n.viewer_id and l.kind = n.kind and l.via = n.via)`,
);

export async function insertAccessRows(db: Db, rows: (typeof accessLog.$inferInsert)[], daily = false) {
  if (!rows.length) return;
  await (daily ? insertDailyRows : insertRows)(db, {
    viewers: arrayText(rows.map((r) => r.viewerId)),
    owners: arrayText(rows.map((r) => r.ownerId)),
    kinds: arrayText(rows.map((r) => r.kind)),
    records: arrayText(rows.map((r) => r.recordId ?? null)),
    starts: arrayText(rows.map((r) => r.rangeStart ?? null)),
    ends: arrayText(rows.map((r) => r.rangeEnd ?? null)),
    vias: arrayText(rows.map((r) => r.via)),
  });
}

export interface AccessLogRow extends PersonNameColumns {
  id: number;
  viewer_id: number;
  kind: string;
  record_id: number | null;
  range_start: string | null;
  range_end: string | null;
  via: string;
  created_at: Date | string;
}

/**
 * One owner's log, newest first, with each viewer's name: `people` joins and names them (accounts'
 * personNames, passed in by the area that serves the log, since platform imports no module).
 */
/** What an owner may narrow their log to: one viewer, one kind, the reads made from one UTC day to another. */
export interface AccessLogFilter {
  viewerId?: number;
  kind?: string;
  from?: string;
  to?: string;
}

export async function listAccessLog(
  db: Db,
  ownerId: number,
  opts: { limit: number; offset: number },
  people: PersonNamesSql,
  filter: AccessLogFilter = {},
) {
  const where = sql`l.owner_id = ${ownerId}
    ${filter.viewerId === undefined ? sql`` : sql`and l.viewer_id = ${filter.viewerId}`}
    ${filter.kind === undefined ? sql`` : sql`and l.kind = ${filter.kind}`}
    ${filter.from === undefined ? sql`` : sql`and l.created_at >= ${filter.from}::date at time zone 'utc'`}
    ${filter.to === undefined ? sql`` : sql`and l.created_at < (${filter.to}::date + 1) at time zone 'utc'`}`;
  const [items, [total]] = await Promise.all([
    selectRows<AccessLogRow>(
      db,
      sql`select l.id, l.viewer_id, l.kind, l.record_id, l.range_start::text as range_start, l.range_end::text as range_end, l.via, l.created_at,
                 ${people.columns('v')}
          from access_log l
          ${people.join('v', sql`l.viewer_id`)}
          where ${where}
          order by l.created_at desc, l.id desc
          limit ${opts.limit} offset ${opts.offset}`,
    ),
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from access_log l where ${where}`),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Rows one viewer wrote about one owner, newest first (tests and support). */
export async function listAccessBy(db: Db, viewerId: number, ownerId: number) {
  return db
    .select()
    .from(accessLog)
    .where(sql`${accessLog.viewerId} = ${viewerId} and ${accessLog.ownerId} = ${ownerId}`)
    .orderBy(desc(accessLog.createdAt), desc(accessLog.id));
}

/** An erased account's lines: those about them and those of their reads of others. */
export async function deleteAccessRowsOf(db: Db, userId: number) {
  await db.execute(sql`delete from access_log where owner_id = ${userId} or viewer_id = ${userId}`);
}
