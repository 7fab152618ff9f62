// A site's ground control points: GET …/gcps (the stored layout), POST …/gcps (generate and
// store with a spacing; edit access), DELETE …/gcps. After a change the site refetches too, so
// its gcp_count (which gates 'Export GCPs' on the card) follows.
import type { TGcpLayout, TSaveGcpsRequest, TSiteGcpsResponse } from '@sortie/domain/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { siteKeys } from '../../../lib/query-keys.ts';
import { siteGcpsPath } from './paths.ts';

export function getSiteGcps(
  companyId: string,
  siteId: string,
  signal?: AbortSignal,
): Promise<TSiteGcpsResponse> {
  return api.get<TSiteGcpsResponse>(siteGcpsPath(companyId, siteId), { signal });
}

export const siteGcpsQueryOptions = (companyId: string, siteId: string) =>
  queryOptions({
    queryKey: siteKeys.gcps(companyId, siteId),
    queryFn: ({ signal }) => getSiteGcps(companyId, siteId, signal),
  });

export function useSiteGcps(companyId: string, siteId: string) {
  return useQuery({ ...siteGcpsQueryOptions(companyId, siteId), select: (r) => r.layout });
}

export function saveGcps(
  companyId: string,
  siteId: string,
  body: TSaveGcpsRequest,
): Promise<TGcpLayout> {
  return api.post<TGcpLayout>(siteGcpsPath(companyId, siteId), body);
}

export function deleteGcps(companyId: string, siteId: string): Promise<void> {
  return api.delete<void>(siteGcpsPath(companyId, siteId));
}

export function useSaveGcps(companyId: string, siteId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveGcpsRequest) => saveGcps(companyId, siteId, body),
    onSuccess: (layout) => {
      qc.setQueryData<TSiteGcpsResponse>(siteKeys.gcps(companyId, siteId), { layout });
      return qc.invalidateQueries({ queryKey: siteKeys.all(companyId) });
    },
  });
}

export function useDeleteGcps(companyId: string, siteId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => deleteGcps(companyId, siteId),
    onSuccess: () => {
      qc.setQueryData<TSiteGcpsResponse>(siteKeys.gcps(companyId, siteId), { layout: null });
      return qc.invalidateQueries({ queryKey: siteKeys.all(companyId) });
    },
  });
}
