import type { RouteObject } from 'react-router';

type Pages = typeof import('./pages');
const page = (name: keyof Pages) => () => import('./pages').then((m) => ({ Component: m[name] }));

/**
 * The coaching client's pages (spec 3 section 2 "Coaching centre"), inside the app shell:
 * the coach's resources and the habit tracker. /coaching-center/client itself is composed in
 * app/pages/coaching-client-page.tsx (it shows the courses area's next step) and routed in app/router.tsx.
 */
export const coachClientAppRoutes: RouteObject[] = [
  { path: '/coaching-center/coach-resources', lazy: page('CoachResourcesPage') },
  { path: '/coaching-client/habit-tracker', lazy: page('HabitTrackerPage') },
];
