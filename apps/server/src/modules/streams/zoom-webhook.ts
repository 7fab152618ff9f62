// POST /webhook/zoom (feature-areas §7): Zoom's session.started and session.ended make a stream
// live and end it (decision 322). Zoom signs each request: x-zm-signature = "v0=" + hex HMAC-SHA256
// of "v0:{x-zm-request-timestamp}:{raw body}" with the webhook secret token; we check it against
// ZOOM_WEBHOOK_SECRET over the raw bytes (so this plugin parses JSON itself) and refuse requests
// older than 5 minutes (replays). endpoint.url_validation is answered as Zoom documents.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '@sortie/domain';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import type { ExternalIngest } from './external-ingest.ts';

const MAX_SKEW_MS = 5 * 60 * 1000;
const BODY_LIMIT = 64 * 1024;

const ZZoomEvent = z.object({
  event: z.string().max(100),
  payload: z
    .object({
      plainToken: z.string().max(200).optional(),
      object: z
        .object({
          session_id: z.string().max(200).optional(),
          session_name: z.string().max(200).optional(),
          session_key: z.string().max(200).optional(),
        })
        .loose()
        .optional(),
    })
    .loose()
    .optional(),
});

export const zoomHmac = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message).digest('hex');

/** Whether the request is Zoom's: a fresh timestamp and a signature over the raw body. */
export function verifyZoomSignature(
  secret: string,
  headers: { signature: unknown; timestamp: unknown },
  rawBody: string,
  now: Date,
): boolean {
  const { signature, timestamp } = headers;
  if (typeof signature !== 'string' || typeof timestamp !== 'string') return false;
  if (!/^\d{1,13}$/.test(timestamp)) return false;
  // Zoom sends seconds; a millisecond value is accepted too.
  const ms = timestamp.length > 11 ? Number(timestamp) : Number(timestamp) * 1000;
  if (Math.abs(now.getTime() - ms) > MAX_SKEW_MS) return false;
  const expected = Buffer.from(`v0=${zoomHmac(secret, `v0:${timestamp}:${rawBody}`)}`);
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function zoomWebhookRoutes(deps: {
  external: ExternalIngest;
  secret: string | undefined;
  clock: Clock;
}) {
  return routePlugin(function routes(app) {
    // The raw text is what Zoom signed: keep it (in this plugin only).
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, String(body)),
    );
    app.post(
      '/webhook/zoom',
      {
        bodyLimit: BODY_LIMIT,
        schema: {
          tags: ['streams'],
          summary: 'Zoom session webhook (session.started, session.ended), signed by Zoom',
        },
      },
      async (request, reply) => {
        if (!deps.secret) throw AppError.notFound('Route');
        const raw = typeof request.body === 'string' ? request.body : '';
        const signed = verifyZoomSignature(
          deps.secret,
          {
            signature: request.headers['x-zm-signature'],
            timestamp: request.headers['x-zm-request-timestamp'],
          },
          raw,
          deps.clock.now(),
        );
        if (!signed) throw AppError.unauthorized('The webhook signature is missing or wrong.');
        let parsed: z.infer<typeof ZZoomEvent>;
        try {
          parsed = ZZoomEvent.parse(JSON.parse(raw));
        } catch {
          throw AppError.validation('The webhook body is not a Zoom event.');
        }
        if (parsed.event === 'endpoint.url_validation' && parsed.payload?.plainToken) {
          const plainToken = parsed.payload.plainToken;
          return { plainToken, encryptedToken: zoomHmac(deps.secret, plainToken) };
        }
        if (parsed.event !== 'session.started' && parsed.event !== 'session.ended') {
          return reply.status(200).send({ handled: false });
        }
        const object = parsed.payload?.object ?? {};
        const ids = [object.session_key, object.session_name].filter(
          (v): v is string => typeof v === 'string' && /^[0-9a-f-]{36}$/i.test(v),
        );
        const handled = await deps.external.zoomSession(parsed.event, ids);
        return reply.status(200).send({ handled });
      },
    );
  });
}
