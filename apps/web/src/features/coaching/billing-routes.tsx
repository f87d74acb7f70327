import type { RouteObject } from 'react-router';

/**
 * Coach billing and onboarding (spec 3 "Coach billing"), and the admin's coaches page, each its own
 * lazy chunk: the admin page never loads for a member. The router adds the 'app' guard.
 */
export const coachBillingAppRoutes: RouteObject[] = [
  { path: '/billing-info', lazy: () => import('./pages/billing-page').then((m) => ({ Component: m.BillingPage })) },
];

/** The admin's coaches page, inside the admin console's layout (the router puts it there). */
export const coachAdminRoutes: RouteObject[] = [
  { path: '/admin/coaches', lazy: () => import('./admin/admin-coaches-page').then((m) => ({ Component: m.AdminCoachesPage })) },
];
