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

function useShareMutation<V>(companyId: string, siteId: string, fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: siteKeys.all(companyId) }),
  });
}

export const useUpdateSiteShare = (companyId: string, siteId: string) =>
  useShareMutation(companyId, siteId, (v: { shareId: string; access_level: Level }) =>
    api.patch<TSiteShare>(sharePath(companyId, siteId, v.shareId), {
      access_level: v.access_level,
    }),
  );

export const useDeleteSiteShare = (companyId: string, siteId: string) =>
  useShareMutation(companyId, siteId, (shareId: string) =>
    api.delete<void>(sharePath(companyId, siteId, shareId)),
  );
