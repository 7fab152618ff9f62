// Collection create, delete, and adding or removing sites (feature-areas §7). Every success
// refreshes the workspace's collection queries.
import type { TCollection, TCreateCollectionRequest } from '@sortie/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { collectionKeys } from '../../../lib/query-keys.ts';
import { collectionPath, collectionsPath } from './paths.ts';

export function createCollection(companyId: string, body: TCreateCollectionRequest) {
  return api.post<TCollection>(collectionsPath(companyId), body);
}

export function deleteCollection(companyId: string, id: string) {
  return api.delete<void>(collectionPath(companyId, id));
}

export function addCollectionSites(companyId: string, id: string, siteIds: string[]) {
  return api.post<TCollection>(`${collectionPath(companyId, id)}/sites`, { site_ids: siteIds });
}

export function removeCollectionSites(companyId: string, id: string, siteIds: string[]) {
  return api.delete<TCollection>(`${collectionPath(companyId, id)}/sites`, {
    body: { site_ids: siteIds },
  });
}

function useRefresh(companyId: string) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: collectionKeys.all(companyId) });
}

export function useCreateCollection(companyId: string) {
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: (body: TCreateCollectionRequest) => createCollection(companyId, body),
    onSuccess: refresh,
  });
}

export function useDeleteCollection(companyId: string) {
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: (id: string) => deleteCollection(companyId, id),
    onSuccess: refresh,
  });
}

export function useCollectionSites(companyId: string) {
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: (v: { id: string; siteIds: string[]; remove?: boolean }) =>
      v.remove
        ? removeCollectionSites(companyId, v.id, v.siteIds)
        : addCollectionSites(companyId, v.id, v.siteIds),
    onSuccess: refresh,
  });
}
