// api/internal/media/{publish,unpublish,play}: the HTTP callbacks of an external media server
// (decision 322, docs/streams-external-media-server.md). Off (404) unless MEDIA_CALLBACK_SECRET
// is set; each call carries it (header x-media-secret, or ?secret= for servers that can only
// call a URL). Accepted: 200 {"code":0} (SRS reads code 0, nginx-rtmp and MediaMTX any 2xx);
// refused: 403 {"code":403}, which all three treat as "deny".
import { timingSafeEqual } from 'node:crypto';
import { AppError } from '@sortie/domain';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routePlugin } from '../../http/route-plugin.ts';
import type { ExternalIngest } from './external-ingest.ts';
import { readMediaCallback } from './media-callbacks.ts';

const ZParams = z.object({ event: z.enum(['publish', 'unpublish', 'play']) });
const ZQuery = z.object({ secret: z.string().max(200).optional() }).loose();
const FORM_LIMIT = 16 * 1024;

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function mediaCallbackRoutes(deps: {
  external: ExternalIngest;
  secret: string | undefined;
}) {
  return routePlugin(function routes(base) {
    // nginx-rtmp posts forms; this parser lives in this plugin only.
    base.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/media/:event',
      {
        bodyLimit: FORM_LIMIT,
        schema: {
          tags: ['internal'],
          summary: 'External media server callback: may this publish or play go on? (decision 322)',
          params: ZParams,
          querystring: ZQuery,
        },
      },
      async (request, reply) => {
        if (!deps.secret) throw AppError.notFound('Route');
        const header = request.headers['x-media-secret'];
        const given = typeof header === 'string' ? header : request.query.secret;
        if (!sameSecret(given, deps.secret)) {
          return reply.status(403).send({
            code: 403,
            error: { type: 'forbidden', message: 'Bad media callback secret.' },
          });
        }
        const body = (
          request.body && typeof request.body === 'object' ? request.body : {}
        ) as Record<string, unknown>;
        const callback = readMediaCallback(request.params.event, body);
        if (!callback) {
          return reply.status(400).send({
            code: 400,
            error: { type: 'validation_error', message: 'The callback names no app and stream.' },
          });
        }
        const ok = await deps.external.handle(callback);
        return ok
          ? reply.status(200).send({ code: 0 })
          : reply
              .status(403)
              .send({ code: 403, error: { type: 'forbidden', message: 'Refused.' } });
      },
    );
  });
}
