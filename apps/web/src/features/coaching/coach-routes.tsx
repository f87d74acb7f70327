import type { RouteObject } from 'react-router';

type Pages = typeof import('./pages/coach-pages');
const page = (name: keyof Pages) => () => import('./pages/coach-pages').then((m) => ({ Component: m[name] }));

/**
 * The coach's side of the coaching centre (spec 3 section 2), inside the app shell: one layout
 * (the coach gate) around the list, More Reports, Resource Management and a client's page. The
 * pages are one lazy chunk: none of this is in the first load.
 */
export const coachAppRoutes: RouteObject[] = [
  {
    lazy: page('CoachLayout'),
    children: [
      { path: '/coaching-center', lazy: page('CoachingCenterPage') },
      { path: '/coaching-center/more', lazy: page('MoreReportsPage') },
      { path: '/coaching-center/resources', lazy: page('ResourcesPage') },
      { path: '/coaching-center/users/:coachUserId', lazy: page('ClientDetailPage') },
    ],
  },
];
