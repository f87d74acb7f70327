import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '@holdfast/shared/reference';
import { AppProviders } from '@/app/providers';
import { TOKEN_KEY } from '@/lib/token-store';
import { setStorageUser } from '@/lib/user-storage';

/** Renders routes in a memory router inside the real providers, with a fresh query cache. */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // Each top-level route gets a fallback for the first render unless it has one, as the app's root
  // route has (hydrateFallbackElement in app/router.tsx): lazy routes otherwise warn 'No HydrateFallback'.
  const withFallback = routes.map((route) => ({ hydrateFallbackElement: <span role="status">Loading</span>, ...route }) as RouteObject);
  const router = createMemoryRouter(withFallback, { initialEntries: [initialPath] });
  const utils = render(
    <AppProviders client={client} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, client };
}

/**
 * Imports every lazy route module of `routes`; call it in beforeAll. A route's first import (its
 * whole module graph) can take seconds on a loaded machine: that belongs under the hook timeout,
 * not inside a findBy that waits for the page to render.
 */
export async function preloadLazyRoutes(routes: RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async (route) => {
      if (typeof route.lazy === 'function') await route.lazy();
      if (route.children) await preloadLazyRoutes(route.children);
    }),
  );
}

export function renderPage(element: ReactElement, path = '/', extra: RouteObject[] = []) {
  const pathname = path.split('?')[0] ?? '/';
  return renderRoutes([{ path: pathname, element }, ...extra], path);
}

/**
 * A session as the app has it once the signed-in user's profile has loaded: the token, and the user
 * whose per-user browser storage (check-in draft and queue, lib/user-storage) is in use.
 */
export function signIn(token = 'test-token', userId = 1) {
  localStorage.setItem(TOKEN_KEY, token);
  setStorageUser(userId);
}

type Handler = (init: RequestInit | undefined, url: URL) => [status: number, body?: unknown];

/**
 * Stubs the network boundary: `routes` maps "METHOD path" (path after /api/v1.2/) to an answer.
 * Unknown calls answer 404 so a test notices them.
 */
export function mockApi(routes: Record<string, Handler | [number, unknown?]>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1\.2\//, '');
    const entry = routes[`${method} ${path}`];
    const [status, body] = typeof entry === 'function' ? entry(init, url) : (entry ?? [404, { message: 'Not found.' }]);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

export const APP_INFO = {
  name: 'Holdfast',
  version: '1.0.0',
  min_supported_version: '1.0.0',
  features: DEFAULT_FEATURE_FLAGS,
  links: { donate: 'https://example.org/donate', help_desk: 'https://example.org/help', support_email: 'care@example.org' },
  push: { vapid_public_key: 'BPlaceholderVapidKeyForTests' },
};

export function makeUser(overrides: Record<string, unknown> = {}, profile: Record<string, unknown> | null = {}) {
  return {
    id: 1,
    email: 'sam@example.org',
    username: 'sam',
    created_at: '2024-01-01T00:00:00.000Z',
    updated_at: '2024-01-01T00:00:00.000Z',
    verified_on: '2024-01-02T00:00:00.000Z',
    roles: [],
    configurationComplete: true,
    wp_password_mapped: false,
    profile:
      profile === null
        ? null
        : {
            first_name: 'Sam',
            middle_name: null,
            last_name: 'Rivers',
            display_name: 'Sam Rivers',
            biography: null,
            gender: 'Male',
            dob: null,
            age: null,
            country_id: null,
            timezone_id: null,
            is_married: false,
            is_student: false,
            is_leader: false,
            church: null,
            zip_code: null,
            is_anonymous: false,
            needs_accountability: false,
            tag_ids: [],
            community_tags: [],
            profile_icon: null,
            is_suspended: false,
            community_agreement_accepted: false,
            ...profile,
          },
    ...overrides,
  };
}
