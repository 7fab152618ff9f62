// GET /company/{c}/sites (feature-areas §7 "List sites"): keyset pages (`value` cursor,
// direction lt), `filters` as JSON text, optional grouping. Every fetch takes the query's
// AbortSignal, so a superseded request is cancelled and its CancelledError ignored.
import type {
  TListSitesResponse,
  TSiteSummary,
  TSiteGroupKey,
  TSiteListFilters,
  TSitePage,
} from '@sortie/domain/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { siteKeys } from '../../../lib/query-keys.ts';
import { sitesPath } from './paths.ts';

export type SiteGroupBy = 'created_at' | 'status';

export interface ListSitesParams {
  limit: number;
  filters: TSiteListFilters;
  value?: string | null;
  groupBy?: SiteGroupBy;
  group?: TSiteGroupKey;
}

export type GroupedSites = { groups: Partial<Record<TSiteGroupKey, TSitePage>>; etag: string };

/** The filters JSON with empty parts left out (platform-core §4: empty lists are sent as null). */
export function filtersParam(filters: TSiteListFilters): string | undefined {
  const entries = Object.entries(filters).filter(
    ([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
  );
  return entries.length > 0 ? JSON.stringify(Object.fromEntries(entries)) : undefined;
}

export function listSites(
  companyId: string,
  params: ListSitesParams,
  signal?: AbortSignal,
): Promise<TListSitesResponse> {
  return api.get<TListSitesResponse>(sitesPath(companyId), {
    signal,
    query: {
      limit: params.limit,
      direction: 'lt',
      value: params.value ?? undefined,
      filters: filtersParam(params.filters),
      group_by: params.groupBy,
      group: params.group,
    },
  });
}

function asPage(res: TListSitesResponse): TSitePage {
  return 'sites' in res
    ? res
    : { sites: [], next_count: 0, next_count_capped: false, next_value: null };
}

/** An ungrouped, paged list (Sites page grid, home row). */
export const sitesListQueryOptions = (
  companyId: string,
  filters: TSiteListFilters,
  limit: number,
) =>
  infiniteQueryOptions({
    queryKey: siteKeys.list(companyId, filters, limit),
    queryFn: async ({ pageParam, signal }) =>
      asPage(await listSites(companyId, { limit, filters, value: pageParam }, signal)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.next_count > 0 ? last.next_value : null) ?? undefined,
    placeholderData: keepPreviousData,
  });

/** First page of every group. */
export const groupedSitesQueryOptions = (
  companyId: string,
  filters: TSiteListFilters,
  groupBy: SiteGroupBy,
  limit: number,
) =>
  queryOptions({
    queryKey: siteKeys.grouped(companyId, filters, groupBy),
    queryFn: async ({ signal }): Promise<GroupedSites> => {
      const res = await listSites(companyId, { limit, filters, groupBy }, signal);
      return 'groups' in res ? res : { groups: {}, etag: res.etag };
    },
    placeholderData: keepPreviousData,
  });

/** Further pages of one group, after its first page (per-section Load More). */
export const groupPagesQueryOptions = (
  companyId: string,
  filters: TSiteListFilters,
  groupBy: SiteGroupBy,
  group: TSiteGroupKey,
  firstCursor: string | null,
  limit: number,
) =>
  infiniteQueryOptions({
    queryKey: [...siteKeys.group(companyId, filters, groupBy, group), firstCursor],
    queryFn: async ({ pageParam, signal }) => {
      const res = await listSites(
        companyId,
        { limit, filters, groupBy, group, value: pageParam },
        signal,
      );
      return 'sites' in res ? res : (res.groups[group] ?? asPage(res));
    },
    initialPageParam: firstCursor,
    getNextPageParam: (last) => (last.next_count > 0 ? last.next_value : null) ?? undefined,
  });

export const flattenPages = (pages: readonly TSitePage[] | undefined): TSiteSummary[] =>
  pages?.flatMap((p) => p.sites) ?? [];
