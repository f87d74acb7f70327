import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** The one place that turns errors into answers. Clients never see a stack trace. */
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
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: error.message, code: 'rate_limited' });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, payload too large, unsupported media type, multipart limits...
      const message = status === 413 ? 'The request is too large.' : 'The request could not be understood.';
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send({ message, code: (error as FastifyError).code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
