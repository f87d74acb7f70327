import type { RouteObject } from 'react-router';

/** Rendered inside the app shell; the router adds the 'app' guard. */
export const dashboardAppRoutes: RouteObject[] = [
  { path: '/dashboard', lazy: () => import('./pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })) },
];
