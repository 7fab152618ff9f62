// The one error shape of the API (DESIGN.md, "API conventions"): every non-2xx answer is
// `{ error: { type, message, details? } }`. The server throws AppError; the web parses the
// envelope back into ApiError-like objects with parseApiError.
import type { TErrorEnvelope } from './error-envelope.ts';

/** An expected failure with a stable snake_case type, an HTTP status and a human sentence. */
export class AppError extends Error {
  constructor(
    readonly type: string,
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toEnvelope(): TErrorEnvelope {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.details ? { details: this.details } : {}),
      },
    };
  }

  static validation(message: string, details?: Record<string, unknown>): AppError {
    return new AppError('validation_error', 400, message, details);
  }
  static unauthorized(message = 'Sign in to continue.'): AppError {
    return new AppError('unauthorized', 401, message);
  }
  static forbidden(
    message = 'You do not have permission to do this.',
    type = 'forbidden',
  ): AppError {
    return new AppError(type, 403, message);
  }
  static notPartOfCompany(): AppError {
    return new AppError('user_not_part_of_company', 403, 'You are no more part of this company');
  }
  static notFound(what = 'Resource'): AppError {
    return new AppError('not_found', 404, `${what} not found.`);
  }
  static conflict(type: string, message: string): AppError {
    return new AppError(type, 409, message);
  }
  static preconditionFailed(): AppError {
    return new AppError(
      'precondition_failed',
      412,
      'This item was changed by someone else. Reload it and try again.',
    );
  }
  static preconditionRequired(): AppError {
    return new AppError('precondition_required', 428, 'The If-Match header is required.');
  }
  static tooLarge(message: string): AppError {
    return new AppError('payload_too_large', 413, message);
  }
  static rule(type: string, message: string, details?: Record<string, unknown>): AppError {
    return new AppError(type, 422, message, details);
  }
  static rateLimited(message = 'Too many attempts. Wait a minute and try again.'): AppError {
    return new AppError('rate_limited', 429, message);
  }
}

/** Reads an error envelope from any JSON body; falls back to a generic error. */
export function parseApiError(status: number, body: unknown): AppError {
  // Checked by hand, not with ZErrorEnvelope: the web's first page needs this and not zod.
  const error = (body as Partial<TErrorEnvelope> | null)?.error;
  if (error && typeof error.type === 'string' && typeof error.message === 'string') {
    const details =
      error.details && typeof error.details === 'object' && !Array.isArray(error.details)
        ? error.details
        : undefined;
    return new AppError(error.type, status, error.message, details);
  }
  return new AppError('http_error', status, `The server answered with status ${status}.`);
}
