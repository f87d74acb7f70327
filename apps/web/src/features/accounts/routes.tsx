import type { RouteObject } from 'react-router';
import { erasureWebPaths } from '@holdfast/shared/erasure';
import { RouteGuard } from '@/components/route-guard';

/** Public pages: logged-in users are sent to /dashboard. */
export const accountsPublicRoutes: RouteObject[] = [
  {
    element: <RouteGuard access="public" />,
    children: [
      { path: '/login', lazy: () => import('./pages/login-page').then((m) => ({ Component: m.LoginPage })) },
      {
        path: '/registration',
        lazy: () => import('./pages/registration-page').then((m) => ({ Component: m.RegistrationPage })),
      },
      {
        path: '/invited-user',
        lazy: () => import('./pages/invited-user-page').then((m) => ({ Component: m.InvitedUserPage })),
      },
      {
        path: '/forgot-password',
        lazy: () => import('./pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
      },
      {
        path: '/reset-password',
        lazy: () => import('./pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
      },
    ],
  },
];

/** Account pages outside the app shell, each behind its own step of the guard chain. */
export const accountsStandaloneRoutes: RouteObject[] = [
  {
    path: '/email-verification',
    element: <RouteGuard access="verification" />,
    children: [
      { index: true, lazy: () => import('./pages/email-verification-page').then((m) => ({ Component: m.EmailVerificationPage })) },
    ],
  },
  {
    path: '/reset-old-password',
    element: <RouteGuard access="old-password" />,
    children: [{ index: true, lazy: () => import('./pages/reset-old-password-page').then((m) => ({ Component: m.ResetOldPasswordPage })) }],
  },
  {
    path: '/suspended-account',
    element: <RouteGuard access="suspended" />,
    children: [{ index: true, lazy: () => import('./pages/suspended-account-page').then((m) => ({ Component: m.SuspendedAccountPage })) }],
  },
  {
    element: <RouteGuard access="open" />,
    children: [
      {
        path: '/undo-email-change',
        lazy: () => import('./pages/undo-email-change-page').then((m) => ({ Component: m.UndoEmailChangePage })),
      },
      { path: '/login-as-user', lazy: () => import('./pages/login-as-user-page').then((m) => ({ Component: m.LoginAsUserPage })) },
      { path: '/PageNotFound', lazy: () => import('./pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
      { path: '*', lazy: () => import('./pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];

/** Signed-in pages rendered inside the app shell (the router adds the 'app' guard). */
export const accountsAppRoutes: RouteObject[] = [
  { path: '/profile', lazy: () => import('./pages/profile-page').then((m) => ({ Component: m.ProfilePage })) },
  {
    path: '/update-password',
    lazy: () => import('./pages/update-password-page').then((m) => ({ Component: m.UpdatePasswordPage })),
  },
  { path: '/update-email', lazy: () => import('./pages/update-email-page').then((m) => ({ Component: m.UpdateEmailPage })) },
  {
    path: erasureWebPaths.deleteAccount,
    lazy: () => import('./pages/delete-account-page').then((m) => ({ Component: m.DeleteAccountPage })),
  },
  { path: '/global-message', lazy: () => import('./pages/global-message-page').then((m) => ({ Component: m.GlobalMessagePage })) },
  // Parts of the privacy centre (/privacy links to them).
  { path: '/privacy/sessions', lazy: () => import('./pages/sessions-page').then((m) => ({ Component: m.SessionsPage })) },
  { path: '/privacy/app-lock', lazy: () => import('./pages/app-lock-page').then((m) => ({ Component: m.AppLockPage })) },
];
