// What a request log line says about the request. Fastify's default serializer logs `req.url`
// verbatim, and our URLs carry secrets in the query: the Google return (`code`, `state`), the
// landing page after it (`id_token`), the mailed reset link (`verification_token`). Those values
// are masked here, before pino sees them; headers are never logged (Authorization holds the token).
import { isSecretQueryParam, REDACTED } from '@sortie/domain';
import type { FastifyRequest } from 'fastify';

export const MASK = REDACTED;

/** The URL with the value of every sensitive query parameter (domain's list) masked. */
export function maskUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      return isSecretQueryParam(key) && eq >= 0 ? `${key}=${MASK}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** Pino serializer for `req`: Fastify's default fields with the URL masked and no headers. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
