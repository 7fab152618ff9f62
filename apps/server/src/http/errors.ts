// The single error path of the API (STYLE.md, "Errors"): AppError and request-validation
// failures become DESIGN's envelope with their status; anything else is a bare 500 that is
// logged with request context and never leaks a message or stack to the client.
import { AppError } from '@sortie/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const FASTIFY_CLIENT_TYPES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'app error');
      return reply.status(error.status).send(error.toEnvelope());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [
          error.validationContext ?? 'body',
          ...v.instancePath.split('/').filter(Boolean),
        ].join('.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const message = first ? `${first.path}: ${first.message}` : 'The request is not valid.';
      return reply.status(400).send(AppError.validation(message, { issues }).toEnvelope());
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors have safe messages; others (e.g. static files) get a generic one.
      const fastifyError = typeof error.code === 'string' && error.code.startsWith('FST_');
      const type = FASTIFY_CLIENT_TYPES[status] ?? 'bad_request';
      const message = fastifyError ? error.message : `The request could not be served (${status}).`;
      return reply.status(status).send(new AppError(type, status, message).toEnvelope());
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(
        new AppError(
          'internal_error',
          500,
          'Something went wrong on our side. Please try again.',
        ).toEnvelope(),
      );
  });
}

/** The envelope for an unknown API route (the SPA fallback handles other paths). */
export function notFoundEnvelope(method: string, url: string): AppError {
  return new AppError('not_found', 404, `No route ${method} ${url.split('?')[0] ?? url}.`);
}
