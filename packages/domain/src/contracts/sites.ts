// Sites API contracts (feature-areas §2, §3, §5, §7; platform-core §3, §7): area (Polygon),
// corridor (LineString) and point-asset (Point) sites, their list with filters, grouping and
// keyset pagination, shares and invites, and the sample-sites call.
import { z } from 'zod';
import { ZCreatedBetween } from '../preferences/schema.ts';
import { TIME_GROUPS } from '../preferences/time-groups.ts';
import { SITE_ACCESS_LEVELS } from '../rbac/site-access.ts';
import { ZId, ZIsoDateTime, ZLngLat } from './common.ts';

export const SITE_TYPES = ['area', 'corridor', 'point'] as const;
export const ZSiteType = z.enum(SITE_TYPES);
export type TSiteType = z.infer<typeof ZSiteType>;

/** Site status: derived from progress against the goal, but toggleable (feature-areas §1). */
export const SITE_STATUSES = ['new', 'in_progress', 'complete'] as const;
export const ZSiteStatus = z.enum(SITE_STATUSES);
export type TSiteStatus = z.infer<typeof ZSiteStatus>;

export const ELEVATION_SOURCES = ['None', 'SRTM', 'Custom'] as const;
export const ZElevationSource = z.enum(ELEVATION_SOURCES);

export const ZSiteAccessLevel = z.enum(SITE_ACCESS_LEVELS);
/** Levels a share may grant ('none' is expressed by deleting the share). */
export const ZShareAccessLevel = z.enum(['view', 'edit', 'full_access']);

/** GeoJSON geometry of a site, `[lng, lat]` order, polygon rings closed. */
export const ZSiteGeometry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: ZLngLat }),
  z.object({ type: z.literal('LineString'), coordinates: z.array(ZLngLat) }),
  z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(ZLngLat)) }),
]);
export type TSiteGeometry = z.infer<typeof ZSiteGeometry>;

/**
 * Geometry as submitted: only its shape is checked here; the server's site-file parser judges
 * the coordinates (range, self-intersection, degenerate rings) and answers 422 with the same
 * issue types and dialog texts as a KML upload.
 */
export const ZSiteGeometryInput = z.object({
  type: z.enum(['Point', 'LineString', 'Polygon']),
  coordinates: z.array(z.unknown()).max(200_000),
});

/** Size: m² for areas, m for corridors, nothing for points; acres for areas. */
export const ZSiteSize = z.object({
  value: z.number().nullable(),
  unit: z.enum(['m2', 'm']).nullable(),
  acres: z.number().nullable(),
});

export const ZNamedRef = z.object({ id: ZId, name: z.string().nullable() });
export const ZCollaborator = ZNamedRef.extend({ access_level: ZSiteAccessLevel });

/**
 * A site as lists carry it (cards, the collection map): everything but the full geometry, which
 * may hold 100,000 vertices; `outline` is the geometry thinned to at most 256 vertices per ring.
 */
export const ZSiteSummary = z.object({
  id: ZId,
  name: z.string(),
  site_type: ZSiteType,
  size: ZSiteSize,
  /** Centroid, `[lng, lat]`. */
  location: ZLngLat,
  /** `[west, south, east, north]`. */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  /** The geometry thinned for drawing small: at most 256 vertices per ring, 16 rings. */
  outline: ZSiteGeometry,
  corridor_width_m: z.number().nullable(),
  /** URL of the SVG thumbnail generated from the geometry. */
  thumbnail: z.string(),
  /** Flying-time target, seconds; null when none is set. */
  goal: z.number().nullable(),
  /** Seconds flown so far. */
  progress: z.number(),
  /** goal − progress (never negative); null without a goal. */
  remaining_time: z.number().nullable(),
  status: ZSiteStatus,
  creation_time: ZIsoDateTime,
  created_by: ZNamedRef.nullable(),
  sample_data: z.boolean(),
  /** Shared with the caller from another workspace. */
  external: z.boolean(),
  /** The caller's effective level on this site. */
  access_level: ZSiteAccessLevel,
  elevation_source: ZElevationSource,
  gcp_count: z.number().int(),
  stakeholders: z.array(ZNamedRef),
  collaborators: z.array(ZCollaborator),
  pilots: z.array(ZNamedRef),
  collaborators_count: z.number().int(),
  invites_count: z.number().int(),
  etag: z.string(),
  /** A flight was reported started but its completion has not arrived (the pilot app syncs later). */
  pending_sync: z.boolean().default(false),
});
export type TSiteSummary = z.infer<typeof ZSiteSummary>;

/** One site in full (GET one site, create, update): the summary plus the exact geometry. */
export const ZSite = ZSiteSummary.extend({ geometry: ZSiteGeometry });
export type TSite = z.infer<typeof ZSite>;

/** POST /company/{c}/sites with a JSON body (multipart uploads carry `file` plus these fields). */
export const ZCreateSiteRequest = z.object({
  name: z.string().trim().min(1).max(120),
  geometry: ZSiteGeometryInput,
  corridor_width_m: z.number().positive().max(1000).optional(),
  goal: z.number().min(0).max(1e8).nullable().optional(),
  elevation_source: ZElevationSource.optional(),
  stakeholders: z.array(ZNamedRef).max(100).optional(),
});
export type TCreateSiteRequest = z.infer<typeof ZCreateSiteRequest>;

/** Text fields that may accompany a multipart upload. */
export const ZUploadSiteFields = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  corridor_width_m: z.coerce.number().positive().max(1000).optional(),
});

/** PATCH /company/{c}/sites/{id} (If-Match required). */
export const ZUpdateSiteRequest = z
  .object({
    name: z.string().trim().min(1).max(120),
    geometry: ZSiteGeometryInput,
    corridor_width_m: z.number().positive().max(1000).nullable(),
    goal: z.number().min(0).max(1e8).nullable(),
    progress: z.number().min(0).max(1e8),
    status: ZSiteStatus,
    elevation_source: ZElevationSource,
    gcp_count: z.number().int().min(0).max(100_000),
    stakeholders: z.array(ZNamedRef).max(100),
  })
  .partial()
  .strict();
export type TUpdateSiteRequest = z.infer<typeof ZUpdateSiteRequest>;

export const ZCompanySiteParams = z.object({ companyId: ZId, id: ZId });
export const ZCompanyParams = z.object({ companyId: ZId });

/** The `filters` JSON text of the site list (feature-areas §7). Empty lists mean no filter. */
export const ZSiteListFilters = z
  .object({
    status: z.array(ZSiteStatus).max(3).nullable(),
    created_between: ZCreatedBetween.nullable(),
    created_by: z
      .array(z.union([ZId, z.object({ id: ZId })]))
      .max(200)
      .nullable(),
    pilots: z
      .array(z.union([ZId, z.object({ id: ZId })]))
      .max(200)
      .nullable(),
    search_query: z.string().max(200).nullable(),
  })
  .partial();
export type TSiteListFilters = z.infer<typeof ZSiteListFilters>;

export const SITE_STATUS_GROUPS = SITE_STATUSES;
export const SITE_GROUP_KEYS = [...TIME_GROUPS, ...SITE_STATUSES] as const;
export const ZSiteGroupKey = z.enum(SITE_GROUP_KEYS);
export type TSiteGroupKey = z.infer<typeof ZSiteGroupKey>;

/** GET /company/{c}/sites query string. */
export const ZListSitesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Cursor: an ISO time, or `<ISO>~<id>` as returned in next_value (ties on the time). */
  value: z.string().max(120).optional(),
  direction: z.literal('lt').default('lt'),
  /** JSON text of ZSiteListFilters. */
  filters: z.string().max(10_000).optional(),
  group_by: z.enum(['created_at', 'status']).optional(),
  /** With group_by: page through this one group only. */
  group: ZSiteGroupKey.optional(),
});
export type TListSitesQuery = z.infer<typeof ZListSitesQuery>;

/** next_count is exact up to this many sites; counting 100,000 rows costs more than a page. */
export const SITE_NEXT_COUNT_CAP = 200;

export const ZSitePage = z.object({
  sites: z.array(ZSiteSummary),
  /**
   * Sites left after this page: exact up to SITE_NEXT_COUNT_CAP; when more are left it equals the
   * cap and next_count_capped is true (the web shows "200+").
   */
  next_count: z.number().int(),
  next_count_capped: z.boolean(),
  /** Cursor for the next page (pass as `value`); null on the last page. */
  next_value: z.string().nullable(),
});
export type TSitePage = z.infer<typeof ZSitePage>;

export const ZListSitesResponse = z.union([
  ZSitePage.extend({ etag: z.string() }),
  z.object({ groups: z.partialRecord(ZSiteGroupKey, ZSitePage), etag: z.string() }),
]);
export type TListSitesResponse = z.infer<typeof ZListSitesResponse>;

/** A share of one site: a per-site level for a workspace member, or an invite to an outsider. */
export const ZSiteShare = z.object({
  id: ZId,
  user: ZNamedRef.nullable(),
  email: z.string().nullable(),
  access_level: ZShareAccessLevel,
  /** True when the person is not a member of the site's workspace (the site is external to them). */
  invite: z.boolean(),
  created_at: ZIsoDateTime,
});
export type TSiteShare = z.infer<typeof ZSiteShare>;

export const ZCreateSiteShareRequest = z
  .object({
    email: z.string().trim().toLowerCase().email().max(254).optional(),
    user_id: ZId.optional(),
    access_level: ZShareAccessLevel,
  })
  .strict()
  .refine((v) => (v.email === undefined) !== (v.user_id === undefined), {
    message: 'Give either email or user_id.',
  });
export type TCreateSiteShareRequest = z.infer<typeof ZCreateSiteShareRequest>;
export const ZUpdateSiteShareRequest = z.object({ access_level: ZShareAccessLevel }).strict();
export const ZSiteShareParams = z.object({ companyId: ZId, id: ZId, shareId: ZId });
export const ZListSiteSharesResponse = z.object({ shares: z.array(ZSiteShare) });

/** GET /company/{c}/sites/{id}/thumbnail.svg: `v` busts caches, `colour` is the brand's ink. */
export const ZSiteThumbnailQuery = z.object({
  v: z.string().max(40).optional(),
  /** Six hex digits without '#', e.g. E8622C. */
  colour: z
    .string()
    .regex(/^[0-9a-fA-F]{6}$/)
    .optional(),
  /** The viewer's distance system; the scale bar reads ft/mi for 'imperial' (default metric). */
  units: z.enum(['metric', 'imperial']).optional(),
});

/** GET /company/{c}/sites/{id}/features */
export const ZSiteFeaturesQuery = z.object({
  map_feature: z.enum(['GCP', 'Site', 'Missions', 'Elevations']),
  output_format: z.string().max(32),
});

/** POST /register/sample_sites/{companyId} */
export const ZSampleSitesParams = z.object({ companyId: ZId });
export const ZSampleSitesResponse = z.object({
  sites: z.array(ZSite),
  collection_id: ZId,
  created: z.boolean(),
});
export type TSampleSitesResponse = z.infer<typeof ZSampleSitesResponse>;
