import type { RouteObject } from 'react-router';

/** Progress calendar and analytics (spec 1 "Progress"); rendered inside the app shell. */
export const progressAppRoutes: RouteObject[] = [
  { path: '/progress', lazy: () => import('./pages/progress-page').then((m) => ({ Component: m.ProgressPage })) },
  { path: '/crash-report-progress', lazy: () => import('./pages/progress-page').then((m) => ({ Component: m.CrashReportProgressPage })) },
];
