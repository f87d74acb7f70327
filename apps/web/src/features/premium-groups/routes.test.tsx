import { describe, expect, it } from 'vitest';
import { isSideMenuHidden } from '@holdfast/shared/shell';
import { premiumAdminRoutes, premiumAppRoutes, premiumPublicRoutes } from './routes';

describe('premium routes', () => {
  it('every route loads a page component from the one chunk', async () => {
    for (const route of [...premiumPublicRoutes, ...premiumAppRoutes, ...premiumAdminRoutes]) {
      const loaded = typeof route.lazy === 'function' ? await route.lazy() : null;
      expect(typeof (loaded as { Component?: unknown } | null)?.Component, route.path).toBe('function');
    }
  });

  it('covers the paths of spec 2.5 and issue 14', () => {
    expect(premiumPublicRoutes.map((r) => r.path)).toEqual([
      '/premium-groups-application',
      '/premium-groups/applications/*',
      '/success-message',
      '/log-in-message',
    ]);
    expect(premiumAppRoutes.map((r) => r.path)).toEqual([
      '/premium-application',
      '/leaders-portal/:groupId/premium-group-management',
      '/premium-groups/payment/:memberId',
    ]);
    // The admin's pages sit inside the admin console's layout (features/admin/routes.tsx).
    expect(premiumAdminRoutes.map((r) => r.path)).toEqual(['/admin/premium-applications', '/admin/premium-leave-charges']);
    // The public steps are outside the app shell; the shell's rule agrees for the spec's prefix.
    expect(isSideMenuHidden('/premium-groups/applications/submit/guest/user/otp')).toBe(true);
    expect(isSideMenuHidden('/success-message')).toBe(true);
  });
});
