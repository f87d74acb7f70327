import type { RouteObject } from 'react-router';
import { configsWebPaths as paths } from '@holdfast/shared/admin';

/** The console's content pages (issue 39, a4), each its own lazy chunk under the console's layout (ff_admin). */
export const configsRoutes: RouteObject[] = [
  {
    lazy: () => import('./components/admin-only').then((m) => ({ Component: m.AdminOnly })),
    children: [
      { path: paths.configs, lazy: () => import('./pages/configs-page').then((m) => ({ Component: m.ConfigsPage })) },
      { path: `${paths.configs}/:type`, lazy: () => import('./pages/configs-page').then((m) => ({ Component: m.ConfigsPage })) },
      { path: paths.alerts, lazy: () => import('./pages/alerts-page').then((m) => ({ Component: m.AlertsPage })) },
      { path: paths.forms, lazy: () => import('./pages/forms-page').then((m) => ({ Component: m.FormsPage })) },
      { path: `${paths.forms}/:id`, lazy: () => import('./pages/form-page').then((m) => ({ Component: m.FormPage })) },
      { path: paths.reference, lazy: () => import('./pages/reference-page').then((m) => ({ Component: m.ReferencePage })) },
      {
        path: paths.communityContent,
        lazy: () => import('./pages/community-content-page').then((m) => ({ Component: m.CommunityContentPage })),
      },
    ],
  },
];
