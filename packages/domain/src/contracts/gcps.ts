// Ground control point contracts (feature-areas §5, §7): the generategcps preview, and the
// layout a site stores so that exports and the map show exactly the points generated.
import { z } from 'zod';
import { ZIsoDateTime, ZLngLat } from './common.ts';

/** GET /company/{c}/sites/{id}/generategcps (spacing up to 1000 m, feature-areas §5). */
export const ZGenerateGcpsQuery = z.object({
  spacing: z.coerce.number().positive().max(1000).optional(),
  corridor_width: z.coerce.number().positive().max(1000).optional(),
});
export const ZGroundControlPoint = z.object({
  name: z.string(),
  position: ZLngLat,
  elevation_m: z.number().nullable(),
});
export type TGroundControlPoint = z.infer<typeof ZGroundControlPoint>;
export const ZGenerateGcpsResponse = z.object({
  gcps: z.array(ZGroundControlPoint),
  gcp_count: z.number().int(),
  spacing_m: z.number().nullable(),
});
export type TGenerateGcpsResponse = z.infer<typeof ZGenerateGcpsResponse>;

/** POST /company/{c}/sites/{id}/gcps: generate and store a layout (edit access). */
export const ZSaveGcpsRequest = z
  .object({
    /** Metres between points, up to 1000 (feature-areas §9); absent: the engine's default. */
    spacing_m: z.number().positive().max(1000).optional(),
    /** Corridor sites: the band the points cover; absent: the site's width. */
    corridor_width_m: z.number().positive().max(1000).optional(),
  })
  .strict();
export type TSaveGcpsRequest = z.infer<typeof ZSaveGcpsRequest>;

/** The stored GCP layout of a site: exactly what exports and the map show. */
export const ZGcpLayout = z.object({
  gcps: z.array(ZGroundControlPoint),
  gcp_count: z.number().int(),
  /** The spacing the points were generated with, metres. */
  spacing_m: z.number(),
  /** Corridor sites: the band width used; null for areas. */
  corridor_width_m: z.number().nullable(),
  generated_at: ZIsoDateTime,
});
export type TGcpLayout = z.infer<typeof ZGcpLayout>;

/** GET /company/{c}/sites/{id}/gcps: the stored layout, null before any was generated. */
export const ZSiteGcpsResponse = z.object({ layout: ZGcpLayout.nullable() });
export type TSiteGcpsResponse = z.infer<typeof ZSiteGcpsResponse>;
