// GET /company/{c}/sites/{id}/missions?use_new_model=true: the site's saved missions.
import type { TListMissionsResponse } from '@sortie/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { siteKeys } from '../../../lib/query-keys.ts';
import { siteMissionsPath } from './paths.ts';

export function getSiteMissions(
  companyId: string,
  siteId: string,
  signal?: AbortSignal,
): Promise<TListMissionsResponse> {
  return api.get<TListMissionsResponse>(siteMissionsPath(companyId, siteId), {
    query: { use_new_model: 'true' },
    signal,
  });
}

export const siteMissionsQueryOptions = (companyId: string, siteId: string) =>
  queryOptions({
    queryKey: siteKeys.missions(companyId, siteId),
    queryFn: ({ signal }) => getSiteMissions(companyId, siteId, signal),
  });

export function useSiteMissions(companyId: string, siteId: string) {
  return useQuery({ ...siteMissionsQueryOptions(companyId, siteId), select: (r) => r.missions });
}
