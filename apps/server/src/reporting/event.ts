// A Sentry event from a failed request: the exception (type, message, stack frames), the request
// as method, masked URL and a few harmless headers, and tags to find it again (request id, route,
// status). Never the body, the Authorization header, cookies or the client's IP (decision 413).
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyRequest } from 'fastify';
import { scrubText, scrubValue } from './scrub.ts';

export type SentryEvent = Record<string, unknown> & { event_id: string };

const SAFE_HEADERS = ['user-agent', 'content-type', 'content-length', 'accept', 'host'];

type Frame = { function?: string; filename?: string; lineno?: number; colno?: number };

/** V8 stack lines to Sentry frames, oldest call first. */
function framesOf(stack: string | undefined): Frame[] {
  if (!stack) return [];
  const frames: Frame[] = [];
  for (const line of stack.split('\n').slice(1)) {
    const m = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line);
    if (!m) continue;
    frames.push({
      function: m[1] ?? '<anonymous>',
      filename: m[2],
      lineno: Number(m[3]),
      colno: Number(m[4]),
    });
  }
  return frames.reverse();
}

export type EventInput = {
  error: { name?: string; type?: string; message: string; stack?: string };
  status: number;
  request: FastifyRequest;
  environment: string;
  extra?: Record<string, unknown>;
};

export function buildEvent(input: EventInput): SentryEvent {
  const { error, status, request } = input;
  const headers = Object.fromEntries(
    SAFE_HEADERS.flatMap((h) => {
      const v = request.headers[h];
      return typeof v === 'string' ? [[h, scrubText(v)]] : [];
    }),
  );
  const route = request.routeOptions.url ?? 'unmatched';
  return {
    event_id: randomUUID().replace(/-/g, ''),
    timestamp: Date.now() / 1000,
    platform: 'node',
    logger: 'sortie-server',
    level: status >= 500 ? 'error' : 'warning',
    environment: input.environment,
    server_name: os.hostname(),
    transaction: `${request.method} ${route}`,
    exception: {
      values: [
        {
          type: error.type ?? error.name ?? 'Error',
          value: scrubText(error.message),
          stacktrace: { frames: framesOf(error.stack) },
        },
      ],
    },
    request: { method: request.method, url: scrubText(request.url), headers },
    tags: { request_id: String(request.id), route, status_code: String(status) },
    ...(request.auth ? { user: { id: request.auth.userId } } : {}),
    ...(input.extra ? { extra: scrubValue(input.extra) } : {}),
  };
}
