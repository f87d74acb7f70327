import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { cleanInput, plainIssueMessage, toFieldErrors } from '@holdfast/shared/validation';
import { ValidationError } from './errors';

/**
 * Route schemas are the shared zod contracts. A failure becomes a 422 with the spec's texts
 * per field; the parsed (trimmed, coerced) value replaces the raw input. Every string is cleaned
 * first (NUL removed, lone surrogates replaced: cleanInput), here, once, for every route.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(cleanInput(data), { error: plainIssueMessage });
    if (result.success) return { value: result.data };
    return { error: new ValidationError(toFieldErrors(result.error.issues)) };
  };

/**
 * The route validator's check for input a route cannot declare in its schema (the text fields of a
 * multipart form): cleaned the same way and parsed with the contract's schema; a failure carries the
 * same texts per field, for the service to answer 422 with (together with its own checks).
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  data: unknown,
): { ok: true; value: z.output<S> } | { ok: false; errors: Record<string, string[]> } {
  const result = schema.safeParse(cleanInput(data), { error: plainIssueMessage });
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: toFieldErrors(result.error.issues) };
}
