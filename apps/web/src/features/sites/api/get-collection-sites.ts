// GET /company/{c}/collections/{id}/sites: every site of a collection the caller may view, in
// keyset pages like the site list. The key sits under the collection's own key, so adding or
// removing sites (the collections feature invalidates its prefix in lib/query-keys.ts) refreshes it.
import type { TListCollectionSitesResponse } from '@sortie/domain/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { collectionKeys } from '../../../lib/query-keys.ts';

export const COLLECTION_SITES_PAGE = 20;

export const collectionSitesQueryOptions = (companyId: string, collectionId: string) =>
  infiniteQueryOptions({
    queryKey: collectionKeys.sites(companyId, collectionId),
    queryFn: ({ pageParam, signal }) =>
      api.get<TListCollectionSitesResponse>(
        `/api/v4/company/${encodeURIComponent(companyId)}/collections/${encodeURIComponent(
          collectionId,
        )}/sites`,
        {
          signal,
          query: { limit: COLLECTION_SITES_PAGE, direction: 'lt', value: pageParam ?? undefined },
        },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.next_count > 0 ? last.next_value : null) ?? undefined,
  });
