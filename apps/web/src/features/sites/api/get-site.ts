// GET /company/{c}/sites/{id}: one site with its etag (for If-Match on rename).
import type { TSite } from '@sortie/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { siteKeys } from '../../../lib/query-keys.ts';
import { sitePath } from './paths.ts';

export function getSite(companyId: string, siteId: string, signal?: AbortSignal): Promise<TSite> {
  return api.get<TSite>(sitePath(companyId, siteId), { signal });
}

export const siteQueryOptions = (companyId: string, siteId: string) =>
  queryOptions({
    queryKey: siteKeys.detail(companyId, siteId),
    queryFn: ({ signal }) => getSite(companyId, siteId, signal),
  });

export function useSite(companyId: string, siteId: string, enabled = true) {
  return useQuery({ ...siteQueryOptions(companyId, siteId), enabled });
}
