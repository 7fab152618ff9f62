// GET /company/{c}/collections?compact=1 (feature-areas §7): page-numbered (`next_page`), with
// an optional search filter.
import type { TCollectionCompact, TListCollectionsResponse } from '@sortie/domain/contracts';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { collectionKeys } from '../../../lib/query-keys.ts';
import { collectionsPath } from './paths.ts';

export const COLLECTIONS_PAGE_SIZE = 20;

export function listCollections(
  companyId: string,
  params: { page: number; limit: number; searchQuery: string | null },
  signal?: AbortSignal,
): Promise<TListCollectionsResponse> {
  return api.get<TListCollectionsResponse>(collectionsPath(companyId), {
    signal,
    query: {
      compact: 1,
      page: params.page,
      limit: params.limit,
      filters: params.searchQuery
        ? JSON.stringify({ search_query: params.searchQuery })
        : undefined,
    },
  });
}

export const collectionsQueryOptions = (
  companyId: string,
  searchQuery: string | null,
  limit = COLLECTIONS_PAGE_SIZE,
) =>
  infiniteQueryOptions({
    queryKey: collectionKeys.list(companyId, searchQuery, limit),
    queryFn: ({ pageParam, signal }) =>
      listCollections(companyId, { page: pageParam, limit, searchQuery }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next_page ?? undefined,
    placeholderData: keepPreviousData,
  });

export const flattenCollections = (
  pages: readonly TListCollectionsResponse[] | undefined,
): TCollectionCompact[] => pages?.flatMap((p) => p.collections) ?? [];
