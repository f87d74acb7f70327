import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton';
import { RouteGuard } from '@/components/route-guard';
import { accountabilityAppRoutes } from '@/features/accountability/routes';
import { accountsAppRoutes, accountsPublicRoutes, accountsStandaloneRoutes } from '@/features/accounts/routes';
import { checkInsAppRoutes } from '@/features/check-ins/routes';
import { coursesAppRoutes } from '@/features/courses/routes';
import { groupsAppRoutes } from '@/features/groups/routes';
import { notificationsRoutes } from '@/features/notifications/routes';
import { onboardingRoutes } from '@/features/onboarding/routes';
import { progressAppRoutes } from '@/features/progress/routes';
import { systemTriggersAppRoutes } from '@/features/system-triggers/routes';
import { weeklyAppRoutes } from '@/features/weekly/routes';
import { RootLayout } from './root-layout';

/** Menu destinations whose areas are built in later issues. */
export const COMING_SOON_PATHS = [
  '/messages',
  '/community',
  '/resources',
  '/coaching-center',
  '/billing-info',
  '/global-message',
];

const comingSoon = () => import('./pages/coming-soon-page').then((m) => ({ Component: m.ComingSoonPage }));

const comingSoonRoutes: RouteObject[] = COMING_SOON_PATHS.flatMap((path) => [
  { path, lazy: comingSoon },
  { path: `${path}/*`, lazy: comingSoon },
]);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while the first page's lazy route modules load (otherwise React Router warns on every full load).
    hydrateFallbackElement: <PageSkeleton />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      ...accountsPublicRoutes,
      ...onboardingRoutes,
      ...notificationsRoutes,
      { path: '/logout', lazy: () => import('./pages/logout-page').then((m) => ({ Component: m.LogoutPage })) },
      {
        element: <RouteGuard access="app" />,
        children: [
          {
            lazy: () => import('./shell/app-layout').then((m) => ({ Component: m.AppLayout })),
            children: [
              { path: '/dashboard', lazy: () => import('./pages/dashboard-page').then((m) => ({ Component: m.DashboardRoute })) },
              ...checkInsAppRoutes,
              ...weeklyAppRoutes,
              ...progressAppRoutes,
              ...systemTriggersAppRoutes,
              ...accountsAppRoutes,
              ...coursesAppRoutes,
              ...accountabilityAppRoutes,
              ...groupsAppRoutes,
              ...comingSoonRoutes,
            ],
          },
        ],
      },
      // Last: holds the catch-all.
      ...accountsStandaloneRoutes,
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
