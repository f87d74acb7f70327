import { describe, expect, it } from 'vitest';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { discoverableRoutes, firstSegment } from './route-discovery';
import { routes } from './router';

/** A small table shaped like the app's: a root layout, a public layout, the signed-in pages' layout, a catch-all. */
function table(): RouteObject[] {
  const page = (path: string): RouteObject => ({ path, loader: () => path, Component: () => null });
  return [
    {
      id: 'root',
      Component: () => null,
      children: [
        { Component: () => null, children: [page('/login'), page('/registration')] },
        {
          Component: () => null,
          children: [
            page('/dashboard'),
            page('/groups'),
            page('/groups/:id'),
            { path: '/admin', Component: () => null, children: [page('people')] },
          ],
        },
        page('*'),
      ],
    },
  ];
}

/** A memory router on the small table, first loaded at `start` (its loaders run). */
async function routerAt(start: string) {
  const discovery = discoverableRoutes(table(), start);
  const router = createMemoryRouter(discovery.routes, {
    initialEntries: [start],
    patchRoutesOnNavigation: discovery.patchRoutesOnNavigation,
  });
  await new Promise<void>((resolve) =>
    router.state.initialized ? resolve() : router.subscribe((state) => state.initialized && resolve()),
  );
  return { discovery, router };
}

const leafPath = (router: ReturnType<typeof createMemoryRouter>) => router.state.matches.at(-1)?.route.path;

/** Applies `patch` the way React Router does, on a plain tree (children appended under the route with that id). */
function patchInto(tree: RouteObject[]) {
  const find = (list: RouteObject[], id: string): RouteObject | undefined => {
    for (const route of list) {
      if (route.id === id) return route;
      const inner = route.children && find(route.children, id);
      if (inner) return inner;
    }
    return undefined;
  };
  return (id: string | null, children: RouteObject[]) => {
    const parent = find(tree, id!)!;
    parent.children = [...(parent.children ?? []), ...children];
  };
}

/** Every page address the table names, parameters filled in ('/groups/:id' -> '/groups/x'). */
function addresses(list: RouteObject[], prefix = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path === undefined ? prefix : route.path.startsWith('/') ? route.path : `${prefix.replace(/\/$/, '')}/${route.path}`;
    const own = route.path !== undefined && !route.path.includes('*') ? [path.replace(/:[^/]+/g, 'x')] : [];
    return [...own, ...addresses(route.children ?? [], path)];
  });
}

describe('lazy route discovery', () => {
  it('starts with the layouts and the pages under the address’s first segment, the catch-all among them', () => {
    const discovery = discoverableRoutes(table(), '/dashboard');
    const start = addresses(discovery.routes);
    expect(start).toEqual(['/dashboard']);
    expect(matchRoutes(discovery.routes, '/dashboard')?.at(-1)?.route.path).toBe('/dashboard');
    expect(matchRoutes(discovery.routes, '/anything')?.at(-1)?.route.path).toBe('*');
    expect(discovery.pending()).toBe(5);
  });

  it('a navigation to a held-back area patches that area’s pages in, under their layout, and no other', async () => {
    const { discovery, router } = await routerAt('/dashboard');
    await router.navigate('/groups/7');
    expect(leafPath(router)).toBe('/groups/:id');
    expect(router.state.matches.at(-1)?.params).toEqual({ id: '7' });
    expect(router.state.loaderData).toMatchObject({ [router.state.matches.at(-1)!.route.id]: '/groups/:id' });
    // '/groups' and '/groups/:id' came in; the public pages and the console are still held back.
    expect(discovery.pending()).toBe(3);
    await router.navigate('/admin/people');
    expect(leafPath(router)).toBe('people');
    await router.navigate('/login');
    expect(leafPath(router)).toBe('/login');
    // Only '/registration' is left: a segment is patched in when an address reaches it.
    expect(discovery.pending()).toBe(1);
    router.dispose();
  });

  it('an address under no area gets the catch-all only once every held-back page was patched in', async () => {
    const { discovery, router } = await routerAt('/dashboard');
    await router.navigate('/no-such-page');
    expect(leafPath(router)).toBe('*');
    expect(discovery.pending()).toBe(0);
    router.dispose();
  });

  it('a first load of a page under a parameter keeps the other areas held back', async () => {
    const { discovery, router } = await routerAt('/groups/7');
    expect(leafPath(router)).toBe('/groups/:id');
    expect(discovery.pending()).toBe(4);
    router.dispose();
  });

  it('on the app’s own table, every page reached through discovery is the page the whole table matches', () => {
    const all = addresses(routes);
    expect(all.length).toBeGreaterThan(100);
    for (const start of ['/dashboard', '/login', '/groups/x']) {
      const discovery = discoverableRoutes(routes, start);
      // The first load's table is a small part of the whole.
      expect(addresses(discovery.routes).length).toBeLessThan(all.length / 4);
      const patch = patchInto(discovery.routes);
      for (const address of all) {
        void discovery.patchRoutesOnNavigation({
          path: address,
          patch,
          matches: [],
          signal: new AbortController().signal,
          fetcherKey: undefined,
        });
        const expected = matchRoutes(routes, address)?.at(-1)?.route;
        expect(matchRoutes(discovery.routes, address)?.at(-1)?.route, address).toBe(expected);
      }
      expect(discovery.pending()).toBe(0);
    }
  });

  it('takes the first segment of a path', () => {
    expect(firstSegment('/accountability/requests')).toBe('accountability');
    expect(firstSegment('/')).toBe('');
    expect(firstSegment('admin/people')).toBe('admin');
  });
});
