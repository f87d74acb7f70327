import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { JsonText } from '../db/json-text';

/**
 * Sends JSON text built by the database (platform/db/json-text.ts) as the answer, as it is. A string
 * with a JSON content type skips Fastify's response serializer: the route's zod response schema
 * still documents it (OpenAPI) but does not re-walk it, because walking and re-stringifying hundreds
 * of records is the cost this mechanism removes. `schema` is the route's response schema: the text
 * must be typed as its output, so the contract still decides what a repository may build, and the
 * route's tests parse every answer with the same schema.
 */
export function sendJsonText<S extends z.ZodType>(reply: FastifyReply, _schema: S, body: JsonText<z.output<S>>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body.text);
}
