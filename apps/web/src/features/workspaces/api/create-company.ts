// POST /company: a new workspace; the creator becomes its owner and switches to it.
import type { TCompany, TCreateCompanyRequest } from '@sortie/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authStorage } from '../../../lib/auth-storage.ts';
import { refreshUser } from './refresh-user.ts';

export function createCompany(body: TCreateCompanyRequest): Promise<TCompany> {
  return api.post<TCompany>('/api/v4/company', body);
}

export function useCreateCompany(userId: string) {
  return useMutation({
    mutationFn: async (body: TCreateCompanyRequest) => {
      const company = await createCompany(body);
      authStorage.setSelectedWorkspace(userId, company.id);
      await refreshUser(userId).catch(() => undefined);
      return company;
    },
  });
}
