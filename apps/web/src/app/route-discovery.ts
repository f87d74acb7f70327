import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';

/**
 * Lazy route discovery (React Router's `patchRoutesOnNavigation`). The route table holds every
 * area's pages (~240 routes); React Router turns them all into its data routes and ranks every
 * branch when the router is created, inside the first load's longest task (38 ms of a cold
 * /dashboard's 75 ms module evaluation on a fast host, four times that on Lighthouse's phone;
 * docs/benchmarks.md, 2026-12-07). The router starts instead with the routes the address could
 * match: every layout (pathless) route, and of their pages only those under the address's first
 * path segment or whose first segment is a parameter or the catch-all. The other pages are kept
 * here, by first segment, and patched in under their layout the first time a navigation reaches
 * that segment: from memory, no request, so a link works offline exactly as before.
 *
 * React Router asks for discovery when nothing matched and whenever a match has parameters (the
 * catch-all's `*` among them, so an address whose pages were held back is never taken for a 404).
 * An address under no held-back segment patches everything left, so no page is ever missed.
 */
export interface DiscoverableRoutes {
  /** The tree the router starts with (copies of the layout routes, page routes shared). */
  routes: RouteObject[];
  /** Patches the held-back pages a navigation to `path` could reach. */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
  /** How many page routes are still held back (for tests). */
  pending(): number;
}

interface HeldBack {
  /** The id of the layout route the page goes back under. */
  parentId: string;
  route: RouteObject;
}

/** The first segment of a path ('/accountability/requests' -> 'accountability', '/' -> ''). */
export function firstSegment(path: string): string {
  return path.replace(/^\/+/, '').split('/')[0] ?? '';
}

/** A route's first segment, or null when it is a layout (no path) or matches any first segment. */
function routeSegment(route: RouteObject): string | null {
  if (route.path === undefined) return null;
  const segment = firstSegment(route.path);
  return segment.startsWith(':') || segment.startsWith('*') ? null : segment;
}

/**
 * Splits `table` for a first load of `pathname`. Layout routes without an id get one
 * ('discovery-<n>'), since a held-back page is patched in under its layout's id.
 */
export function discoverableRoutes(table: RouteObject[], pathname: string): DiscoverableRoutes {
  const wanted = firstSegment(pathname);
  const held = new Map<string, HeldBack[]>();
  let layouts = 0;
  const split = (list: RouteObject[], parentId: string | null): RouteObject[] =>
    list.flatMap((route) => {
      const segment = routeSegment(route);
      // A layout route: kept, its children split in turn (its pages go back under its id).
      if (route.path === undefined && route.children) {
        const id = route.id ?? `discovery-${++layouts}`;
        return [{ ...route, id, children: split(route.children, id) } as RouteObject];
      }
      if (segment === null || segment === wanted || parentId === null) return [route];
      const entry = held.get(segment) ?? [];
      entry.push({ parentId, route });
      held.set(segment, entry);
      return [];
    });
  const routes = split(table, null);
  // The segments whose pages are all in the tree or held back here: the address's own is in already.
  const known = new Set([wanted, ...held.keys()]);

  return {
    routes,
    pending: () => [...held.values()].reduce((n, list) => n + list.length, 0),
    patchRoutesOnNavigation({ path, patch }) {
      const segment = firstSegment(path.split(/[?#]/)[0] ?? '');
      // Under a held-back segment: that segment's pages (none once they are in). Otherwise whatever
      // is left (a typo, a page under a parameter): the catch-all must not answer before every page
      // was considered.
      const segments = known.has(segment) ? [segment] : [...held.keys()];
      for (const key of segments) {
        const list = held.get(key);
        if (!list) continue;
        held.delete(key);
        const byParent = new Map<string, RouteObject[]>();
        for (const { parentId, route } of list) byParent.set(parentId, [...(byParent.get(parentId) ?? []), route]);
        for (const [parentId, children] of byParent) patch(parentId, children);
      }
    },
  };
}
