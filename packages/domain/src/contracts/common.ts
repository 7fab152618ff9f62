// Shared pieces of the endpoint contracts: ids, timestamps and the health answer.
import { z } from 'zod';

/** An opaque entity id (UUID text). */
export const ZId = z.string().min(1).max(64);
/** An ISO-8601 timestamp with time zone, as sent over the wire. */
export const ZIsoDateTime = z.string();
/** Two-number `[lng, lat]` pair, GeoJSON order (STYLE.md, "Geo and flight planning"). */
export const ZLngLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

/**
 * GET /api/health. 200 means this process serves requests and its database answers (503
 * otherwise); `realtime` and `mqtt` report the other runtime pieces (DESIGN.md "Runtime pieces"),
 * which can be down while the API still works.
 */
export const ZHealthResponse = z.object({
  status: z.literal('ok'),
  db: z.literal('ok'),
  /** Realtime fan-out: the in-process bus, or Redis pub/sub (REDIS_URL). */
  realtime: z.object({
    mode: z.enum(['in-process', 'redis']),
    state: z.enum(['ok', 'connecting', 'down']),
  }),
  /** Dock link: the embedded MQTT broker (MQTT_PORT), or a client of MQTT_URL's broker. */
  mqtt: z.object({
    mode: z.enum(['embedded', 'external']),
    state: z.enum(['starting', 'listening', 'connecting', 'connected', 'down', 'off']),
    /** The embedded broker's TCP port while it listens. */
    port: z.number().int().optional(),
    /** Why the link is off or down, e.g. port_in_use. */
    reason: z.string().optional(),
  }),
  /** Live stream ingest: the embedded RTMP server on RTMP_PORT (decision 320). */
  rtmp: z.object({
    mode: z.literal('embedded'),
    state: z.enum(['starting', 'listening', 'off']),
    port: z.number().int().optional(),
    /** Why ingest is off, e.g. port_in_use. */
    reason: z.string().optional(),
  }),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/** A path parameter holding one id. */
export const ZIdParams = z.object({ id: ZId });
