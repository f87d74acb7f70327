import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditLogFilter } from '@holdfast/shared/admin';
import { selectRows, type Db } from '../../platform/db/client';
import { auditLog } from './accounts.table';

/**
 * The audit log's reads (the table is accounts'; the admin tools list it through these). Writes go
 * through `insertAuditEntry` (accounts.repository); the table refuses UPDATE and DELETE (trigger).
 */

/** The reason an earlier entry gave (the impersonation link's, read again when its session starts and ends). */
export async function findAuditReason(db: Db, where: { action: string; targetKind: string; targetId: number | string }) {
  const [row] = await db
    .select({ reason: auditLog.reason })
    .from(auditLog)
    .where(and(eq(auditLog.action, where.action), eq(auditLog.targetKind, where.targetKind), eq(auditLog.targetId, String(where.targetId))))
    .orderBy(auditLog.id)
    .limit(1);
  return row?.reason ?? null;
}

/** One entry with its actor's and target's names (null when that account was erased since). */
export interface AuditRow {
  id: number;
  created_at: Date | string;
  action: string;
  actor_id: number | null;
  actor_name: string | null;
  actor_email: string | null;
  target_user_id: number | null;
  target_name: string | null;
  target_email: string | null;
  target_kind: string | null;
  target_id: string | null;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  meta: Record<string, unknown>;
}

/** LIKE's own characters in a value taken literally. */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filter: AuditLogFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.actor_id !== undefined) parts.push(sql`a.actor_id = ${filter.actor_id}`);
  if (filter.target_user_id !== undefined) parts.push(sql`a.target_user_id = ${filter.target_user_id}`);
  // A whole action ('user.suspended') or its first dotted parts ('impersonation' matches impersonation.started …).
  if (filter.action) parts.push(sql`(a.action = ${filter.action} or a.action like ${`${likeLiteral(filter.action)}.%`})`);
  if (filter.from !== undefined) parts.push(sql`a.created_at >= ${filter.from}::date at time zone 'utc'`);
  if (filter.to !== undefined) parts.push(sql`a.created_at < (${filter.to}::date + 1) at time zone 'utc'`);
  return sql.join(parts, sql` and `);
}

/** A person's name as the console shows it: display name, else first and last name, else username, else the address. */
const nameOf = (alias: string) =>
  sql.raw(
    `coalesce(nullif(trim(${alias}p.display_name), ''), nullif(trim(concat_ws(' ', ${alias}p.first_name, ${alias}p.last_name)), ''), ${alias}.username, ${alias}.email)`,
  );

function entriesSql(where: SQL, limit: number, offset: number) {
  return sql`select a.id, a.created_at, a.action, a.actor_id, ${nameOf('au')} as actor_name, au.email as actor_email,
                    a.target_user_id, ${nameOf('tu')} as target_name, tu.email as target_email,
                    a.target_kind, a.target_id, a.reason, a.before, a.after, a.meta
             from audit_log a
             left join users au on au.id = a.actor_id left join profiles aup on aup.user_id = au.id
             left join users tu on tu.id = a.target_user_id left join profiles tup on tup.user_id = tu.id
             where ${where}
             order by a.created_at desc, a.id desc
             limit ${limit} offset ${offset}`;
}

/** A page of the log, newest first, and how many entries the filters match. */
export async function listAuditLog(db: Db, filter: AuditLogFilter, page: { limit: number; offset: number }) {
  const where = whereOf(filter);
  const [items, [total]] = await Promise.all([
    selectRows<AuditRow>(db, entriesSql(where, page.limit, page.offset)),
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from audit_log a where ${where}`),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Every entry the filters match, newest first, at most `limit` (the CSV export). */
export async function listAuditLogRows(db: Db, filter: AuditLogFilter, limit: number) {
  return selectRows<AuditRow>(db, entriesSql(whereOf(filter), limit, 0));
}
