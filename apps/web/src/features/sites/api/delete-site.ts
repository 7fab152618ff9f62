// DELETE /company/{c}/sites/{id} (full_access only; the server checks again).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companyKeys, siteKeys } from '../../../lib/query-keys.ts';
import { sitePath } from './paths.ts';

export function deleteSite(companyId: string, siteId: string): Promise<void> {
  return api.delete<void>(sitePath(companyId, siteId));
}

export function useDeleteSite(companyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (siteId: string) => deleteSite(companyId, siteId),
    onSuccess: (_r, siteId) => {
      qc.removeQueries({ queryKey: siteKeys.detail(companyId, siteId) });
      return qc.invalidateQueries({ queryKey: companyKeys.company(companyId) });
    },
  });
}
