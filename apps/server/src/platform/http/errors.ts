import { ERROR_CODES, type ErrorCode } from '@holdfast/shared/common';

/**
 * Domain errors. Services throw these; the one error handler turns them into HTTP answers.
 * Nothing else decides a status code.
 */
export class AppError extends Error {
  /** Extra fields for the answer body (e.g. the id of the record a duplicate collided with). */
  extra?: Record<string, unknown>;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ErrorCode,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(errors: Record<string, string[]>, message?: string) {
    super(422, message ?? Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', ERROR_CODES.validation, errors);
  }
  static field(field: string, message: string) {
    return new ValidationError({ [field]: [message] });
  }
}
export class UnauthenticatedError extends AppError {
  constructor(message = 'Unauthenticated.', code?: ErrorCode) {
    super(401, message, code);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this.', code?: ErrorCode) {
    super(403, message, code);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(404, message, ERROR_CODES.notFound);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, code: ErrorCode = ERROR_CODES.duplicate) {
    super(409, message, code);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message: string) {
    super(429, message, ERROR_CODES.rateLimited);
  }
}

/** Load shedding (@fastify/under-pressure, app.ts): the server is too busy now; Retry-After says when to retry. */
export class OverloadedError extends AppError {
  constructor() {
    super(503, 'The server is busy. Please try again in a few seconds.', ERROR_CODES.overloaded);
  }
}
