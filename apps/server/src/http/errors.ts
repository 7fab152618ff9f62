// The single error path of the API (STYLE.md, "Errors"): AppError and request-validation
// failures become DESIGN's envelope with their status; anything else is a bare 500 that is
// logged with request context and never leaks a message or stack to the client.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { AppError } from '@sortie/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { malformedMultipartError } from './multipart-errors.ts';
import type { ErrorReporter } from '../reporting/index.ts';

const FASTIFY_CLIENT_TYPES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

// Plainer words than Fastify's for the errors a client can cause before any route runs. The
// JSON parser's own SyntaxError (code-less, status 400) counts as invalid JSON too.
const INVALID_JSON = 'The request body is not valid JSON.';
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: INVALID_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type says JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This endpoint does not accept a body of that content type.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_BAD_URL: 'The address is not valid: it contains a malformed %-escape.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long.',
};

/** Which answers are reported (issue 18 §5): bad requests, which say a client is out of step with
 * the API, and our own failures. 401/403/404/409/422 are the API working as designed. */
const reported = (status: number) => status === 400 || status >= 500;

export function installErrorHandling(app: FastifyInstance, reporter?: ErrorReporter): void {
  const report = (
    request: FastifyRequest,
    status: number,
    error: { name?: string; type?: string; message: string; stack?: string },
    extra?: Record<string, unknown>,
  ) => {
    if (reporter?.enabled && reported(status)) reporter.capture({ error, status, request, extra });
  };
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      report(request, error.status, error, error.status === 400 ? error.details : undefined);
      if (error.status >= 500) request.log.error({ err: error }, 'app error');
      // Every 429 (the route limiter's and the login limiter's) and 503 (a busy planning pool)
      // says when to come back.
      const retryAfter = error.details?.retry_after_seconds;
      if ((error.status === 429 || error.status === 503) && typeof retryAfter === 'number') {
        void reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfter))));
      }
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
      report(request, 400, { type: 'validation_error', message, stack: error.stack }, { issues });
      return reply.status(400).send(AppError.validation(message, { issues }).toEnvelope());
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const client = clientError(error, status);
      report(request, status, client);
      return reply.status(status).send(client.toEnvelope());
    }
    const malformed = malformedMultipartError(request, error);
    if (malformed) return reply.status(malformed.status).send(malformed.toEnvelope());
    report(request, 500, error);
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

function clientError(error: FastifyError, status: number): AppError {
  const type = FASTIFY_CLIENT_TYPES[status] ?? 'bad_request';
  const known = FRAMEWORK_MESSAGES[error.code];
  if (known) return new AppError(type, status, known);
  if (error instanceof SyntaxError && status === 400) {
    return new AppError(type, status, INVALID_JSON);
  }
  // Fastify's other client errors have safe messages; others (e.g. static files) get a generic one.
  const fastifyError = typeof error.code === 'string' && error.code.startsWith('FST_');
  const message = fastifyError ? error.message : `The request could not be served (${status}).`;
  return new AppError(type, status, message);
}

/**
 * Fastify's `frameworkErrors`: errors raised while routing, before the error handler exists for
 * the request (a malformed %-escape in the path, an over-long parameter). Without it Fastify
 * answers its own JSON shape and echoes the path.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'framework error');
    void reply
      .status(500)
      .send(new AppError('internal_error', 500, 'Something went wrong on our side.').toEnvelope());
    return;
  }
  void reply.status(status).send(clientError(error, status).toEnvelope());
}

/**
 * Fastify's `clientErrorHandler`: an unparsable HTTP request, answered on the raw socket. The
 * default logs the error with its raw packet (request headers, so the Authorization token).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, type, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'request_timeout', 'The request took too long to arrive.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'headers_too_large', 'The request headers are too large.']
        : [400, 'bad_request', 'The request is not valid HTTP.'];
  const body = JSON.stringify(new AppError(type, status, message).toEnvelope());
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** The envelope for an unknown API route (the SPA fallback handles other paths). */
export function notFoundEnvelope(method: string, url: string): AppError {
  return new AppError('not_found', 404, `No route ${method} ${url.split('?')[0] ?? url}.`);
}
