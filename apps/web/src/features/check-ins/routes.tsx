import { Navigate, type RouteObject } from 'react-router';

const flow = () => import('./components/check-in-flow');
const step = (name: string) => {
  switch (name) {
    case 'emotion':
      return () => import('./pages/emotion-step-page').then((m) => ({ Component: m.EmotionStepPage }));
    case 'zone':
      return () => import('./pages/zone-step-page').then((m) => ({ Component: m.ZoneStepPage }));
    case 'feeling':
      return () => import('./pages/feeling-step-page').then((m) => ({ Component: m.FeelingStepPage }));
    case 'faster-scale':
      return () => import('./pages/faster-step-page').then((m) => ({ Component: m.FasterStepPage }));
    default:
      return () => import('./pages/priority-step-page').then((m) => ({ Component: m.PriorityStepPage }));
  }
};
const STEPS = ['emotion', 'zone', 'feeling', 'faster-scale', 'priority-scale'];
const stepRoutes: RouteObject[] = STEPS.map((name) => ({ path: name, lazy: step(name) }));

/** The daily check-in (spec 1 "Daily check-in"); rendered inside the app shell. */
export const checkInsAppRoutes: RouteObject[] = [
  {
    path: '/check-in/results',
    lazy: () => import('./pages/results-page').then((m) => ({ Component: m.NewResultsPage })),
  },
  {
    path: '/check-in/edit/:checkInId/result',
    lazy: () => import('./pages/results-page').then((m) => ({ Component: m.EditResultsPage })),
  },
  {
    path: '/check-in/edit/:checkInId',
    lazy: () => flow().then((m) => ({ Component: m.EditCheckInFlow })),
    children: [{ index: true, element: <Navigate to="emotion" replace /> }, ...stepRoutes],
  },
  {
    path: '/check-in',
    lazy: () => flow().then((m) => ({ Component: m.NewCheckInFlow })),
    children: [
      { index: true, element: <Navigate to="/check-in/emotion" replace /> },
      ...stepRoutes,
      { path: '*', element: <Navigate to="/check-in/emotion" replace /> },
    ],
  },
];
