import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../platform/db/client';

/**
 * Blocks (spec 3 section 6; the `message_blocks` table of messaging.table.ts). The one place that
 * reads or writes them: every area that must stop contact between two people (messaging, community,
 * accountability, groups) asks through these functions or, where its statement must stay one
 * statement, embeds the SQL fragments below; none names the table itself.
 */

type Id = number | SQL;

/** SQL: true when `blocker` blocked `blocked` (one way). */
export function blockedSql(blocker: Id, blocked: Id): SQL {
  return sql`exists (select 1 from message_blocks blk where blk.blocker_id = ${blocker} and blk.blocked_id = ${blocked})`;
}

/** SQL: true when either of the two blocked the other. */
export function blockedEitherWaySql(a: Id, b: Id): SQL {
  return sql`exists (select 1 from message_blocks blk
    where (blk.blocker_id = ${a} and blk.blocked_id = ${b}) or (blk.blocker_id = ${b} and blk.blocked_id = ${a}))`;
}

/**
 * SQL: the ids of everyone `viewer` blocked or was blocked by, as one array. A statement that checks
 * many rows against one viewer compares each row's person with it (`col = any(...)`): PostgreSQL
 * reads the array once (an InitPlan) where a correlated `exists` would probe the table per row.
 */
export function hiddenByBlocksSql(viewer: Id): SQL {
  return sql`array(select case when blk.blocker_id = ${viewer} then blk.blocked_id else blk.blocker_id end
    from message_blocks blk where blk.blocker_id = ${viewer} or blk.blocked_id = ${viewer})`;
}

/** Whether either of the two blocked the other. */
export async function eitherWay(db: Db, a: number, b: number): Promise<boolean> {
  const [row] = await selectRows<{ blocked: boolean }>(db, sql`select ${blockedEitherWaySql(a, b)} as blocked`);
  return !!row?.blocked;
}

export interface BlockRow {
  blocked_id: number;
  /** Made through an anonymous post's author handle: the list names nobody. */
  via_handle: string | null;
  created_at: Date | string;
}

/** The people `blockerId` blocked, newest first. */
export function listOf(db: Db, blockerId: number) {
  return selectRows<BlockRow>(
    db,
    sql`select blocked_id, via_handle, created_at from message_blocks where blocker_id = ${blockerId} order by created_at desc, blocked_id`,
  );
}

/**
 * `blockerId` blocks `blockedId` (once; blocking again keeps the first block); answers the block.
 * `viaHandle`: made through an anonymous post's author handle (the blocker's list names nobody).
 */
export async function insert(db: Db, blockerId: number, blockedId: number, viaHandle: string | null = null): Promise<BlockRow> {
  const [row] = await selectRows<BlockRow>(
    db,
    sql`with ins as (insert into message_blocks (blocker_id, blocked_id, via_handle) values (${blockerId}, ${blockedId}, ${viaHandle}) on conflict do nothing
                     returning blocked_id, via_handle, created_at)
        select blocked_id, via_handle, created_at from ins
        union all select blocked_id, via_handle, created_at from message_blocks where blocker_id = ${blockerId} and blocked_id = ${blockedId}
        limit 1`,
  );
  return row!;
}

/** Lifts `blockerId`'s block of `blockedId`; answers whether there was one. A block the other person made stays. */
export async function remove(db: Db, blockerId: number, blockedId: number): Promise<boolean> {
  const rows = await selectRows<{ blocked_id: number }>(
    db,
    sql`delete from message_blocks where blocker_id = ${blockerId} and blocked_id = ${blockedId} returning blocked_id`,
  );
  return rows.length > 0;
}

/** Lifts `blockerId`'s block made through this author handle (a no-op when there is none). */
export async function removeByHandle(db: Db, blockerId: number, handle: string): Promise<void> {
  await db.execute(sql`delete from message_blocks where blocker_id = ${blockerId} and via_handle = ${handle}`);
}
