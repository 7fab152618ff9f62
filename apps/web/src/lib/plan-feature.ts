// Whether the active workspace's plan includes a feature (platform-core §4 feature limits), for
// choices that must show locked instead of failing after the click (issue 10 §7). Reads the
// one company query every feature shares (lib/company.ts): one request.
import { checkFeature, type FeatureKey } from '@sortie/domain';
import { useQuery } from '@tanstack/react-query';
import { companyQueryOptions } from './company.ts';
import { useCurrentUser } from './session.ts';

export type PlanFeature = {
  /** False only once the plan is known to leave the feature out (no lock flashes on load). */
  enabled: boolean;
  /** Owners and admins can see plans and usage; members ask their owner. */
  canUpgrade: boolean;
};

export function usePlanFeature(companyId: string, key: FeatureKey): PlanFeature {
  const user = useCurrentUser();
  const { data } = useQuery(companyQueryOptions(companyId));
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
