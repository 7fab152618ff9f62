// GET /company/{c}/sites/{id}/shares: who the site is shared with (members with a per-site level
// and invites to outsiders), for the Share dialog's list of people.
import type { TSiteShare } from '@sortie/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { siteKeys } from '../../../lib/query-keys.ts';
import { sitePath } from './paths.ts';

export async function getSiteShares(
  companyId: string,
  siteId: string,
  signal?: AbortSignal,
): Promise<TSiteShare[]> {
  const path = `${sitePath(companyId, siteId)}/shares`;
  return (await api.get<{ shares: TSiteShare[] }>(path, { signal })).shares;
}

export const siteSharesQueryOptions = (companyId: string, siteId: string) =>
  queryOptions({
    queryKey: siteKeys.shares(companyId, siteId),
    queryFn: ({ signal }) => getSiteShares(companyId, siteId, signal),
  });

export function useSiteShares(companyId: string, siteId: string) {
  return useQuery(siteSharesQueryOptions(companyId, siteId));
}
