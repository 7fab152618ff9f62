// GET /company/{id}: the workspace with its plan, feature limits, recent cameras and etag. One
// query for every feature that reads it (settings, the site list's progress sync, the planner).
import type { TCompany } from '@sortie/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { companyKeys } from './query-keys.ts';

export function getCompany(companyId: string, signal?: AbortSignal): Promise<TCompany> {
  return api.get<TCompany>(`/api/v4/company/${encodeURIComponent(companyId)}`, { signal });
}

export const companyQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: companyKeys.company(companyId),
    queryFn: ({ signal }) => getCompany(companyId, signal),
  });

export function useCompany(companyId: string) {
  return useQuery(companyQueryOptions(companyId));
}
