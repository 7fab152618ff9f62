// GET /company/{id} for the planner: the workspace's recent cameras and feature limits. Same
// query key as the workspaces and sites features, so it is one cached answer.
import type { TCompany } from '@sortie/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companyKeys } from '../../../lib/query-keys.ts';

export function useCompany(companyId: string) {
  return useQuery({
    queryKey: companyKeys.company(companyId),
    queryFn: ({ signal }) =>
      api.get<TCompany>(`/api/v4/company/${encodeURIComponent(companyId)}`, { signal }),
  });
}
