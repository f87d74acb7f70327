import type { RouteObject } from 'react-router';

/** Weekly check-in and its two forms (spec 1 "Weekly check-in"); rendered inside the app shell. */
export const weeklyAppRoutes: RouteObject[] = [
  { path: '/weekly-checkin', lazy: () => import('./pages/weekly-checkin-page').then((m) => ({ Component: m.WeeklyCheckinPage })) },
  { path: '/weekly-questions', lazy: () => import('./pages/weekly-form-page').then((m) => ({ Component: m.WeeklyQuestionsPage })) },
  { path: '/commitment-to-change', lazy: () => import('./pages/weekly-form-page').then((m) => ({ Component: m.CommitmentToChangePage })) },
];
