// PATCH /usage/companies/{id}/plan: platform staff move a workspace to another plan
// (decision 050). The usage table is refetched so the row shows the new plan.
import type {
  TChangeCompanyPlanRequest,
  TChangeCompanyPlanResponse,
} from '@sortie/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { usageKeys } from '../../../lib/query-keys.ts';

export function changePlan(companyId: string, planKey: string) {
  const body: TChangeCompanyPlanRequest = { plan_key: planKey };
  return api.patch<TChangeCompanyPlanResponse>(
    `/api/v4/usage/companies/${encodeURIComponent(companyId)}/plan`,
    body,
  );
}

export function useChangePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { companyId: string; planKey: string }) => changePlan(v.companyId, v.planKey),
    onSettled: () => client.invalidateQueries({ queryKey: usageKeys.companies() }),
  });
}
