// POST /register/sample_sites/{companyId}: the dev-tools button that adds the sample sites and
// their collection (feature-areas §2, needs the brand's devTools flag).
import type { TSampleSitesResponse } from '@sortie/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companyKeys } from '../../../lib/query-keys.ts';

export function createSampleSites(companyId: string): Promise<TSampleSitesResponse> {
  return api.post<TSampleSitesResponse>(
    `/api/v4/register/sample_sites/${encodeURIComponent(companyId)}`,
  );
}

export function useCreateSampleSites(companyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => createSampleSites(companyId),
    onSuccess: () => qc.invalidateQueries({ queryKey: companyKeys.company(companyId) }),
  });
}
