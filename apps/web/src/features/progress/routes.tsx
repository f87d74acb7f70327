import type { RouteObject } from 'react-router';

/** Starts the calendar's code and data beside the page's own chunk (it does not hold the navigation up). */
const prefetch = (checkIns: boolean) => () => {
  // The data's chunk first (its answers come last on a cold load), the calendar's beside it rather
  // than after it: one round trip fewer.
  void import('./lib/prefetch-progress').then((m) => m.prefetchProgress({ checkIns }));
  void import('./components/progress-calendar');
  return null;
};

/** Progress calendar and analytics (spec 1 "Progress"); rendered inside the app shell. */
export const progressAppRoutes: RouteObject[] = [
  { path: '/progress', loader: prefetch(true), lazy: () => import('./pages/progress-page').then((m) => ({ Component: m.ProgressPage })) },
  {
    path: '/crash-report-progress',
    loader: prefetch(false),
    lazy: () => import('./pages/progress-page').then((m) => ({ Component: m.CrashReportProgressPage })),
  },
];
