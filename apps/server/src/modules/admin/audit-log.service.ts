import { AUDIT_LOG_CSV_MAX_ROWS, type AuditLogFilter, type AuditLogPage, type ListAuditLogQuery } from '@holdfast/shared/admin';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { pageOffset, toPage } from '../../platform/http/paging';
import { listAuditLog, listAuditLogRows } from '../accounts';
import { toCsv } from './audit-log.csv';
import { canReadAuditLog } from './audit-log.policy';
import { AUDIT_CSV_HEADER, auditCsvRow, presentAuditEntry } from './audit-log.presenter';

const filterOf = (q: AuditLogFilter) => ({
  actor_id: q.actor_id,
  action: q.action ?? undefined,
  target_user_id: q.target_user_id,
  from: q.from,
  to: q.to,
});

/** The append-only audit log, read by an ff_admin: a page, or every matching entry as CSV. */
export function createAuditLogService(ctx: AppContext) {
  return {
    /** GET admin/audit-log: newest first, 50 a page. */
    async list(actor: Actor, q: ListAuditLogQuery): Promise<AuditLogPage> {
      assertCan(canReadAuditLog(actor));
      const { items, total } = await listAuditLog(ctx.db, filterOf(q), { limit: q.perPage, offset: pageOffset(q.page, q.perPage) });
      return toPage(items.map(presentAuditEntry), total, q.page, q.perPage);
    },

    /** GET admin/audit-log.csv: the same filters, newest first, at most AUDIT_LOG_CSV_MAX_ROWS entries. */
    async csv(actor: Actor, q: AuditLogFilter): Promise<string> {
      assertCan(canReadAuditLog(actor));
      const rows = await listAuditLogRows(ctx.db, filterOf(q), AUDIT_LOG_CSV_MAX_ROWS);
      return toCsv(
        AUDIT_CSV_HEADER,
        rows.map((r) => auditCsvRow(presentAuditEntry(r))),
      );
    },
  };
}
export type AuditLogService = ReturnType<typeof createAuditLogService>;
