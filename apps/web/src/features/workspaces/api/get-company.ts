// GET /company/{id}: the workspace with its plan, feature limits and etag.
import type { TCompany } from '@sortie/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companyKeys } from '../../../lib/query-keys.ts';

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
