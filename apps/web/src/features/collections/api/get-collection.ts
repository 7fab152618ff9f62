// GET /company/{c}/collections/{id}: the collection with its bbox and preview sites.
import type { TCollection } from '@sortie/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { collectionKeys } from '../../../lib/query-keys.ts';
import { collectionPath } from './paths.ts';

export const collectionQueryOptions = (companyId: string, id: string) =>
  queryOptions({
    queryKey: collectionKeys.detail(companyId, id),
    queryFn: ({ signal }) => api.get<TCollection>(collectionPath(companyId, id), { signal }),
  });

export function useCollection(companyId: string, id: string) {
  return useQuery(collectionQueryOptions(companyId, id));
}
