// Whether the active workspace's plan includes a feature (platform-core §4 feature limits), for
// choices that must show locked instead of failing after the click (issue 10 §7). Reads the
// GET /company/{id} answer under the key every feature shares (['company', id]): one request.
import { checkFeature, type FeatureKey } from '@sortie/domain';
import type { TCompany } from '@sortie/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useCurrentUser } from './session.ts';

export type PlanFeature = {
  /** False only once the plan is known to leave the feature out (no lock flashes on load). */
  enabled: boolean;
  /** Owners and admins can see plans and usage; members ask their owner. */
  canUpgrade: boolean;
};

export function usePlanFeature(companyId: string, key: FeatureKey): PlanFeature {
  const user = useCurrentUser();
  const { data } = useQuery({
    queryKey: ['company', companyId],
    queryFn: ({ signal }) =>
      api.get<TCompany>(`/api/v4/company/${encodeURIComponent(companyId)}`, { signal }),
  });
  const role = user?.companies.find((c) => c.id === companyId)?.role;
  let enabled = true;
  if (data) {
    try {
      enabled = checkFeature(data.fcl, key);
    } catch {
      // A plan without the key at all does not include it.
      enabled = false;
    }
  }
  return { enabled, canUpgrade: role === 'owner' || role === 'admin' };
}
