import type { FastifySchema } from 'fastify';

/**
 * The options of an area's routes behind one guard (`{ onRequest: app.authenticate() }`, a rate
 * limit, or `{}` for a public route): `const user = routeOptions({ onRequest: app.authenticate() }, tags)`,
 * then per route `app.get(path, user('What it does', { params, querystring | body, response }), handler)`.
 * The schemas keep their types, so the handler's `req` and answer are checked against them.
 */
export function routeOptions<G extends object>(guard: G, tags: string[]) {
  return <S extends Omit<FastifySchema, 'summary' | 'tags'>>(summary: string, schema: S) => ({
    ...guard,
    schema: { summary, tags, ...schema },
  });
}
