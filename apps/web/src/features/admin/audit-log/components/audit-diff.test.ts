import { describe, expect, it } from 'vitest';
import { auditDiff, hasDetails } from './audit-diff';

describe('auditDiff', () => {
  it('lists every field of either side, marking what changed', () => {
    expect(auditDiff({ before: { is_leader: false, name: 'A', same: 1 }, after: { is_leader: true, same: 1, roles: ['x'] } })).toEqual([
      { field: 'is_leader', before: 'false', after: 'true', changed: true },
      { field: 'name', before: 'A', after: null, changed: true },
      { field: 'same', before: '1', after: '1', changed: false },
      { field: 'roles', before: null, after: '["x"]', changed: true },
    ]);
  });

  it('is empty without before and after', () => {
    expect(auditDiff({ before: null, after: null })).toEqual([]);
    expect(hasDetails({ before: null, after: null, meta: {} })).toBe(false);
    expect(hasDetails({ before: null, after: null, meta: { added: [] } })).toBe(true);
  });
});
