import { Navigate, type RouteObject } from 'react-router';

/**
 * Accountability partners (spec 2 sections 2.2 and 2.6), rendered inside the app shell:
 * /accountability with its Partners, Requests and Crash Reports sections, the request page, the
 * sharing screen per partner, 'Who viewed my data', refer a friend, and the SOS.
 */
export const accountabilityAppRoutes: RouteObject[] = [
  {
    path: '/accountability',
    lazy: () => import('./pages/accountability-layout').then((m) => ({ Component: m.AccountabilityLayout })),
    children: [
      { index: true, element: <Navigate to="/accountability/partners" replace /> },
      { path: 'partners', lazy: () => import('./pages/partners-tab').then((m) => ({ Component: m.PartnersTab })) },
      { path: 'requests', lazy: () => import('./pages/requests-tab').then((m) => ({ Component: m.RequestsTab })) },
      { path: 'crash-reports', lazy: () => import('./pages/crash-reports-tab').then((m) => ({ Component: m.CrashReportsTab })) },
    ],
  },
  { path: '/accountability/partners/:id/sharing', lazy: () => import('./pages/sharing-page').then((m) => ({ Component: m.SharingPage })) },
  {
    path: '/add-accountability',
    lazy: () => import('./pages/add-accountability-page').then((m) => ({ Component: m.AddAccountabilityPage })),
  },
  { path: '/invite-friends', lazy: () => import('./pages/invite-friends-page').then((m) => ({ Component: m.InviteFriendsPage })) },
  { path: '/who-viewed-my-data', lazy: () => import('./pages/access-log-page').then((m) => ({ Component: m.AccessLogPage })) },
  { path: '/sos', lazy: () => import('./pages/send-sos-page').then((m) => ({ Component: m.SendSosPage })) },
  { path: '/sos/:id', lazy: () => import('./pages/sos-page').then((m) => ({ Component: m.SosPage })) },
];
