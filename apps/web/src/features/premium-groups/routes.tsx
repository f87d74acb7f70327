import type { RouteObject } from 'react-router';

type Pages = typeof import('./pages');
const page = (name: keyof Pages) => () => import('./pages').then((m) => ({ Component: m[name] }));

/**
 * Premium groups (spec 2 sections 2.4, 2.5): one lazy chunk, none of it in the first load.
 * The public application steps sit outside the app shell (no side menu) and are open to guests and
 * signed-in users alike; ApplicationSteps tells the form's steps apart, which keeps five routes out
 * of the table every first load carries.
 */
export const premiumPublicRoutes: RouteObject[] = [
  { path: '/premium-groups-application', lazy: page('ApplicationSteps') },
  { path: '/premium-groups/applications/*', lazy: page('ApplicationSteps') },
  { path: '/success-message', lazy: page('ApplicationSubmittedPage') },
  { path: '/log-in-message', lazy: page('LogInMessagePage') },
];

/** Signed-in premium pages inside the app shell (the router adds the 'app' guard). */
export const premiumAppRoutes: RouteObject[] = [
  { path: '/premium-application', lazy: page('PremiumApplicationPage') },
  { path: '/leaders-portal/:groupId/premium-group-management', lazy: page('PremiumGroupManagementPage') },
  { path: '/premium-groups/payment/:memberId', lazy: page('PremiumPaymentPage') },
];

/** The admin's premium pages, inside the admin console's layout (the router puts them there). */
export const premiumAdminRoutes: RouteObject[] = [
  { path: '/admin/premium-applications', lazy: page('AdminPremiumApplicationsPage') },
  { path: '/admin/premium-leave-charges', lazy: page('AdminPremiumLeaveChargesPage') },
];
