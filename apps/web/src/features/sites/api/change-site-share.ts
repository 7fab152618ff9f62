// PATCH and DELETE /company/{c}/sites/{id}/shares/{shareId}: change someone's access level or
// revoke it (an invite is withdrawn). Both refresh the share list and the site lists, whose
// cards show collaborators and stakeholders.
import type { TSiteShare } from '@sortie/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { siteKeys } from '../../../lib/query-keys.ts';
import { sitePath } from './paths.ts';

type Level = TSiteShare['access_level'];

const sharePath = (companyId: string, siteId: string, shareId: string) =>
  `${sitePath(companyId, siteId)}/shares/${encodeURIComponent(shareId)}`;

export function updateSiteShare(
  companyId: string,
  siteId: string,
  shareId: string,
  accessLevel: Level,
): Promise<TSiteShare> {
  return api.patch<TSiteShare>(sharePath(companyId, siteId, shareId), {
    access_level: accessLevel,
  });
}

export function deleteSiteShare(companyId: string, siteId: string, shareId: string) {
  return api.delete<void>(sharePath(companyId, siteId, shareId));
}

export function useUpdateSiteShare(companyId: string, siteId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { shareId: string; access_level: Level }) =>
      updateSiteShare(companyId, siteId, v.shareId, v.access_level),
    onSettled: () => qc.invalidateQueries({ queryKey: siteKeys.all(companyId) }),
  });
}

export function useDeleteSiteShare(companyId: string, siteId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) => deleteSiteShare(companyId, siteId, shareId),
    onSettled: () => qc.invalidateQueries({ queryKey: siteKeys.all(companyId) }),
  });
}
