import type { RouteObject } from 'react-router';

/** System-trigger forms (spec 1 "Crash reports and triggers"); rendered inside the app shell. */
export const systemTriggersAppRoutes: RouteObject[] = [
  {
    path: '/system-triggers/:triggerId/:action',
    lazy: () => import('./pages/system-trigger-page').then((m) => ({ Component: m.SystemTriggerPage })),
  },
  {
    path: '/system-triggers/:triggerId',
    lazy: () => import('./pages/system-trigger-page').then((m) => ({ Component: m.SystemTriggerPage })),
  },
];
