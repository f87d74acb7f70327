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
