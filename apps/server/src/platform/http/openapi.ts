import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_PREFIX, errorResponseSchema } from '@holdfast/shared/common';
import { finishDocument, withClientErrors } from './openapi-document';

/** The API's version as its paths say it (/api/v1.2), not the package's. */
export const API_VERSION = API_PREFIX.replace(/^.*\/v/, '');
export const BEARER_SCHEME = 'bearerAuth';

const requiresSignIn = Symbol('requiresSignIn');

/**
 * Marks an onRequest hook as "needs a bearer token", so every route using it is documented with
 * the bearer security scheme without each route having to say so (it cannot be forgotten).
 */
export function markSignInRequired<T extends onRequestHookHandler | ((...args: never[]) => unknown)>(hook: T): T {
  (hook as unknown as Record<symbol, boolean>)[requiresSignIn] = true;
  return hook;
}

const guardedBy = Symbol('guardedBy');

/**
 * Marks an onRequest hook as "refuses by who the caller is" (a role policy), named by its policy:
 * the route's operation carries `x-guard: <policy>`, so the document lists every role-gated route
 * (the authorization test walks them) without a hand-written list.
 */
export function markGuard<T extends onRequestHookHandler | ((...args: never[]) => unknown)>(hook: T, policy: string): T {
  (hook as unknown as Record<symbol, string>)[guardedBy] = policy;
  return hook;
}

const hooksOf = (onRequest: unknown): unknown[] => (Array.isArray(onRequest) ? onRequest : onRequest ? [onRequest] : []);

function needsSignIn(onRequest: unknown): boolean {
  return hooksOf(onRequest).some((h) => typeof h === 'function' && (h as unknown as Record<symbol, boolean>)[requiresSignIn] === true);
}

function guardOf(onRequest: unknown): string | null {
  for (const h of hooksOf(onRequest)) {
    const policy = typeof h === 'function' ? (h as unknown as Record<symbol, string | undefined>)[guardedBy] : undefined;
    if (policy) return policy;
  }
  return null;
}

/**
 * The shared error shape (every 4xx answer's body) in the document's schema dialect, as the
 * routes' own schemas are made. As an input schema: answers may carry more fields (the id a
 * duplicate collided with), which an output schema would forbid.
 */
function errorSchemaOf(openapiObject: object): Record<string, unknown> {
  const { schema } = jsonSchemaTransform({ openapiObject, schema: { body: errorResponseSchema }, url: '/', route: {} } as never);
  return {
    ...(schema.body as Record<string, unknown>),
    description: 'An error: `message` for people, `code` for programs, `errors` the messages by field (422).',
  };
}

/**
 * The OpenAPI document (3.0.3) and its explorer at /api/docs ('Authorize' takes a bearer token),
 * the document itself at /api/docs/json. The document is always built (tests read it); the
 * explorer is served only when `explorer` is set (API_DOCS; off in production by default). Its own
 * CSP replaces the app's, which has no inline script. Each route's 4xx answers are derived from
 * its declaration and every operation gets its operationId in openapi-document.ts.
 */
export async function registerOpenApi(app: FastifyInstance, opts: { appVersion: string; explorer: boolean }) {
  // Added before @fastify/swagger so the security entry is on the route when swagger reads it.
  app.addHook('onRoute', (route) => {
    if (!needsSignIn(route.onRequest)) return;
    const guard = guardOf(route.onRequest);
    route.schema = { ...route.schema, security: [{ [BEARER_SCHEME]: [] }], ...(guard ? { 'x-guard': guard } : {}) };
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `Holdfast API v${API_VERSION}`,
        version: API_VERSION,
        description:
          `Every path is under ${API_PREFIX}. Calls marked with a lock need a bearer token: call POST ${API_PREFIX}/oauth/token ` +
          `(grant_type "password"), copy access_token, press Authorize and paste it. Server build ${opts.appVersion}.`,
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', description: 'access_token from POST oauth/token' } },
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      return { schema: withClientErrors(input.route, schema as Record<string, unknown>), url };
    },
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) throw new Error('An OpenAPI 3 document was expected');
      const doc = documentObject.openapiObject;
      finishDocument(doc, { bearerScheme: BEARER_SCHEME, errorSchema: errorSchemaOf(doc) });
      return doc;
    },
  });
  if (opts.explorer)
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { persistAuthorization: true } });
}
