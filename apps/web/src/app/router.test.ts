import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes } from 'react-router';
import { useGetDashboard } from '@/lib/api/get-dashboard';
import { PRELOAD_GLOBAL } from '@/lib/preloaded-data';
import { queryClient } from '@/lib/query-client';
import { mockApi, signIn } from '@/test/render';
import { routes } from './router';

/** The loaders a first load of `path` runs (the router runs them beside the lazy route chunks). */
async function runLoaders(path: string) {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.loader === 'function')
      await route.loader({ request: new Request(`http://localhost${path}`), params: {}, context: undefined } as never);
  }
}

describe('first load of a signed-in page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    queryClient.clear();
  });

  it('asks for the profile and the header bell’s unread count before any route chunk has run', async () => {
    signIn();
    const fetch = mockApi({ 'GET users/profile': [200, {}], 'GET notifications/unread-count': [200, { count: 3 }] });
    await runLoaders('/progress');
    const asked = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(asked).toEqual(expect.arrayContaining(['/api/v1.2/users/profile', '/api/v1.2/notifications/unread-count']));
    await vi.waitFor(() => expect(queryClient.getQueryData(['notifications', 'unread-count'])).toEqual({ count: 3 }));
  });

  it('asks for everything the app guard waits for at once: the profile, app-info and the onboarding meta', async () => {
    signIn();
    const fetch = mockApi({
      'GET users/profile': [200, {}],
      'GET app-info': [200, {}],
      'GET users/user-meta/DASHBOARD_ONBOARDING_DONE': [200, { key: 'DASHBOARD_ONBOARDING_DONE', value: true }],
      'GET notifications/unread-count': [200, { count: 0 }],
    });
    await runLoaders('/dashboard');
    const asked = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(asked).toEqual(
      expect.arrayContaining([
        '/api/v1.2/users/profile',
        '/api/v1.2/app-info',
        '/api/v1.2/users/user-meta/DASHBOARD_ONBOARDING_DONE',
        '/api/v1.2/dashboard',
      ]),
    );
  });

  it('asks for the dashboard once: the page uses what the loader prefetched instead of asking again as it mounts', async () => {
    signIn();
    const fetch = mockApi({
      'GET dashboard': [200, { purity_streak: null }],
      'GET users/profile': [200, {}],
      'GET notifications/unread-count': [200, { count: 0 }],
    });
    const dashboardCalls = () =>
      fetch.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === '/api/v1.2/dashboard').length;
    await runLoaders('/dashboard');
    await vi.waitFor(() => expect(queryClient.getQueryState(['dashboard'])?.status).toBe('success'));
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
    const { result } = renderHook(() => useGetDashboard(), { wrapper });
    expect(result.current.data).toEqual({ purity_streak: null });
    // Give a refetch on mount its chance to start.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.isFetching).toBe(false);
    expect(dashboardCalls()).toBe(1);
  });

  it('asks for all the dashboard reads in its loader: the figures, the triggers and the first-steps meta', async () => {
    signIn();
    const fetch = mockApi({ 'GET users/profile': [200, {}], 'GET notifications/unread-count': [200, { count: 0 }] });
    await runLoaders('/dashboard');
    const asked = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(asked).toEqual(
      expect.arrayContaining(['/api/v1.2/dashboard', '/api/v1.2/system-triggers', '/api/v1.2/users/user-meta/FIRST_STEPS_GUIDE_SEEN']),
    );
  });

  it('asks for the menu’s triggers and unread messages in the guard only on a first load whose HTML asked for them', async () => {
    signIn();
    const fetch = mockApi({ 'GET users/profile': [200, {}], 'GET notifications/unread-count': [200, { count: 0 }] });
    const asked = () => fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    await runLoaders('/progress');
    expect(asked()).not.toContain('/api/v1.2/messages-info');
    expect(asked()).not.toContain('/api/v1.2/system-triggers');
    queryClient.clear();
    (window as unknown as Record<string, unknown>)[PRELOAD_GLOBAL] = {};
    try {
      await runLoaders('/progress');
    } finally {
      delete (window as unknown as Record<string, unknown>)[PRELOAD_GLOBAL];
    }
    expect(asked()).toEqual(expect.arrayContaining(['/api/v1.2/messages-info', '/api/v1.2/system-triggers']));
  });

  it('asks for nothing when signed out', async () => {
    const fetch = mockApi({});
    await runLoaders('/progress');
    expect(fetch).not.toHaveBeenCalled();
  });
});
