// The site map's search box (issue 10 §6): the workspace's sites whose name matches, with their
// bounding boxes so the map can jump to one. One page of the ordinary site list, searched on the
// server like the Sites page's search field.
import type { MapSearchHit } from '../../../lib/map/map-search.tsx';
import { listSites } from './get-sites.ts';

const MAX_HITS = 8;

export async function findSitesByName(
  companyId: string,
  query: string,
  signal: AbortSignal,
): Promise<MapSearchHit[]> {
  const res = await listSites(
    companyId,
    { limit: MAX_HITS, filters: { search_query: query } },
    signal,
  );
  const sites = 'sites' in res ? res.sites : [];
  return sites.map((s) => ({ id: s.id, name: s.name, bbox: s.bbox }));
}
