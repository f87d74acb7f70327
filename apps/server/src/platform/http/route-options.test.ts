import { describe, expect, it } from 'vitest';
import { routeOptions, routePath } from './route-options';

describe('routePath', () => {
  it('puts the route parameter names where a shared path takes its ids', () => {
    expect(routePath('groups')).toBe('/groups');
    expect(routePath((id: number, memberId: number) => `groups/${id}/members/${memberId}`, ':id', ':memberId')).toBe(
      '/groups/:id/members/:memberId',
    );
  });
});

describe('routeOptions', () => {
  const guard = { onRequest: () => undefined };

  it('gives every route of the group its guard, the summary and the tags beside its schema', () => {
    const user = routeOptions(guard, ['groups']);
    expect(user('One group', { params: { type: 'object' } })).toEqual({
      onRequest: guard.onRequest,
      schema: { summary: 'One group', tags: ['groups'], params: { type: 'object' } },
    });
  });

  it("adds a route's own options, which cannot replace the guard", () => {
    const serializerCompiler = () => () => '';
    const user = routeOptions(guard, ['groups']);
    const sneaky = { serializerCompiler, onRequest: undefined } as unknown as { serializerCompiler: typeof serializerCompiler };
    const options = user('Big answer', {}, sneaky);
    expect(options.serializerCompiler).toBe(serializerCompiler);
    expect(options.onRequest).toBe(guard.onRequest);
  });

  it("adds a route's own 4xx answers to the guard's config, keeping the guard's rate limit", () => {
    const limited = routeOptions({ ...guard, config: { rateLimit: { max: 5, timeWindow: 60_000 } } }, ['accounts']);
    const options = limited('A setting', {}, { clientErrors: { 404: false } });
    expect(options.config).toEqual({ rateLimit: { max: 5, timeWindow: 60_000 }, clientErrors: { 404: false } });
    expect(options.onRequest).toBe(guard.onRequest);
  });
});
