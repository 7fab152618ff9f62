// GET /company/{c}/sites/{id}/heatmapelevations: ground heights over the site for the heat map.
import type { THeatmapElevationsResponse, TSite } from '@sortie/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { siteKeys } from '../../../lib/query-keys.ts';
import { sitePath } from './paths.ts';

/** About this many cells: enough for a smooth picture, small enough to draw at once. */
export const HEATMAP_CELLS = 2500;

type HeatmapSite = Pick<TSite, 'id' | 'elevation_source' | 'etag'>;

export function getHeatmap(
  companyId: string,
  siteId: string,
  signal?: AbortSignal,
): Promise<THeatmapElevationsResponse> {
  return api.get<THeatmapElevationsResponse>(`${sitePath(companyId, siteId)}/heatmapelevations`, {
    query: { cells: HEATMAP_CELLS },
    signal,
  });
}

export const heatmapQueryOptions = (companyId: string, site: HeatmapSite) =>
  queryOptions({
    queryKey: siteKeys.heatmap(companyId, site),
    queryFn: ({ signal }) => getHeatmap(companyId, site.id, signal),
    // A 422 (missing tile, no model) will not heal by itself.
    retry: false,
  });

export function useHeatmap(companyId: string, site: HeatmapSite) {
  return useQuery(heatmapQueryOptions(companyId, site));
}
