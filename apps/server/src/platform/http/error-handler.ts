import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './errors';
import { MULTIPART_UNREADABLE } from './multipart';
import { ERROR_CODES } from '@holdfast/shared/common';

/** PostgreSQL's "data exception" class (22xxx: number out of range, bad text encoding, bad date...). */
function postgresDataError(error: unknown): boolean {
  let e: unknown = error;
  for (let i = 0; i < 4 && e; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Errors of a multipart body the client cut short, sent without a boundary or with one over 254
 * characters (busboy's own errors). Routes read uploads through platform/http/multipart, which
 * answers these itself; this is the net under any other reader.
 */
const MALFORMED_MULTIPART =
  /^(Unexpected end of (form|file|multipart data)|(Part|Preamble) terminated early|Malformed part header|Multipart: Boundary not found|Malformed urlencoded form|The needle cannot)/i;

/**
 * The one place that turns errors into answers. Clients never see a stack trace. Input that only
 * the database or the multipart parser could judge (a value out of PostgreSQL's range, an edit with
 * nothing to set, a truncated upload) is the client's error, answered 422/400, never 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.code ? { code: error.code } : {}),
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.extra,
      });
    }
    if (postgresDataError(error) || (error as Error).message === 'No values to set') {
      request.log.info({ err: error }, 'invalid data');
      return reply.status(422).send({ message: 'The given data was invalid.', code: ERROR_CODES.invalidData });
    }
    if (!(error as FastifyError).statusCode && MALFORMED_MULTIPART.test((error as Error).message ?? '')) {
      request.log.info({ err: error }, 'malformed multipart');
      return reply.status(400).send({ message: MULTIPART_UNREADABLE, code: ERROR_CODES.malformedMultipart });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: error.message, code: ERROR_CODES.rateLimited });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, payload too large, unsupported media type, multipart limits...
      const message =
        status === 413
          ? 'The request is too large.'
          : status === 415
            ? 'This kind of body is not accepted here: send JSON (or multipart/form-data to upload a file).'
            : 'The request could not be understood.';
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send({ message, code: (error as FastifyError).code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
