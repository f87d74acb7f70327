import type { AuditEntry } from '@holdfast/shared/admin';

/** One field of an entry's before and after, as the diff shows it. */
export interface DiffRow {
  field: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

const shown = (value: unknown): string | null => {
  if (value === undefined) return null;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

/** Every field either side names (before's order, then after's new ones), with whether it changed. */
export function auditDiff(entry: Pick<AuditEntry, 'before' | 'after'>): DiffRow[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => {
    const b = shown(before[field]);
    const a = shown(after[field]);
    return { field, before: b, after: a, changed: JSON.stringify(before[field]) !== JSON.stringify(after[field]) };
  });
}

/** Whether an entry has anything for the changes view (before/after or other details). */
export const hasDetails = (entry: Pick<AuditEntry, 'before' | 'after' | 'meta'>) =>
  entry.before !== null || entry.after !== null || Object.keys(entry.meta).length > 0;
