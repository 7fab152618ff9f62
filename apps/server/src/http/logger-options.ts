// Pino options for the server's logger: structured lines, secrets redacted (decision 085).
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config/index.ts';
import { serializeRequest } from './request-log.ts';

/** Pino options: structured logs, secrets redacted, pretty output only when LOG_PRETTY is set. */
export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // Request lines carry the URL with secret query values masked (id_token, code, ...).
    serializers: { req: serializeRequest },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.current_password',
        '*.token',
        '*.id_token',
        '*.google_id_token',
        '*.verification_token',
      ],
      censor: '[redacted]',
    },
    ...(config.logPretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  };
}
