// POST /company/{c}/sites/{id}/shares {email, access_level}. A duplicate invite is refused by the
// server (feature-areas §1); its message is shown as is.
import type { TCreateSiteShareRequest, TSiteShare } from '@sortie/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { siteKeys } from '../../../lib/query-keys.ts';
import { sitePath } from './paths.ts';

export function createSiteShare(
  companyId: string,
  siteId: string,
  body: TCreateSiteShareRequest,
): Promise<TSiteShare> {
  return api.post<TSiteShare>(`${sitePath(companyId, siteId)}/shares`, body);
}

export function useCreateSiteShare(companyId: string, siteId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateSiteShareRequest) => createSiteShare(companyId, siteId, body),
    // The cards show collaborators, so the lists refresh with the share list.
    onSuccess: () => qc.invalidateQueries({ queryKey: siteKeys.all(companyId) }),
  });
}
