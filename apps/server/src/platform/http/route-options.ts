import type { FastifyContextConfig, FastifySchema } from 'fastify';

/**
 * The options of an area's routes behind one guard: `{ onRequest: app.authenticate() }` (or
 * `app.authenticate({ may: canX })` for a role, refused before any input is validated), a rate
 * limit (`{ config: { rateLimit } }`), both, or `{}` for a public route. Every routes file builds
 * its options this way: `const user = routeOptions({ onRequest: app.authenticate() }, tags)`, then
 * per route `app.get(routePath(paths.x), user('What it does', { params, querystring | body, response }), handler)`.
 * The schemas keep their types, so the handler's `req` and answer are checked against them. The
 * third argument adds a route's own options (a serializer for a large answer) and its own 4xx
 * answers for the OpenAPI document (`{ clientErrors: { 404: false } }`); it cannot replace the
 * guard nor the schema.
 */
export function routeOptions<G extends object>(guard: G, tags: string[]) {
  return <S extends Omit<FastifySchema, 'summary' | 'tags'>, E extends object = object>(
    summary: string,
    schema: S,
    extra?: E & NotTheGuard,
  ) => {
    const { clientErrors, ...own } = (extra ?? {}) as E & RouteExtra;
    return {
      ...(own as E),
      ...guard,
      ...(clientErrors ? { config: { ...(guard as { config?: object }).config, clientErrors } } : {}),
      schema: { summary, tags, ...schema },
    };
  };
}

/** What a route adds to its guard's options: its own options (a serializer), and its 4xx answers for the OpenAPI document. */
interface RouteExtra {
  /** The route's own 4xx answers in the OpenAPI document (openapi-document.ts): a text adds one, false drops one it never gives. */
  clientErrors?: FastifyContextConfig['clientErrors'];
}

/** A route's own options may not carry a guard nor a schema of their own. */
type NotTheGuard = RouteExtra & { onRequest?: never; schema?: never; config?: never };

/**
 * A route's URL from a shared API path (`<area>ApiPaths`, relative to API_PREFIX), the path
 * function given the route's parameter names where its ids go: `routePath(paths.groups)` is
 * `/groups`, `routePath(paths.member, ':id', ':memberId')` is `/groups/:id/members/:memberId`.
 */
export function routePath(path: string): string;
export function routePath<A extends unknown[]>(path: (...args: A) => string, ...names: { [K in keyof A]: `:${string}` }): string;
export function routePath(path: string | ((...args: unknown[]) => string), ...names: string[]): string {
  return `/${typeof path === 'string' ? path : path(...names)}`;
}
