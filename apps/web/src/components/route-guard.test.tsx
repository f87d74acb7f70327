import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteAccess } from '@holdfast/shared/shell';
import { APP_INFO, makeUser, mockApi, renderRoutes, signIn } from '@/test/render';
import { resumePath, setResumePath } from '@/lib/resume-path';
import { RouteGuard } from './route-guard';

const DESTINATIONS = [
  '/',
  '/login',
  '/dashboard',
  '/email-verification',
  '/new-on-boarding',
  '/new-on-boarding/course-info',
  '/reset-old-password',
  '/suspended-account',
];

function renderGuarded(access: RouteAccess, path: string) {
  return renderRoutes(
    [
      {
        path,
        element: (
          <RouteGuard access={access}>
            <p>protected content</p>
          </RouteGuard>
        ),
      },
      ...DESTINATIONS.filter((d) => d !== path).map((d) => ({ path: d, element: <p>at {d}</p> })),
    ],
    path,
  );
}

function apiWith(user: unknown, onboardingDone: unknown = true) {
  return mockApi({
    'GET users/profile': [200, user],
    'GET app-info': [200, APP_INFO],
    'GET users/user-meta/DASHBOARD_ONBOARDING_DONE': [200, { key: 'DASHBOARD_ONBOARDING_DONE', value: onboardingDone }],
  });
}

describe('RouteGuard', () => {
  it('ends onboarding where an earlier step chose (an invitation), then forgets it', async () => {
    signIn();
    apiWith(makeUser());
    setResumePath('/accountability/requests');
    const { router } = renderRoutes(
      [
        {
          path: '/new-on-boarding/course-info',
          element: (
            <RouteGuard access="course-onboarding">
              <p>course info</p>
            </RouteGuard>
          ),
        },
        {
          path: '/accountability/requests',
          element: (
            <RouteGuard access="app">
              <p>requests</p>
            </RouteGuard>
          ),
        },
      ],
      '/new-on-boarding/course-info',
    );
    expect(await screen.findByText('requests')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accountability/requests');
    // Forgotten by the guard's effect, which may run just after the page first shows.
    await waitFor(() => expect(resumePath()).toBeNull());
  });

  it('keeps the chosen page while the guard sends a new account to onboarding first', async () => {
    signIn();
    apiWith(makeUser({}, null));
    setResumePath('/accountability/requests');
    const { router } = renderGuarded('app', '/accountability/requests');
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-on-boarding'));
    expect(resumePath()).toBe('/accountability/requests');
  });

  it('sends a signed-out visitor of an app page to /login, keeping the page to return to', async () => {
    const fetchSpy = apiWith(null);
    const { router } = renderGuarded('app', '/courses');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fcourses');
    expect(fetchSpy).not.toHaveBeenCalledWith(expect.stringContaining('users/profile'), expect.anything());
  });

  it('renders a public page for a signed-out visitor without waiting for the API', () => {
    apiWith(null);
    renderGuarded('public', '/login');
    expect(screen.getByText('protected content')).toBeInTheDocument();
  });

  it('sends a signed-in user away from public pages to /dashboard', async () => {
    signIn();
    apiWith(makeUser());
    const { router } = renderGuarded('public', '/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends an unverified user to /email-verification', async () => {
    signIn();
    apiWith(makeUser({ verified_on: null }, null));
    const { router } = renderGuarded('app', '/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/email-verification'));
  });

  it('sends a verified user without a profile to onboarding', async () => {
    signIn();
    apiWith(makeUser({}, null));
    const { router } = renderGuarded('app', '/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-on-boarding'));
  });

  it('sends a user who has not finished guided onboarding to course-info', async () => {
    signIn();
    apiWith(makeUser(), null);
    const { router } = renderGuarded('app', '/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-on-boarding/course-info'));
  });

  it('sends a migrated WordPress user to /reset-old-password and a suspended user to /suspended-account', async () => {
    signIn();
    apiWith(makeUser({ wp_password_mapped: true }));
    const first = renderGuarded('app', '/dashboard');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/reset-old-password'));
    first.unmount();

    apiWith(makeUser({}, { is_suspended: true }));
    const second = renderGuarded('app', '/dashboard');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/suspended-account'));
  });

  it('lets a fully set-up user in', async () => {
    signIn();
    apiWith(makeUser(), true);
    renderGuarded('app', '/dashboard');
    expect(await screen.findByText('protected content')).toBeInTheDocument();
  });

  it('keeps a user with a profile out of onboarding', async () => {
    signIn();
    apiWith(makeUser());
    const { router } = renderGuarded('onboarding', '/new-on-boarding');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
