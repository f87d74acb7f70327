import type { RouteObject } from 'react-router';

type Pages = typeof import('./pages');
const page = (name: keyof Pages) => () => import('./pages').then((m) => ({ Component: m[name] }));

/**
 * Small groups and the leaders' portal (spec 2 sections 2.3 and 2.4), inside the app
 * shell. The pages are one lazy chunk: none of this is in the first load.
 */
export const groupsAppRoutes: RouteObject[] = [
  { path: '/small-groups', lazy: page('SmallGroupsPage') },
  { path: '/small-groups/:groupId/info', lazy: page('GroupInfoPage') },
  { path: '/small-groups/:groupId/group-crash-reports', lazy: page('GroupCrashReportsPage') },
  { path: '/add-group', lazy: page('AddGroupPage') },
  { path: '/leaders-portal', lazy: page('LeadersPortalPage') },
  { path: '/leaders-portal/:groupId/member-progress', lazy: page('MemberProgressPage') },
  { path: '/leaders-portal/:groupId/member-progress/group-progress', lazy: page('GroupProgressPage') },
  { path: '/leaders-portal/:groupId/member-progress/group-crash-report', lazy: page('LeaderCrashReportPage') },
];
