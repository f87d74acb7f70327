import { describe, expect, it } from 'vitest';
import type { ShellUser } from '@holdfast/shared/shell';
import { CONSOLE_SECTIONS, consoleSectionsFor } from './admin-nav';

const user = (...roles: string[]): ShellUser => ({
  isVerified: true,
  hasProfile: true,
  isWpPasswordMapped: false,
  isSuspended: false,
  gender: 'male',
  roles,
});

describe('the console menu', () => {
  it('gives an ff_admin every section, support only the staff ones, a member none', () => {
    expect(consoleSectionsFor(user('ff_admin'))).toEqual(CONSOLE_SECTIONS);
    const support = consoleSectionsFor(user('support'));
    expect(support.length).toBeGreaterThan(0);
    expect(support.every((s) => s.audience === 'staff')).toBe(true);
    expect(support.some((s) => s.to === '/admin/coaches')).toBe(false);
    expect(consoleSectionsFor(user('community_admin', 'coach'))).toEqual([]);
    expect(consoleSectionsFor(null)).toEqual([]);
  });
});
