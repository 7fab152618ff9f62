// Platform staff screens: per-workspace usage (sortable, paginated) and governance totals.
import type { TCompanyUsageResponse, TGovernanceResponse } from '@sortie/domain/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { usageKeys } from '../../../lib/query-keys.ts';

export type UsageSortKey =
  'name' | 'members' | 'sites' | 'missions' | 'storage_bytes' | 'last_activity' | 'created_at';

export interface UsageQuery {
  sortBy: UsageSortKey;
  sortOrder: 'asc' | 'desc';
  limit: number;
  /** 1-based. */
  page: number;
}

export const companyUsageQueryOptions = (q: UsageQuery) =>
  queryOptions({
    queryKey: usageKeys.companyPage(q),
    queryFn: ({ signal }) =>
      api.get<TCompanyUsageResponse>('/api/v4/usage/companies', {
        signal,
        query: { sort_by: q.sortBy, sort_order: q.sortOrder, limit: q.limit, page: q.page },
      }),
    placeholderData: keepPreviousData,
  });

export function useCompanyUsage(q: UsageQuery) {
  return useQuery(companyUsageQueryOptions(q));
}

export const governanceQueryOptions = () =>
  queryOptions({
    queryKey: usageKeys.governance(),
    queryFn: ({ signal }) => api.get<TGovernanceResponse>('/api/v4/usage/governance', { signal }),
  });

export function useGovernance() {
  return useQuery(governanceQueryOptions());
}
