import type { FastifyReply, FastifyRequest } from 'fastify';

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
