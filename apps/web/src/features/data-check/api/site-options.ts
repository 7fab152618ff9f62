// The signed-in user's sites of the active workspace to compare a dataset against: the first
// page of the site list, whose `outline` (thinned geometry) is enough for a coverage grid.
import type { TListSitesResponse } from '@sortie/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type SiteOption = { id: string; name: string; ring: [number, number][] | null };

function ringOf(outline: { type: string; coordinates: unknown }): [number, number][] | null {
  if (outline.type === 'Polygon') return (outline.coordinates as [number, number][][])[0] ?? null;
  if (outline.type === 'MultiPolygon')
    return (outline.coordinates as [number, number][][][])[0]?.[0] ?? null;
  return null;
}

export function useSiteOptions(companyId: string | null) {
  return useQuery({
    queryKey: ['data-verification', 'sites', companyId],
    enabled: companyId !== null,
    queryFn: async ({ signal }): Promise<SiteOption[]> => {
      const res = await api.get<TListSitesResponse>(`/api/v4/company/${companyId}/sites`, {
        signal,
        query: { limit: 50 },
      });
      const sites = 'sites' in res ? res.sites : [];
      return sites.map((s) => ({ id: s.id, name: s.name, ring: ringOf(s.outline) }));
    },
  });
}
