import type { RouteObject } from 'react-router';

/** Starts the calendar's code and data beside the page's own chunk (it does not hold the navigation up). */
const prefetch = (checkIns: boolean) => () => {
  void import('./lib/prefetch-progress').then((m) => m.prefetchProgress({ checkIns }));
  return null;
};

/** Progress calendar and analytics (spec 1 "Progress"); rendered inside the app shell. */
export const progressAppRoutes: RouteObject[] = [
  { path: '/progress', loader: prefetch(true), lazy: () => import('./pages/progress-page').then((m) => ({ Component: m.ProgressPage })) },
  { path: '/crash-report-progress', loader: prefetch(false), lazy: () => import('./pages/progress-page').then((m) => ({ Component: m.CrashReportProgressPage })) },
];
