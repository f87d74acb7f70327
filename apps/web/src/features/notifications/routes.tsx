import type { RouteObject } from 'react-router';
import { RouteGuard } from '@/components/route-guard';

export const notificationsRoutes: RouteObject[] = [
  {
    path: '/notification-handling',
    element: <RouteGuard access="open" />,
    children: [
      {
        index: true,
        lazy: () => import('./pages/notification-handling-page').then((m) => ({ Component: m.NotificationHandlingPage })),
      },
    ],
  },
];
