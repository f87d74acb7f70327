import type { RouteObject } from 'react-router';
import { RouteGuard } from '@/components/route-guard';

const applicationPage = (name: keyof typeof import('./pages/application-pages')) => () =>
  import('./pages/application-pages').then((m) => ({ Component: m[name] }));

/**
 * Premium groups (spec 2 sections 2.4, 2.5; issue 14). The public application steps sit outside
 * the app shell (no side menu) and are open to guests and signed-in users alike; each area is its
 * own lazy chunk, none of it in the first load.
 */
export const premiumPublicRoutes: RouteObject[] = [
  {
    element: <RouteGuard access="open" />,
    children: [
      { path: '/premium-groups-application', lazy: applicationPage('ApplicationFormPage') },
      { path: '/premium-groups/applications', lazy: applicationPage('ApplicationFormPage') },
      { path: '/premium-groups/applications/submit', lazy: applicationPage('SubmitPage') },
      { path: '/premium-groups/applications/submit/user/login', lazy: applicationPage('LoginExistingAccountPage') },
      { path: '/premium-groups/applications/submit/guest/user', lazy: applicationPage('GuestEmailPage') },
      { path: '/premium-groups/applications/submit/guest/user/otp', lazy: applicationPage('GuestOtpPage') },
      { path: '/premium-groups/applications/submit/registration', lazy: applicationPage('ApplicationRegistrationPage') },
      { path: '/success-message', lazy: applicationPage('ApplicationSubmittedPage') },
      { path: '/log-in-message', lazy: applicationPage('LogInMessagePage') },
    ],
  },
];

/** Signed-in premium pages inside the app shell (the router adds the 'app' guard). */
export const premiumAppRoutes: RouteObject[] = [
  {
    path: '/premium-application',
    lazy: () => import('./pages/premium-application-page').then((m) => ({ Component: m.PremiumApplicationPage })),
  },
  {
    path: '/leaders-portal/:groupId/premium-group-management',
    lazy: () => import('./pages/management-page').then((m) => ({ Component: m.PremiumGroupManagementPage })),
  },
  {
    path: '/premium-groups/payment/:memberId',
    lazy: () => import('./pages/payment-page').then((m) => ({ Component: m.PremiumPaymentPage })),
  },
  {
    path: '/admin/premium-applications',
    lazy: () => import('./pages/admin-applications-page').then((m) => ({ Component: m.AdminPremiumApplicationsPage })),
  },
];
