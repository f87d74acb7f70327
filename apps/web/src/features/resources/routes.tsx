import type { RouteObject } from 'react-router';
import { resourcesWebPaths } from '@holdfast/shared/resources';

/** The members' resources library (issue 39); rendered inside the app shell. */
export const resourcesAppRoutes: RouteObject[] = [
  { path: resourcesWebPaths.library, lazy: () => import('./pages/resources-page').then((m) => ({ Component: m.ResourcesPage })) },
];
