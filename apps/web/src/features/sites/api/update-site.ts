// PATCH /company/{c}/sites/{id} with If-Match: a stale etag gets 412 and changes nothing.
import type { TSite, TUpdateSiteRequest } from '@sortie/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { siteKeys } from '../../../lib/query-keys.ts';
import { sitePath } from './paths.ts';

export function updateSite(
  companyId: string,
  site: Pick<TSite, 'id' | 'etag'>,
  body: TUpdateSiteRequest,
): Promise<TSite> {
  return api.patch<TSite>(sitePath(companyId, site.id), body, {
    headers: { 'If-Match': site.etag },
  });
}

export function useUpdateSite(companyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { site: Pick<TSite, 'id' | 'etag'>; body: TUpdateSiteRequest }) =>
      updateSite(companyId, v.site, v.body),
    onSuccess: (site) => {
      qc.setQueryData(siteKeys.detail(companyId, site.id), site);
      return qc.invalidateQueries({ queryKey: siteKeys.all(companyId) });
    },
    onError: (_e, v) => qc.invalidateQueries({ queryKey: siteKeys.detail(companyId, v.site.id) }),
  });
}
