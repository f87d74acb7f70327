import { Button, Center, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { META_KEYS } from '@holdfast/shared/accounts';
import { DEFAULT_FEATURE_FLAGS } from '@holdfast/shared/reference';
import { resolveGuard, safeNextPath, type RouteAccess, type ShellUser } from '@holdfast/shared/shell';
import { isApiError } from '@/lib/api-client';
import { useAppInfo } from '@/lib/api/get-app-info';
import { useProfile } from '@/lib/api/get-profile';
import { useUserMeta } from '@/lib/api/get-user-meta';
import { arrivedAt, resumePath } from '@/lib/resume-path';
import { toShellUser } from '@/lib/shell-user';
import { wasSignedOutByChoice } from '@/lib/token-store';
import { useToken } from '@/lib/use-token';
import { PageSkeleton } from './page-skeleton';
import { ERROR_CODES } from '@holdfast/shared/common';

/**
 * Renders its children (or the nested routes) when `resolveGuard` lets the user in, otherwise
 * redirects. The context comes from GET users/profile, app-info features and the
 * DASHBOARD_ONBOARDING_DONE meta, each fetched only when the decision needs it.
 */
export function RouteGuard({ access, children }: { access: RouteAccess; children?: ReactNode }) {
  const token = useToken();
  const location = useLocation();
  const profile = useProfile();
  const appInfo = useAppInfo();

  const suspendedByApi = isApiError(profile.error) && profile.error.status === 403 && profile.error.code === ERROR_CODES.accountSuspended;
  let user: ShellUser | null = token ? toShellUser(profile.data) : null;
  if (token && suspendedByApi) {
    user = { isVerified: true, hasProfile: true, isWpPasswordMapped: false, isSuspended: true, gender: null, roles: [] };
  }

  const features = appInfo.data?.features ?? DEFAULT_FEATURE_FLAGS;
  const needsMeta =
    !!user &&
    user.isVerified &&
    user.hasProfile &&
    !user.isSuspended &&
    !user.isWpPasswordMapped &&
    (access === 'app' || access === 'course-onboarding');
  const meta = useUserMeta(META_KEYS.dashboardOnboardingDone, {
    enabled: needsMeta && features.newUserCourseOnboarding,
  });

  const content = children ?? <Outlet />;
  if (access === 'open') return content;
  if (access === 'public' && !token) return content;

  if (token && profile.isPending) return <PageSkeleton />;
  if (token && profile.isError && !suspendedByApi && !(isApiError(profile.error) && profile.error.status === 401)) {
    return (
      <Center mih="60vh" p="md">
        <Stack align="center" gap="sm">
          <Text fw={600}>We could not load your account.</Text>
          <Button variant="light" onClick={() => profile.refetch()}>
            Try again
          </Button>
        </Stack>
      </Center>
    );
  }
  if (needsMeta && (appInfo.isPending || (features.newUserCourseOnboarding && meta.isPending))) {
    return <PageSkeleton />;
  }

  const redirect = resolveGuard(access, {
    user,
    features: { multicourse: features.multicourse, newUserCourseOnboarding: features.newUserCourseOnboarding },
    // An unreadable meta must not lock the user out of the app.
    isOnboardingDone: meta.isError ? true : Boolean(meta.data?.value),
  });
  if ((redirect === '/' || redirect === '/login') && !token && location.pathname !== '/login') {
    // A signed-out deep link keeps its destination for after sign-in (the dashboard is the default anyway).
    const here = location.pathname + location.search;
    // A member who signed out on purpose (the password change) goes to a plain /login.
    if (here === '/dashboard' || wasSignedOutByChoice()) return <Navigate to="/login" replace />;
    return <Navigate to={`/login?next=${encodeURIComponent(here)}`} replace />;
  }
  // Signed in on /login?next=...: go where the deep link asked rather than to the dashboard; a step
  // that is over (sign-in, onboarding) goes where an earlier step chose, if one did (an invitation).
  const next = redirect === '/dashboard' ? (safeNextPath(new URLSearchParams(location.search).get('next')) ?? resumePath()) : null;
  if (next) return <Navigate to={next} replace />;
  if (redirect && redirect !== location.pathname) return <Navigate to={redirect} replace />;
  if (access !== 'app') return content;
  return (
    <>
      {content}
      <Arrived pathname={location.pathname} />
    </>
  );
}

/** The member is on an app page: if an earlier step chose it (lib/resume-path), that is done. */
function Arrived({ pathname }: { pathname: string }) {
  useEffect(() => arrivedAt(pathname), [pathname]);
  return null;
}
