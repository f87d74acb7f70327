import { describe, expect, it } from 'vitest';
import { accountabilityTargets } from './accountability.notifications';
import { accountabilityApiPaths, accountabilityWebPaths } from './accountability.paths';

describe('accountability paths', () => {
  it('API paths are relative to the prefix, web paths absolute', () => {
    for (const path of Object.values(accountabilityApiPaths)) {
      const p = typeof path === 'function' ? path(7) : path;
      expect(p).not.toMatch(/^\//);
      expect(p).not.toMatch(/\/$/);
    }
    for (const path of Object.values(accountabilityWebPaths)) expect(typeof path === 'function' ? path(7) : path).toMatch(/^\/[a-z]/);
  });

  it('notification targets open the pages the web serves', () => {
    expect(accountabilityTargets.requests).toBe(accountabilityWebPaths.requests);
    expect(accountabilityTargets.partners).toBe(accountabilityWebPaths.partners);
    expect(accountabilityTargets.crashReports).toBe(accountabilityWebPaths.crashReports);
    expect(accountabilityTargets.sos(12)).toBe(accountabilityWebPaths.sos(12));
  });
});
