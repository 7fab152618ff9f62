// PATCH /company/{id} with If-Match (DESIGN "Optimistic concurrency"): a stale etag gets 412,
// after which the caller refetches and tells the user.
import type { TCompany, TUpdateCompanyRequest } from '@sortie/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companyKeys } from '../../../lib/query-keys.ts';
import { refreshUser } from './refresh-user.ts';

export function updateCompany(
  companyId: string,
  etag: string,
  body: TUpdateCompanyRequest,
): Promise<TCompany> {
  return api.patch<TCompany>(`/api/v4/company/${encodeURIComponent(companyId)}`, body, {
    headers: { 'If-Match': etag },
  });
}

export function useUpdateCompany(companyId: string, userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ etag, body }: { etag: string; body: TUpdateCompanyRequest }) =>
      updateCompany(companyId, etag, body),
    onSuccess: (company) => {
      client.setQueryData(companyKeys.company(companyId), company);
      // The name shows in the switcher, which reads the stored user.
      void refreshUser(userId).catch(() => undefined);
    },
    onError: () => client.invalidateQueries({ queryKey: companyKeys.company(companyId) }),
  });
}
