import type { FastifySchema, RouteOptions } from 'fastify';
import { API_PREFIX, signedLinkQuerySchema } from '@holdfast/shared/common';

/** A 4xx status the document can name for an operation. */
export type ClientErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 416 | 422 | 429;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route's own 4xx answers for the OpenAPI document, beside the ones derived from its
     * declaration (clientErrorsOf): a text adds or rewords one, false drops one the route never gives.
     */
    clientErrors?: Partial<Record<ClientErrorStatus, string | false>>;
  }
}

/** Where a route's derived 4xx answers travel from the per-route transform to the document's (never left in the document). */
const ANSWERS = 'x-client-errors';

type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; enum?: unknown[] } & Record<string, unknown>;
type Operation = Record<string, unknown> & {
  operationId?: string;
  security?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  'x-guard'?: string;
  'x-upload'?: { field: string; maxBytes: number };
  [ANSWERS]?: Record<string, string>;
};
interface Document {
  security?: unknown[];
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  paths?: Record<string, Record<string, Operation> | undefined>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
export const ERROR_SCHEMA = 'Error';

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * An operation's id: its method and its path under the API prefix, in camel case, a path
 * parameter as `By<Name>`: `GET /api/v1.2/community/threads/{id}/replies` is
 * `getCommunityThreadsByIdReplies`. It changes only when the method or the path does (not with
 * the API version, which is the prefix). A route's own `schema.operationId` wins.
 */
export function operationIdOf(method: string, path: string): string {
  const rest = path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length) : path;
  const words = rest
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      if (param) return `By${pascal(param[1]!.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase()))}`;
      return segment
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map(pascal)
        .join('');
    });
  return method.toLowerCase() + words.join('');
}

const SIGNED_LINK_FIELDS = Object.keys(signedLinkQuerySchema.shape);

/**
 * The 4xx answers a route gives by what it declares (its schema is already JSON Schema here):
 * - a bearer token (`security`): 401 without a valid one, 403 for a suspended or unverified account
 *   or, with `x-guard`, a role its policy refuses (services refuse more by relationship, also 403);
 * - a signed link's query (uid, expires, signature) without a token: 403 when it expired or is forged;
 * - a path parameter that names a record (not one of an enum): 404;
 * - a body, query or parameters to validate, or an upload: 422 with the messages by field;
 * - a JSON body: 400 when it is not JSON, 413 over the body limit, 415 of a type not accepted;
 *   an upload: 400 when the multipart body cannot be read, 415 likewise;
 * - a rate limit (`config.rateLimit`): 429;
 * then the route's own `config.clientErrors`.
 */
export function clientErrorsOf(
  route: Pick<RouteOptions, 'config'>,
  schema: FastifySchema & Record<string, unknown>,
): Record<string, string> {
  const answers: Record<string, string> = {};
  const body = schema.body as JsonSchema | undefined;
  const query = schema.querystring as JsonSchema | undefined;
  const params = schema.params as JsonSchema | undefined;
  const upload = schema['x-upload'] !== undefined;
  if (body || upload) answers[400] = upload ? 'The multipart body could not be read.' : 'The body is not valid JSON.';
  if (schema.security?.length) {
    answers[401] = 'No bearer token, or one that has expired or was revoked.';
    const guard = schema['x-guard'];
    answers[403] =
      `Refused: the account is suspended or its email address is not verified` +
      (typeof guard === 'string' ? `, or the role policy ${guard} does not allow the caller.` : ', or the caller may not do this.');
  } else if (query && SIGNED_LINK_FIELDS.every((f) => f in (query.properties ?? {}))) {
    answers[403] = 'The link has expired or its signature is not valid.';
  }
  const recordParams = Object.values(params?.properties ?? {}).some((p) => !Array.isArray(p.enum));
  if (recordParams) answers[404] = 'Nothing the path names was found (for this caller).';
  if (body) answers[413] = 'The body is larger than the server accepts.';
  if (body || upload) answers[415] = `A body of a type not accepted here: send ${upload ? 'multipart/form-data' : 'JSON'}.`;
  if (body || query || params || upload) answers[422] = 'The input is not valid: `errors` has the messages by field.';
  if (route.config?.rateLimit) answers[429] = 'Too many requests: try again later.';
  for (const [status, text] of Object.entries(route.config?.clientErrors ?? {})) {
    if (text === false) delete answers[status];
    else answers[status] = text;
  }
  return answers;
}

/** The per-route part: the route's 4xx answers, carried on its schema to `finishDocument`. */
export function withClientErrors(route: Pick<RouteOptions, 'config'>, schema: FastifySchema & Record<string, unknown>): FastifySchema {
  if (schema.hide) return schema;
  const answers: Record<string, unknown> = { [ANSWERS]: clientErrorsOf(route, schema) };
  return { ...schema, ...answers };
}

const NULL_ONLY = { type: 'object', nullable: true, enum: [null] };

/**
 * OpenAPI 3.0 allows `nullable` only beside a `type`. A union that may be null gets `nullable` on
 * each typed member (and the null-only schema for an untyped one); `nullable` on a schema that
 * constrains nothing goes (it already allows null); a `$ref` or `allOf` that may be null becomes
 * `anyOf` of itself and null.
 */
function fixNullable(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) fixNullable(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  for (const value of Object.values(schema)) fixNullable(value);
  if (schema.nullable !== true || 'type' in schema) return;
  delete schema.nullable;
  const members = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  if (members) {
    const untyped = members.filter((m) => !('type' in m));
    for (const m of members) if ('type' in m) m.nullable = true;
    if (untyped.length) members.push({ ...NULL_ONLY });
  } else if ('$ref' in schema || 'allOf' in schema) {
    const rest = { ...schema };
    for (const key of Object.keys(schema)) delete schema[key];
    schema.anyOf = [rest, { ...NULL_ONLY }];
  }
}

/**
 * The document's last step: every operation gets its operationId (unique, or the build fails),
 * `security: []` when it needs no token (the bearer scheme is the document's default), its 4xx
 * answers in the shared error shape, and an upload its multipart request body; nullable schemas
 * are made valid OpenAPI 3.0.
 */
export function finishDocument(document: object, opts: { bearerScheme: string; errorSchema: unknown }): void {
  const doc = document as Document;
  doc.security = [{ [opts.bearerScheme]: [] }];
  doc.components = { ...doc.components, schemas: { ...doc.components?.schemas, [ERROR_SCHEMA]: opts.errorSchema } };
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item ?? {})) {
      if (!METHODS.has(method)) continue;
      const id = op.operationId ?? operationIdOf(method, path);
      const other = seen.get(id);
      if (other) throw new Error(`operationId ${id} of ${method.toUpperCase()} ${path} is also ${other}'s: give one a schema.operationId`);
      seen.set(id, `${method.toUpperCase()} ${path}`);
      op.operationId = id;
      op.security ??= [];
      const upload = op['x-upload'];
      if (upload && !op.requestBody) {
        op.requestBody = {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: [upload.field],
                properties: { [upload.field]: { type: 'string', format: 'binary', description: `At most ${upload.maxBytes} bytes.` } },
              },
            },
          },
        };
      }
      const responses = (op.responses ??= {});
      for (const [status, description] of Object.entries(op[ANSWERS] ?? {})) {
        responses[status] ??= {
          description,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
        };
      }
      delete op[ANSWERS];
    }
  }
  fixNullable(doc.paths);
  fixNullable(doc.components.schemas);
}
