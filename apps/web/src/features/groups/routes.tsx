import type { RouteObject } from 'react-router';

/**
 * Small groups and the leaders' portal (spec 2 sections 2.3 and 2.4, issue 13), inside the app
 * shell. Every page is a lazy route: none of this is in the first load.
 */
export const groupsAppRoutes: RouteObject[] = [
  { path: '/small-groups', lazy: () => import('./pages/small-groups-page').then((m) => ({ Component: m.SmallGroupsPage })) },
  { path: '/small-groups/:groupId/info', lazy: () => import('./pages/group-info-page').then((m) => ({ Component: m.GroupInfoPage })) },
  {
    path: '/small-groups/:groupId/group-crash-reports',
    lazy: () => import('./pages/group-crash-reports-page').then((m) => ({ Component: m.GroupCrashReportsPage })),
  },
  { path: '/add-group', lazy: () => import('./pages/add-group-page').then((m) => ({ Component: m.AddGroupPage })) },
  { path: '/leaders-portal', lazy: () => import('./pages/leaders-portal-page').then((m) => ({ Component: m.LeadersPortalPage })) },
  {
    path: '/leaders-portal/:groupId/member-progress',
    lazy: () => import('./pages/member-progress-page').then((m) => ({ Component: m.MemberProgressPage })),
  },
  {
    path: '/leaders-portal/:groupId/member-progress/group-progress',
    lazy: () => import('./pages/group-progress-page').then((m) => ({ Component: m.GroupProgressPage })),
  },
  {
    path: '/leaders-portal/:groupId/member-progress/group-crash-report',
    lazy: () => import('./pages/leader-crash-report-page').then((m) => ({ Component: m.LeaderCrashReportPage })),
  },
];
