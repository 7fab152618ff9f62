// GET /company/{id}: needed here for the feature limits (web_progress_sync gates status
// filtering, status grouping and progress bars). Shares its cache key with the workspaces area.
import { checkFeature } from '@sortie/domain';
import type { TCompany } from '@sortie/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companyKeys } from '../../../lib/query-keys.ts';

export const companyQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: companyKeys.company(companyId),
    queryFn: ({ signal }) =>
      api.get<TCompany>(`/api/v4/company/${encodeURIComponent(companyId)}`, { signal }),
  });

/** True when the workspace's plan enables real-time progress sync. */
export function useProgressSync(companyId: string): boolean {
  const { data } = useQuery(companyQueryOptions(companyId));
  if (!data) return false;
  try {
    return checkFeature(data.fcl, 'web_progress_sync');
  } catch {
    return false;
  }
}
