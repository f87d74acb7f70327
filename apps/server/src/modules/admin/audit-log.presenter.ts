import type { AuditEntry, AuditPerson } from '@holdfast/shared/admin';
import { isoInstant } from '../../platform/db/instant';
import type { AuditRow } from '../accounts';
import type { CsvValue } from './audit-log.csv';

const person = (id: number | null, name: string | null, email: string | null): AuditPerson | null =>
  id === null ? null : { id, display_name: name ?? `#${id}`, email };

export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    created_at: isoInstant(row.created_at),
    action: row.action,
    actor: person(row.actor_id, row.actor_name, row.actor_email),
    target_user: person(row.target_user_id, row.target_name, row.target_email),
    target_kind: row.target_kind,
    target_id: row.target_id,
    reason: row.reason,
    before: row.before,
    after: row.after,
    meta: row.meta ?? {},
  };
}

export const AUDIT_CSV_HEADER = [
  'id',
  'created_at',
  'action',
  'actor_id',
  'actor_name',
  'actor_email',
  'target_user_id',
  'target_name',
  'target_email',
  'target_kind',
  'target_id',
  'reason',
  'before',
  'after',
  'meta',
] as const;

const json = (value: Record<string, unknown> | null) => (value === null ? null : JSON.stringify(value));

/** One entry as a CSV line, in the header's order (before, after and meta as JSON). */
export function auditCsvRow(e: AuditEntry): CsvValue[] {
  return [
    e.id,
    e.created_at,
    e.action,
    e.actor?.id,
    e.actor?.display_name,
    e.actor?.email,
    e.target_user?.id,
    e.target_user?.display_name,
    e.target_user?.email,
    e.target_kind,
    e.target_id,
    e.reason,
    json(e.before),
    json(e.after),
    Object.keys(e.meta).length ? JSON.stringify(e.meta) : null,
  ];
}
