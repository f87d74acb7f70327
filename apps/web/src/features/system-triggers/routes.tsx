import type { RouteObject } from 'react-router';
import { HELP_NOW_PATH } from '@holdfast/shared/shell';

/** System-trigger forms (spec 1 "Crash reports and triggers"); rendered inside the app shell. */
export const systemTriggersAppRoutes: RouteObject[] = [
  { path: HELP_NOW_PATH, lazy: () => import('./pages/help-now-page').then((m) => ({ Component: m.HelpNowPage })) },
  {
    path: '/system-triggers/:triggerId/:action',
    lazy: () => import('./pages/system-trigger-page').then((m) => ({ Component: m.SystemTriggerPage })),
  },
  {
    path: '/system-triggers/:triggerId',
    lazy: () => import('./pages/system-trigger-page').then((m) => ({ Component: m.SystemTriggerPage })),
  },
];
