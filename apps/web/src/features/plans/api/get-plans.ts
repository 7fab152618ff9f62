// GET /plans/general (public): the plans of the pricing page. The seed plans of the domain
// package are shown while it loads, so the page never starts empty.
import { PLANS, type TPlan } from '@sortie/domain';
import type { TGetPlansResponse } from '@sortie/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { planKeys } from '../../../lib/query-keys.ts';

export const PUBLIC_SEED_PLANS: TPlan[] = PLANS.filter((p) => p.public);

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: planKeys.general(),
    queryFn: ({ signal }) =>
      api.get<TGetPlansResponse>('/api/v4/plans/general', { auth: false, signal }),
    staleTime: 10 * 60_000,
    placeholderData: { plans: PUBLIC_SEED_PLANS },
  });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
