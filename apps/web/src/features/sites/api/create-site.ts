// POST /company/{c}/sites with the geometry parsed or drawn in the browser; the server parses
// it again and is the judge (its 422 carries the same issue types and texts).
import type { TCreateSiteRequest, TSite } from '@sortie/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { siteKeys } from '../../../lib/query-keys.ts';
import { sitesPath } from './paths.ts';

export function createSite(companyId: string, body: TCreateSiteRequest): Promise<TSite> {
  return api.post<TSite>(sitesPath(companyId), body);
}

export function useCreateSite(companyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateSiteRequest) => createSite(companyId, body),
    onSuccess: (site) => {
      qc.setQueryData(siteKeys.detail(companyId, site.id), site);
      return qc.invalidateQueries({ queryKey: siteKeys.all(companyId) });
    },
  });
}
