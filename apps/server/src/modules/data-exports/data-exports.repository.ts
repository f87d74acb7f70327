import { sql } from 'drizzle-orm';
import { selectRow, selectRows, type Db } from '../../platform/db/client';

export interface ExportRow {
  id: number;
  user_id: number;
  status: string;
  file_key: string | null;
  size_bytes: number | null;
  requested_at: Date | string;
  ready_at: Date | string | null;
  expires_at: Date | string | null;
  revoked_at: Date | string | null;
  /** Whether a ready export's 24 hours are over (read by the database's clock). */
  expired: boolean;
}

const columns = sql`id, user_id, status, file_key, size_bytes::int as size_bytes, requested_at, ready_at, expires_at, revoked_at,
                    (status = 'ready' and expires_at <= now()) as expired`;

/** Holds one member's export requests one after another until the transaction ends (two taps, two tabs). */
export async function lockMemberExports(tx: Db, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('data-exports'), ${userId})`);
}

/** The member's latest export that counts towards one a day (a failed one does not). */
export function latestCounted(db: Db, userId: number) {
  return selectRow<ExportRow>(
    db,
    sql`select ${columns} from data_exports where user_id = ${userId} and status <> 'failed' order by requested_at desc, id desc limit 1`,
  );
}

export function insertExport(db: Db, userId: number) {
  return selectRow<ExportRow>(db, sql`insert into data_exports (user_id) values (${userId}) returning ${columns}`);
}

/** The member's exports, newest first (a year of them at most: one a day). */
export function listExports(db: Db, userId: number) {
  return selectRows<ExportRow>(
    db,
    sql`select ${columns} from data_exports where user_id = ${userId} order by requested_at desc, id desc limit 30`,
  );
}

export function findExport(db: Db, id: number) {
  return selectRow<ExportRow>(db, sql`select ${columns} from data_exports where id = ${id}`);
}

/** A building export becomes ready with its file; null when it is no longer building (revoked meanwhile, a second run). */
export function markReady(db: Db, id: number, fileKey: string, sizeBytes: number, ttlHours: number) {
  return selectRow<ExportRow>(
    db,
    sql`update data_exports set status = 'ready', file_key = ${fileKey}, size_bytes = ${sizeBytes}, ready_at = now(),
               expires_at = now() + make_interval(hours => ${ttlHours})
        where id = ${id} and status = 'building' returning ${columns}`,
  );
}

export async function markFailed(db: Db, id: number) {
  await db.execute(sql`update data_exports set status = 'failed' where id = ${id} and status = 'building'`);
}

/** Revokes one of the member's ready, unexpired exports; answers its file key, or null when there is no such export. */
export function revokeExport(db: Db, userId: number, id: number) {
  return selectRow<{ file_key: string | null }>(
    db,
    sql`update data_exports n set status = 'revoked', revoked_at = now(), file_key = null
        from data_exports o where o.id = n.id and n.id = ${id} and n.user_id = ${userId} and n.status = 'ready' and n.expires_at > now()
        returning o.file_key`,
  );
}

/** Forgets an expired export's file key once its file is deleted. */
export async function clearFile(db: Db, id: number, fileKey: string) {
  await db.execute(sql`update data_exports set file_key = null where id = ${id} and file_key = ${fileKey}`);
}

/** Every stored ZIP of a member's exports (their erasure deletes the files). */
export async function fileKeysOf(db: Db, userId: number): Promise<string[]> {
  const rows = await selectRows<{ file_key: string }>(
    db,
    sql`select file_key from data_exports where user_id = ${userId} and file_key is not null`,
  );
  return rows.map((r) => r.file_key);
}
