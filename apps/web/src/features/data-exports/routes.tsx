import type { RouteObject } from 'react-router';
import { dataExportsWebPaths } from '@holdfast/shared/data-exports';

/** 'Download my data' (issue 38), inside the app shell; the privacy centre (/privacy) links to it. */
export const dataExportsAppRoutes: RouteObject[] = [
  { path: dataExportsWebPaths.export, lazy: () => import('./pages/data-export-page').then((m) => ({ Component: m.DataExportPage })) },
];
