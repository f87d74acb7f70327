import { z } from 'zod';
import { filterDateSchema } from '../check-ins/check-ins.contract';
import { pagedSchema, pageQuerySchemaOf } from '../common';
import { optionalText } from '../validation';
import { idParamSchema } from '../validation/input';
import { AUDIT_ACTION_FILTER_MAX, AUDIT_LOG_PAGE_SIZE } from './audit-log.texts';

/** What the audit log is narrowed to (GET admin/audit-log.csv takes these alone: every matching entry, up to AUDIT_LOG_CSV_MAX_ROWS): who acted, what (a whole action or its first dotted parts), about whom, from one UTC day to another. */
export const auditLogFilterSchema = z.object({
  actor_id: idParamSchema.optional(),
  action: optionalText({ max: AUDIT_ACTION_FILTER_MAX }).optional(),
  target_user_id: idParamSchema.optional(),
  from: filterDateSchema.optional(),
  to: filterDateSchema.optional(),
});
export type AuditLogFilter = z.output<typeof auditLogFilterSchema>;

/** GET admin/audit-log: the filters, paged (50 a page, newest first). */
export const listAuditLogQuerySchema = pageQuerySchemaOf(AUDIT_LOG_PAGE_SIZE).extend(auditLogFilterSchema.shape);
export type ListAuditLogQuery = z.output<typeof listAuditLogQuerySchema>;
export type ListAuditLogParams = z.input<typeof listAuditLogQuerySchema>;

/** A person an entry names; null when the account was erased since. */
export const auditPersonSchema = z.object({ id: z.number(), display_name: z.string(), email: z.string().nullable() });
export type AuditPerson = z.output<typeof auditPersonSchema>;

const jsonRecord = z.record(z.string(), z.unknown());

/** One entry of the append-only audit log. */
export const auditEntrySchema = z.object({
  id: z.number(),
  created_at: z.string(),
  action: z.string(),
  actor: auditPersonSchema.nullable(),
  target_user: auditPersonSchema.nullable(),
  /** What else the change was about ('course', 'system_config', 'session' …) and its id. */
  target_kind: z.string().nullable(),
  target_id: z.string().nullable(),
  reason: z.string().nullable(),
  before: jsonRecord.nullable(),
  after: jsonRecord.nullable(),
  meta: jsonRecord,
});
export type AuditEntry = z.output<typeof auditEntrySchema>;
export const auditLogPageSchema = pagedSchema(auditEntrySchema);
export type AuditLogPage = z.output<typeof auditLogPageSchema>;
