// The site picker of 'Add sites': the first page of the workspace's sites matching a search.
// (Collections never import the sites feature; this reads the same contract.)
import type { TListSitesResponse, TSiteSummary } from '@sortie/domain/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { siteKeys } from '../../../lib/query-keys.ts';

export const pickerSitesQueryOptions = (companyId: string, searchQuery: string) =>
  queryOptions({
    queryKey: siteKeys.picker(companyId, searchQuery),
    queryFn: async ({ signal }): Promise<TSiteSummary[]> => {
      const res = await api.get<TListSitesResponse>(
        `/api/v4/company/${encodeURIComponent(companyId)}/sites`,
        {
          signal,
          query: {
            limit: 50,
            direction: 'lt',
            filters: searchQuery ? JSON.stringify({ search_query: searchQuery }) : undefined,
          },
        },
      );
      return 'sites' in res ? res.sites : [];
    },
  });
