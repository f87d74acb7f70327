import { Navigate, type RouteObject } from 'react-router';
import { RouteGuard } from '@/components/route-guard';

export const onboardingRoutes: RouteObject[] = [
  {
    element: <RouteGuard access="onboarding" />,
    children: [
      { path: '/new-on-boarding', element: <Navigate to="/new-on-boarding/step-one" replace /> },
      {
        path: '/new-on-boarding/step-one',
        lazy: () => import('./pages/new-step-one-page').then((m) => ({ Component: m.NewStepOnePage })),
      },
      {
        path: '/new-on-boarding/step-two',
        lazy: () => import('./pages/new-step-two-page').then((m) => ({ Component: m.NewStepTwoPage })),
      },
      { path: '/on-boarding', element: <Navigate to="/on-boarding/step-one" replace /> },
      { path: '/on-boarding/step-one', lazy: () => import('./pages/old-step-one-page').then((m) => ({ Component: m.OldStepOnePage })) },
      { path: '/on-boarding/step-two', lazy: () => import('./pages/old-step-two-page').then((m) => ({ Component: m.OldStepTwoPage })) },
      {
        path: '/on-boarding/step-three',
        lazy: () => import('./pages/old-step-three-page').then((m) => ({ Component: m.OldStepThreePage })),
      },
    ],
  },
  {
    path: '/new-on-boarding/course-info',
    element: <RouteGuard access="course-onboarding" />,
    children: [{ index: true, lazy: () => import('./pages/course-info-page').then((m) => ({ Component: m.CourseInfoPage })) }],
  },
];
