import type { RouteObject } from 'react-router';
import { adminCoursesWebPaths, adminPeopleWebPaths, adminQueueWebPaths, adminWebPaths } from '@holdfast/shared/admin';
import { configsRoutes } from './configs/routes';
import { resourcesWebPaths } from '@holdfast/shared/resources';

/**
 * The admin console (issue 39): one layout route under the app shell, every page its own lazy
 * chunk, so no console code is in a member's first load (`npm run size` checks it). Each part of
 * the console adds its pages as children here and its menu entry in admin-nav.ts; an area whose
 * admin page lives with the area (coaches, premium groups) exports it apart from its member routes.
 */
export function adminConsoleRoutes(areaAdminPages: RouteObject[]): RouteObject[] {
  return [
    {
      path: adminWebPaths.home,
      lazy: () => import('./layout/admin-layout').then((m) => ({ Component: m.AdminLayout })),
      children: [
        { index: true, lazy: () => import('./pages/admin-home-page').then((m) => ({ Component: m.AdminHomePage })) },
        { path: adminPeopleWebPaths.people, lazy: () => import('./people/pages/people-page').then((m) => ({ Component: m.PeoplePage })) },
        {
          path: adminPeopleWebPaths.person(':id'),
          lazy: () => import('./people/pages/person-page').then((m) => ({ Component: m.PersonPage })),
        },
        ...configsRoutes,
        {
          path: adminCoursesWebPaths.courses,
          lazy: () => import('./courses/pages/admin-courses-page').then((m) => ({ Component: m.AdminCoursesPage })),
        },
        {
          path: `${adminCoursesWebPaths.courses}/:id`,
          lazy: () => import('./courses/pages/admin-course-page').then((m) => ({ Component: m.AdminCoursePage })),
        },
        { path: adminQueueWebPaths.queue, lazy: () => import('./queue/review-queue-page').then((m) => ({ Component: m.ReviewQueuePage })) },
        {
          path: resourcesWebPaths.admin,
          lazy: () => import('./resources/admin-resources-page').then((m) => ({ Component: m.AdminResourcesPage })),
        },
        {
          path: 'impersonate/:userId',
          lazy: () => import('./impersonation/pages/impersonate-page').then((m) => ({ Component: m.ImpersonatePage })),
        },
        { path: 'audit-log', lazy: () => import('./audit-log/pages/audit-log-page').then((m) => ({ Component: m.AuditLogPage })) },
        {
          path: adminWebPaths.campaigns,
          lazy: () => import('./campaigns/pages/campaign-page').then((m) => ({ Component: m.CampaignPage })),
        },
        // The areas' own admin pages (the router passes them in: features do not import each other).
        ...areaAdminPages,
      ],
    },
  ];
}
