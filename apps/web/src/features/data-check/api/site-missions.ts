// The mapping missions of the site chosen to compare against (GET …/sites/{id}/missions), newest
// first: choosing one fills the plan (altitude or GSD, overlaps, camera) instead of the pilot
// typing it.
import type { TListMissionsResponse, TMission } from '@sortie/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { isMappingMission } from '../analysis/mission-plan.ts';

export const mappingMissionsQuery = (companyId: string, siteId: string) =>
  queryOptions({
    queryKey: ['data-verification', 'missions', companyId, siteId],
    queryFn: async ({ signal }): Promise<TMission[]> => {
      const res = await api.get<TListMissionsResponse>(
        `/api/v4/company/${companyId}/sites/${siteId}/missions`,
        { signal, query: { use_new_model: 'true' } },
      );
      return res.missions
        .filter(isMappingMission)
        .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
    },
  });

export function useSiteMappingMissions(companyId: string | null, siteId: string) {
  return useQuery({
    ...mappingMissionsQuery(companyId ?? '', siteId),
    enabled: companyId !== null && siteId !== '',
  });
}
