// Shared pieces of the endpoint contracts: ids, timestamps and the health answer.
import { z } from 'zod';

/** An opaque entity id (UUID text). */
export const ZId = z.string().min(1).max(64);
/** An ISO-8601 timestamp with time zone, as sent over the wire. */
export const ZIsoDateTime = z.string();
/** Two-number `[lng, lat]` pair, GeoJSON order (STYLE.md, "Geo and flight planning"). */
export const ZLngLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

/** GET /api/health */
export const ZHealthResponse = z.object({ status: z.literal('ok'), db: z.literal('ok') });
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/** A path parameter holding one id. */
export const ZIdParams = z.object({ id: ZId });
