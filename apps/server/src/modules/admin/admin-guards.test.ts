import type { Role } from '@holdfast/shared/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, createTestApp, signUp, type TestApp } from '../../test/harness';
import * as accountsRepository from '../accounts/accounts.repository';

/**
 * Every route registered under /api/v1.2/admin, read from the app's own route table (Fastify's
 * printRoutes, so a route another part adds later, or one hidden from the OpenAPI document, is
 * walked the day it lands): 401 without a token, and 403 for a member and for each role that is not
 * ff_admin, with invalid params, query and body (the guard answers before validation, so nobody
 * without the role learns a schema).
 */

/** Routes open to a role other than ff_admin by design, and why. Anything not listed is ff_admin only. */
const OPEN_BY_DESIGN: Record<string, { roles: Role[]; why: string }> = {
  'GET /admin/people': { roles: ['support'], why: 'support searches people to answer help-desk mail (account state only)' },
  'GET /admin/people/:id': { roles: ['support'], why: "support sees a person's account state (no content part)" },
  'GET /admin/dashboard': { roles: ['support'], why: 'the console home shows support the counts (no rows)' },
  'POST /admin/users/:id/suspend': { roles: ['community_admin'], why: 'community admins suspend members who break the rules' },
  'POST /admin/users/:id/unsuspend': { roles: ['community_admin'], why: 'and lift their suspensions' },
  // The review queue: community admins see and decide the community's items only (modules/admin/queue.routes.test.ts).
  'GET /admin/queue': {
    roles: ['community_admin'],
    why: "community admins work the queue's community items (flags, reports, access requests)",
  },
  'POST /admin/queue/:kind/:id/resolve': { roles: ['community_admin'], why: 'and decide them (other kinds: 403 before the body)' },
  'POST /admin/queue/:kind/:id/reveal': { roles: ['community_admin'], why: "and reveal a flagged reply's hidden text (audited)" },
  // upgrade_admin is the premium groups' admin role (spec 2): applications, placing, leave charges.
  'GET /admin/premium-applications': { roles: ['upgrade_admin'], why: 'premium admins review the applications' },
  'GET /admin/premium-applications/:id/suggested-groups': { roles: ['upgrade_admin'], why: 'and the groups suggested for one' },
  'POST /admin/premium-applications/:id/place': { roles: ['upgrade_admin'], why: 'and place the applicant in a group' },
  'GET /admin/premium-leave-charges': { roles: ['upgrade_admin'], why: 'premium admins see the leave charges' },
  'POST /admin/premium-leave-charges/:id/waive': { roles: ['upgrade_admin'], why: 'and waive one' },
};

/** The roles that are not ff_admin (coach_client is a coaching link, not a staff role: covered by `member`). */
const OTHER_ROLES = ['community_admin', 'upgrade_admin', 'certified_leader', 'coach', 'support'] as const satisfies readonly Role[];

interface AdminRoute {
  method: string;
  path: string;
}

/** The app's routes from Fastify's own tree (`printRoutes({ commonPrefix: false })`), HEAD left out. */
export function routesFromTree(tree: string): AdminRoute[] {
  const stack: string[] = [];
  const routes: AdminRoute[] = [];
  for (const line of tree.split('\n')) {
    const at = line.search(/[├└]── /);
    if (at < 0) continue;
    const depth = at / 4;
    const [, segment, methods] = /[├└]── (\S*)(?: \(([^)]*)\))?/.exec(line.slice(at))!;
    stack.length = depth;
    stack.push(segment!);
    if (!methods) continue;
    const path = stack.join('');
    for (const method of methods.split(',').map((s) => s.trim()))
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path });
  }
  return routes;
}

let app: TestApp;
let routes: AdminRoute[];
const tokens = new Map<string, string>();
beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT: 100_000 });
  await app.app.ready();
  routes = routesFromTree(app.app.printRoutes({ commonPrefix: false })).filter((r) => r.path.startsWith(`${API}/admin/`));
  tokens.set('member', (await signUp(app, { profile: true })).token);
  for (const role of OTHER_ROLES) {
    const user = await signUp(app, { profile: true });
    await accountsRepository.assignRole(app.db, user.id, role);
    tokens.set(role, user.token);
  }
});
afterAll(() => app.app.close());

const keyOf = (r: AdminRoute) => `${r.method} ${r.path.slice(API.length)}`;

/** Input no schema accepts: params that are not ids, hostile query values, a body of the wrong shape. */
const INVALID = [
  { name: 'bad params, query and body', param: 'not-an-id', query: '?page=-1&q=%00&per_page=x', body: '["not", "an", "object"]' },
  { name: 'a real-looking id and an empty object', param: '1', query: '', body: '{}' },
];

function send(route: AdminRoute, input: (typeof INVALID)[number], token: string | null) {
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  return app.app.inject({
    method: route.method as 'GET',
    url: route.path.replace(/:[A-Za-z_]+/g, input.param) + input.query,
    headers: { ...(token ? bearer(token) : {}), ...(withBody ? { 'content-type': 'application/json' } : {}) },
    ...(withBody ? { payload: input.body } : {}),
  });
}

describe('every admin route', () => {
  it('is read from the app (the people part, the older admin calls and the areas’ admin routes among them)', () => {
    const keys = routes.map(keyOf);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /admin/people',
        'GET /admin/people/:id',
        'PATCH /admin/people/:id/flags',
        'POST /admin/people/:id/erase',
        'GET /admin/dashboard',
        'PUT /admin/users/:id/roles',
        'POST /admin/impersonation-tokens',
        'POST /admin/coaches',
      ]),
    );
    // Every exception names a route that exists (a renamed route cannot keep an old exception alive).
    expect(Object.keys(OPEN_BY_DESIGN).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('answers 401 without a token, whatever the input', async () => {
    const wrong: string[] = [];
    for (const route of routes)
      for (const input of INVALID) {
        const res = await send(route, input, null);
        if (res.statusCode !== 401) wrong.push(`${keyOf(route)} (${input.name}) -> ${res.statusCode}`);
      }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('answers 403 before validating to a member and to each role that is not ff_admin (save the listed exceptions)', async () => {
    const wrong: string[] = [];
    for (const route of routes)
      for (const who of ['member', ...OTHER_ROLES]) {
        if (OPEN_BY_DESIGN[keyOf(route)]?.roles.includes(who as Role)) continue;
        for (const input of INVALID) {
          const res = await send(route, input, tokens.get(who)!);
          if (res.statusCode !== 403) wrong.push(`${keyOf(route)} as ${who} (${input.name}) -> ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
      }
    expect(wrong).toEqual([]);
  }, 240_000);

  it('the tree reader finds nested routes and their methods', () => {
    const tree = [
      '└── /api/v1.2/admin/things (GET, HEAD)',
      '    └── /:id (PUT)',
      '        ├── /a (POST)',
      '        └── /b',
      '            └── /c (DELETE)',
    ].join('\n');
    expect(routesFromTree(tree)).toEqual([
      { method: 'GET', path: '/api/v1.2/admin/things' },
      { method: 'PUT', path: '/api/v1.2/admin/things/:id' },
      { method: 'POST', path: '/api/v1.2/admin/things/:id/a' },
      { method: 'DELETE', path: '/api/v1.2/admin/things/:id/b/c' },
    ]);
  });
});
