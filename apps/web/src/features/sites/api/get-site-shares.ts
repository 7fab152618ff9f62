// GET /company/{c}/sites/{id}/shares: who the site is shared with (members with a per-site level
// and invites to outsiders), for the Share dialog's list of people.
import type { TSiteShare } from '@sortie/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { siteKeys } from '../../../lib/query-keys.ts';
import { sitePath } from './paths.ts';

export const siteSharesQueryOptions = (companyId: string, siteId: string) =>
  queryOptions({
    queryKey: siteKeys.shares(companyId, siteId),
    queryFn: async ({ signal }): Promise<TSiteShare[]> =>
      (await api.get<{ shares: TSiteShare[] }>(`${sitePath(companyId, siteId)}/shares`, { signal }))
        .shares,
  });

export const useSiteShares = (companyId: string, siteId: string) =>
  useQuery(siteSharesQueryOptions(companyId, siteId));
