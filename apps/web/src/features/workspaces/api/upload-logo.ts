// POST /company/{id}/logo (multipart, field "file"): answers with the updated workspace.
import type { TCompany } from '@sortie/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companyKeys } from '../../../lib/query-keys.ts';
import { refreshUser } from './refresh-user.ts';

export function uploadLogo(companyId: string, file: File): Promise<TCompany> {
  const form = new FormData();
  form.append('file', file);
  return api.upload<TCompany>(`/api/v4/company/${encodeURIComponent(companyId)}/logo`, form);
}

export function useUploadLogo(companyId: string, userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadLogo(companyId, file),
    onSuccess: async (company) => {
      if (company && typeof company === 'object' && 'id' in company) {
        client.setQueryData(companyKeys.company(companyId), company);
      } else {
        await client.invalidateQueries({ queryKey: companyKeys.company(companyId) });
      }
      void refreshUser(userId).catch(() => undefined);
    },
  });
}
