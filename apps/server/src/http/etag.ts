// Optimistic concurrency on the wire (DESIGN.md "API conventions"): GET answers the entity's etag
// in `ETag`, PATCH reads `If-Match` and the service answers 412 when it is stale.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** The If-Match header of a route's schema (optional: a PATCH without it is let through). */
export const ZIfMatch = z.object({ 'if-match': z.string().optional() });

/** The If-Match value without quotes or a weak prefix; undefined when absent. */
export function readIfMatch(request: FastifyRequest): string | undefined {
  const raw: unknown = request.headers['if-match'];
  const value = Array.isArray(raw) ? (raw[0] as unknown) : raw;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return value
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
}

export function sendEtag(reply: FastifyReply, etag: string): void {
  void reply.header('etag', `"${etag}"`);
}
