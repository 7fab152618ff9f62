// A request id on every request (issue 18 §5): taken from the proxy's X-Request-Id when it looks
// like one, else a new UUID (Fastify's default "req-1" repeats across replicas and restarts).
// It is in every request log line (pino's reqId), the X-Request-Id response header, every
// error envelope (`error.request_id`) and every error report, so one id finds all four.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const INCOMING_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's genReqId. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && INCOMING_ID.test(given) ? given : randomUUID();
}

type Envelope = { error: { type: string; message: string; request_id?: string } };

function isEnvelope(payload: unknown): payload is Envelope {
  if (!payload || typeof payload !== 'object' || !('error' in payload)) return false;
  const { error } = payload;
  return !!error && typeof error === 'object' && 'type' in error && 'message' in error;
}

export function installRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !isEnvelope(payload)) return payload;
    return { ...payload, error: { ...payload.error, request_id: request.id } };
  });
}
