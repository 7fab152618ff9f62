// Collections API contracts (feature-areas §2, §7; platform-core §7): albums of sites with a
// bounding box for the map, page-numbered lists (`next_page`) and a compact form.
import { z } from 'zod';
import { ZId, ZIsoDateTime } from './common.ts';
import { ZSitePage } from './sites.ts';

export const ZCollectionBbox = z.tuple([z.number(), z.number(), z.number(), z.number()]);

export const ZCollectionCompact = z.object({
  id: ZId,
  etag: z.string(),
  name: z.string(),
  total_sites_count: z.number().int(),
  sample_data: z.boolean(),
});
export type TCollectionCompact = z.infer<typeof ZCollectionCompact>;

export const ZCollection = ZCollectionCompact.extend({
  /** `[west, south, east, north]` of its sites; null when empty. */
  bbox: ZCollectionBbox.nullable(),
  creation_time: ZIsoDateTime,
  created_by: z.object({ id: ZId, name: z.string().nullable() }).nullable(),
  /** Up to four sites for the card preview. */
  preview_sites: z.array(z.object({ id: ZId, name: z.string(), thumbnail: z.string() })),
});
export type TCollection = z.infer<typeof ZCollection>;

export const ZCollectionParams = z.object({ companyId: ZId, id: ZId });

export const ZCollectionListFilters = z
  .object({ search_query: z.string().max(200).nullable() })
  .partial();

export const ZListCollectionsQuery = z.object({
  compact: z.enum(['0', '1', 'true', 'false']).optional(),
  filters: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const ZListCollectionsResponse = z.object({
  collections: z.array(z.union([ZCollection, ZCollectionCompact])),
  /** The next page number; null on the last page. */
  next_page: z.number().int().nullable(),
});
export type TListCollectionsResponse = z.infer<typeof ZListCollectionsResponse>;

export const ZCreateCollectionRequest = z
  .object({
    name: z.string().trim().min(1).max(120),
    site_ids: z.array(ZId).max(1000).optional(),
  })
  .strict();
export type TCreateCollectionRequest = z.infer<typeof ZCreateCollectionRequest>;

export const ZUpdateCollectionRequest = z
  .object({ name: z.string().trim().min(1).max(120) })
  .strict();

export const ZCollectionSitesRequest = z
  .object({ site_ids: z.array(ZId).min(1).max(1000) })
  .strict();

/** GET /company/{c}/collections/{id}/sites: the site list's keyset cursor, no filters. */
export const ZListCollectionSitesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Cursor: an ISO time, or `<ISO>~<id>` as returned in next_value. */
  value: z.string().max(120).optional(),
  direction: z.literal('lt').default('lt'),
});
export type TListCollectionSitesQuery = z.infer<typeof ZListCollectionSitesQuery>;

/** The collection's sites the caller may view, newest first; `next_count` as in the site list. */
export const ZListCollectionSitesResponse = ZSitePage;
export type TListCollectionSitesResponse = z.infer<typeof ZListCollectionSitesResponse>;
