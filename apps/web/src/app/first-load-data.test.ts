import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes } from 'react-router';
import { getDashboardQueryOptions } from '@/lib/api/get-dashboard';
import { getMessagesInfo, messagesInfoQueryKey } from '@/lib/api/get-messages-info';
import { getProfileQueryOptions } from '@/lib/api/get-profile';
import { getUserMetaQueryOptions } from '@/lib/api/get-user-meta';
import { listSystemTriggersQueryOptions } from '@/lib/api/list-system-triggers';
import { META_KEYS } from '@holdfast/shared/accounts';
import { PRELOAD_GLOBAL, type PreloadedResponses } from '@/lib/preloaded-data';
import { queryClient } from '@/lib/query-client';
import { mockApi, signIn } from '@/test/render';
import { FIRST_LOAD_DATA, startFirstLoadData } from './first-load-data';
import { routes } from './router';

// The HTML's script only helps if it asks for exactly the URLs the app then asks for: each one the
// app takes from it is a request fewer; one that drifted would be asked twice.

async function runLoaders(path: string) {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.loader === 'function')
      await route.loader({ request: new Request(`http://localhost${path}`), params: {}, context: undefined } as never);
  }
}

const preloaded = () => (window as unknown as Record<string, PreloadedResponses | undefined>)[PRELOAD_GLOBAL];

function answers() {
  return mockApi({
    'GET users/profile': [200, { id: 1 }],
    'GET app-info': [200, {}],
    'GET users/user-meta/DASHBOARD_ONBOARDING_DONE': [200, { key: 'DASHBOARD_ONBOARDING_DONE', value: true }],
    'GET notifications/unread-count': [200, { count: 0 }],
    'GET system-triggers': [200, []],
    'GET messages-info': [200, { total: 0, chats: [] }],
    'GET dashboard': [200, {}],
    'GET users/user-meta/FIRST_STEPS_GUIDE_SEEN': [200, { key: 'FIRST_STEPS_GUIDE_SEEN', value: true }],
    'GET checkins': [200, { items: [], page: 1, totalPages: 1 }],
    'GET system-triggers/all-answers': [200, []],
    'GET checkin/emotions': [200, []],
  });
}

/** Loads `path` as a first load does, after the HTML's script ran; returns what went to the network after the script. */
async function firstLoad(page: 'progress' | 'dashboard') {
  signIn();
  const fetch = answers();
  const asked = startFirstLoadData(page, FIRST_LOAD_DATA);
  const fromHtml = Object.keys(asked ?? {});
  const before = fetch.mock.calls.length;
  await runLoaders(`/${page}`);
  // The side menu's triggers and unread messages (the shell asks as it renders).
  void queryClient.prefetchQuery(listSystemTriggersQueryOptions());
  void queryClient.prefetchQuery({ queryKey: messagesInfoQueryKey, queryFn: ({ signal }) => getMessagesInfo(signal) });
  // The first-steps guide's meta (the dashboard asks as it renders).
  if (page === 'dashboard') void queryClient.prefetchQuery(getUserMetaQueryOptions(META_KEYS.firstStepsGuideSeen));
  await vi.waitFor(() => expect(Object.keys(preloaded() ?? {})).toEqual([]));
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  const again = fetch.mock.calls.slice(before).map(([input]) => String(input));
  return { fromHtml, again };
}

describe("a first load's data asked from its HTML", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    queryClient.clear();
    delete (window as unknown as Record<string, unknown>)[PRELOAD_GLOBAL];
    localStorage.clear();
  });

  it.each([
    ['desktop', false],
    ['phone', true],
  ])('/progress on a %s: the calendar range, crash reports and emotions come from the HTML too', async (_label, phone) => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: phone, media: query }) as MediaQueryList);
    const { fromHtml, again } = await firstLoad('progress');
    expect(fromHtml.some((url) => url.startsWith('/api/v1.2/checkins?'))).toBe(true);
    expect(again).toEqual([]);
  });

  it('/dashboard: its figures and the first-steps guide come from the HTML too', async () => {
    const { fromHtml, again } = await firstLoad('dashboard');
    expect(fromHtml).toContain('/api/v1.2/dashboard?offset=' + new Date().getTimezoneOffset() * 60);
    expect(again).toEqual([]);
  });

  it('the first render waits for the answers the HTML asked for, and only then', async () => {
    signIn();
    answers();
    // No HTML script: the loaders start the requests and return at once.
    await runLoaders('/dashboard');
    expect(queryClient.getQueryData(getDashboardQueryOptions().queryKey)).toBeUndefined();
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    queryClient.clear();
    // With it: once the loaders are done, the guard's profile and the dashboard are in the cache.
    startFirstLoadData('dashboard', FIRST_LOAD_DATA);
    await runLoaders('/dashboard');
    expect(queryClient.getQueryData(getProfileQueryOptions().queryKey)).toEqual({ id: 1 });
    expect(queryClient.getQueryData(getDashboardQueryOptions().queryKey)).toEqual({});
  });

  it('signed out: asks for nothing', () => {
    const fetch = answers();
    expect(startFirstLoadData('progress', FIRST_LOAD_DATA)).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('an answer is used once, and only with the token it was asked with', async () => {
    signIn('token-a');
    const fetch = answers();
    startFirstLoadData('progress', FIRST_LOAD_DATA);
    localStorage.setItem('holdfast.token', 'token-b');
    const { api } = await import('@/lib/api-client');
    const before = fetch.mock.calls.length;
    await api.get('users/profile');
    expect(fetch.mock.calls.length).toBe(before + 1);
    expect(preloaded()?.['/api/v1.2/users/profile']).toBeUndefined();
  });
});
