// POST /company/{id}/logo (multipart, field "file"): answers with the updated workspace.
import type { TCompany } from '@sortie/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workspaceKeys } from './keys.ts';
import { refreshUser } from './refresh-user.ts';
import { uploadForm } from './upload-form.ts';

export function uploadLogo(companyId: string, file: File, brandKey: string): Promise<TCompany> {
  const form = new FormData();
  form.append('file', file);
  return uploadForm<TCompany>(
    `/api/v4/company/${encodeURIComponent(companyId)}/logo`,
    form,
    brandKey,
  );
}

export function useUploadLogo(companyId: string, userId: string, brandKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadLogo(companyId, file, brandKey),
    onSuccess: async (company) => {
      if (company && typeof company === 'object' && 'id' in company) {
        client.setQueryData(workspaceKeys.company(companyId), company);
      } else {
        await client.invalidateQueries({ queryKey: workspaceKeys.company(companyId) });
      }
      void refreshUser(userId).catch(() => undefined);
    },
  });
}
