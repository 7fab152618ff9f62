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

/**
 * The GET handler of an entity with an etag: answers it and its `ETag` header.
 * @example app.get(url, opts, answerWithEtag((request) => service.get(actor(request), request.params.id)))
 */
export function answerWithEtag<R extends FastifyRequest, T extends { etag: string }>(
  read: (request: R) => Promise<T>,
) {
  return async (request: R, reply: FastifyReply): Promise<T> => {
    const entity = await read(request);
    sendEtag(reply, entity.etag);
    return entity;
  };
}

/**
 * The PATCH handler of an entity with an etag: hands the request's If-Match to `write` (the
 * service answers 428 without it and 412 when stale) and answers the result with its new `ETag`.
 * @example app.patch(url, { schema: { headers: ZIfMatch, ... } },
 *   patchWithIfMatch((request, ifMatch) => service.patch(actor(request), id, ifMatch, request.body)))
 */
export function patchWithIfMatch<R extends FastifyRequest, T extends { etag: string }>(
  write: (request: R, ifMatch: string | undefined) => Promise<T>,
) {
  return answerWithEtag<R, T>((request) => write(request, readIfMatch(request)));
}
