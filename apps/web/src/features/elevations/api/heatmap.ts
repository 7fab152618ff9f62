// GET /company/{c}/sites/{id}/heatmapelevations: ground heights over the site for the heat map.
import type { THeatmapElevationsResponse, TSite } from '@sortie/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { siteKeys } from '../../../lib/query-keys.ts';
import { sitePath } from './paths.ts';

/** About this many cells: enough for a smooth picture, small enough to draw at once. */
export const HEATMAP_CELLS = 2500;

export function useHeatmap(
  companyId: string,
  site: Pick<TSite, 'id' | 'elevation_source' | 'etag'>,
) {
  return useQuery({
    queryKey: siteKeys.heatmap(companyId, site),
    queryFn: ({ signal }) =>
      api.get<THeatmapElevationsResponse>(`${sitePath(companyId, site.id)}/heatmapelevations`, {
        query: { cells: HEATMAP_CELLS },
        signal,
      }),
    // A 422 (missing tile, no model) will not heal by itself.
    retry: false,
  });
}
