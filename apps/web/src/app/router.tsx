import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton';
import { RouteGuard } from '@/components/route-guard';
import { accountabilityAppRoutes } from '@/features/accountability/routes';
import { adminConsoleRoutes } from '@/features/admin/routes';
import { accountsAppRoutes, accountsPublicRoutes, accountsStandaloneRoutes } from '@/features/accounts/routes';
import { checkInsAppRoutes } from '@/features/check-ins/routes';
import { coachAppRoutes } from '@/features/coaching/coach-routes';
import { coachClientAppRoutes } from '@/features/coaching/client-routes';
import { coachAdminRoutes, coachBillingAppRoutes } from '@/features/coaching/billing-routes';
import { communityAppRoutes } from '@/features/community/routes';
import { coursesAppRoutes } from '@/features/courses/routes';
import { dataExportsAppRoutes } from '@/features/data-exports/routes';
import { groupsAppRoutes } from '@/features/groups/routes';
import { messagingAppRoutes } from '@/features/messaging/routes';
import { getUnreadNotificationCountQueryOptions } from '@/features/notifications/api/get-unread-notification-count';
import { notificationsRoutes } from '@/features/notifications/routes';
import { onboardingRoutes } from '@/features/onboarding/routes';
import { premiumAdminRoutes, premiumAppRoutes, premiumPublicRoutes } from '@/features/premium-groups/routes';
import { progressAppRoutes } from '@/features/progress/routes';
import { resourcesAppRoutes } from '@/features/resources/routes';
import { systemTriggersAppRoutes } from '@/features/system-triggers/routes';
import { weeklyAppRoutes } from '@/features/weekly/routes';
import { META_KEYS } from '@holdfast/shared/accounts';
import { getAppInfoQueryOptions } from '@/lib/api/get-app-info';
import { getDashboardQueryOptions } from '@/lib/api/get-dashboard';
import { getProfileQueryOptions } from '@/lib/api/get-profile';
import { getUserMetaQueryOptions } from '@/lib/api/get-user-meta';
import { messagesInfoQueryOptions } from '@/lib/api/get-messages-info';
import { listSystemTriggersQueryOptions } from '@/lib/api/list-system-triggers';
import { queryClient } from '@/lib/query-client';
import { hasPreloaded } from '@/lib/preloaded-data';
import { getToken } from '@/lib/token-store';
import { RouteErrorPage } from './pages/route-error-page';
import { RootLayout } from './root-layout';
import { discoverableRoutes } from './route-discovery';

/** Menu destinations whose areas are built in later issues. */
export const COMING_SOON_PATHS: string[] = [
  // Coach chats and the coaching client's pages are built (features/messaging, features/coaching);
  // the resources library too (features/resources, issue 39).
];

const comingSoon = () => import('./pages/coming-soon-page').then((m) => ({ Component: m.ComingSoonPage }));

/** True until the router has rendered its first page (createRouter). */
let initialLoad = true;
/** The longest the first render waits on an answer the page's HTML asked for. */
const FIRST_LOAD_WAIT_MS = 1000;

/**
 * A signed-in page's first load asks for its data while its route chunks load, not after them
 * (the router runs loaders beside `lazy`): the guard's profile, the header bell's unread count, and
 * the dashboard's figures. Only what the cache has never had, so later navigations ask exactly as
 * the pages do. When the page's HTML already asked for them (src/app/first-load-data.ts), the first
 * render waits for those answers (at most FIRST_LOAD_WAIT_MS), so it shows the page rather than its
 * skeleton and a second render a moment later; otherwise nothing waits on these (the pages read
 * the same queries).
 */
function prefetchOnFirstLoad(options: { queryKey: readonly unknown[] }): Promise<null> | null {
  if (!getToken() || queryClient.getQueryState(options.queryKey)) return null;
  const done = queryClient.prefetchQuery(options);
  if (!initialLoad || !hasPreloaded()) return null;
  return Promise.race([done, new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_WAIT_MS))]).then(() => null);
}

/**
 * prefetchOnFirstLoad for an answer the page's HTML asked for that the shell reads only in some
 * cases (the menu's, hidden on some pages): on that first load only, so no later navigation asks
 * for it before its reader does. Without it the answer came after the first render and the shell
 * rendered a second time (a 25–45 ms task on the phone; docs/benchmarks.md, 2026-12-06).
 */
function awaitPreloaded(options: { queryKey: readonly unknown[] }): Promise<null> | null {
  return initialLoad && hasPreloaded() ? prefetchOnFirstLoad(options) : null;
}

const comingSoonRoutes: RouteObject[] = COMING_SOON_PATHS.flatMap((path) => [
  { path, lazy: comingSoon },
  { path: `${path}/*`, lazy: comingSoon },
]);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // A page whose code fails to load (offline, a new release) or that throws: a plain message and
    // 'Try again' instead of React Router's developer screen. Signed-in pages keep the shell (below).
    errorElement: <RouteErrorPage />,
    // Shown while the first page's lazy route modules load (otherwise React Router warns on every full load).
    hydrateFallbackElement: <PageSkeleton />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      ...accountsPublicRoutes,
      ...onboardingRoutes,
      ...notificationsRoutes,
      ...premiumPublicRoutes,
      { path: '/logout', lazy: () => import('./pages/logout-page').then((m) => ({ Component: m.LogoutPage })) },
      {
        element: <RouteGuard access="app" />,
        // The guard needs the profile, app-info and (for a member who finished the profile) the
        // onboarding meta before it lets the page render: asked together here rather than the meta
        // after the profile came back and app-info when the root layout rendered.
        // The header bell's count too: the bell itself loads after the first render (app-layout), and
        // its own request came last on a cold /progress, at ~1.03 s of a page otherwise done by 0.42 s.
        loader: async () => {
          await Promise.all([
            prefetchOnFirstLoad(getProfileQueryOptions()),
            prefetchOnFirstLoad(getAppInfoQueryOptions()),
            prefetchOnFirstLoad(getUserMetaQueryOptions(META_KEYS.dashboardOnboardingDone)),
            prefetchOnFirstLoad(getUnreadNotificationCountQueryOptions()),
            // The menu's triggers and the 'Messages' tab's unread total (app-layout).
            awaitPreloaded(listSystemTriggersQueryOptions()),
            awaitPreloaded(messagesInfoQueryOptions()),
          ]);
          return null;
        },
        shouldRevalidate: () => false,
        children: [
          {
            lazy: () => import('./shell/app-layout').then((m) => ({ Component: m.AppLayout })),
            children: [
              {
                // Inside the shell: the header and menus stay usable around the error.
                errorElement: <RouteErrorPage />,
                children: [
                  {
                    path: '/dashboard',
                    // All the page reads at once, so its first render is its only one.
                    loader: async () => {
                      await Promise.all([
                        prefetchOnFirstLoad(getDashboardQueryOptions()),
                        prefetchOnFirstLoad(listSystemTriggersQueryOptions()),
                        prefetchOnFirstLoad(getUserMetaQueryOptions(META_KEYS.firstStepsGuideSeen)),
                      ]);
                      return null;
                    },
                    lazy: () => import('./pages/dashboard-page').then((m) => ({ Component: m.DashboardRoute })),
                  },
                  ...checkInsAppRoutes,
                  ...weeklyAppRoutes,
                  ...progressAppRoutes,
                  ...systemTriggersAppRoutes,
                  ...accountsAppRoutes,
                  ...coursesAppRoutes,
                  ...accountabilityAppRoutes,
                  ...groupsAppRoutes,
                  ...premiumAppRoutes,
                  ...communityAppRoutes,
                  ...messagingAppRoutes,
                  ...coachAppRoutes,
                  {
                    path: '/coaching-center/client',
                    lazy: () => import('./pages/coaching-client-page').then((m) => ({ Component: m.CoachingClientRoute })),
                  },
                  {
                    path: '/privacy',
                    lazy: () => import('./pages/privacy-page').then((m) => ({ Component: m.PrivacyRoute })),
                  },
                  ...coachClientAppRoutes,
                  ...coachBillingAppRoutes,
                  ...dataExportsAppRoutes,
                  ...resourcesAppRoutes,
                  ...adminConsoleRoutes([...coachAdminRoutes, ...premiumAdminRoutes]),
                  ...comingSoonRoutes,
                ],
              },
            ],
          },
        ],
      },
      // Last: holds the catch-all.
      ...accountsStandaloneRoutes,
    ],
  },
];

/**
 * The app's router: it starts with the routes the address could match and discovers the other
 * areas' pages as navigations reach them (route-discovery.ts).
 */
export function createRouter() {
  const discovery = discoverableRoutes(routes, window.location.pathname);
  const router = createBrowserRouter(discovery.routes, { patchRoutesOnNavigation: discovery.patchRoutesOnNavigation });
  if (router.state.initialized) {
    initialLoad = false;
    return router;
  }
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    initialLoad = false;
    stop();
  });
  return router;
}

/**
 * Loads the lazy route modules `pathname` matches and puts them on the route objects, so a router
 * created afterwards renders that page at once (no fallback): the prerendered page's hydration
 * (main.tsx) and its build-time render (prerender.tsx) need the same first render.
 */
export async function loadRouteModules(routeList: RouteObject[], pathname: string) {
  const matches = matchRoutes(routeList, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      route.lazy = undefined;
    }),
  );
}
