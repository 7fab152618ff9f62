// ProductUsageOverview /usage: platform staff only (meta GET on CompaniesUsage).
import { ProductUsagePage } from '../../../features/usage/components/product-usage-page.tsx';
import { StaffOnly, canChangePlans } from '../../../features/usage/components/staff-guard.tsx';
import { useCurrentUser } from '../../../lib/session.ts';

export function Component() {
  const user = useCurrentUser();
  return (
    <StaffOnly user={user}>
      <ProductUsagePage canChangePlan={canChangePlans(user)} />
    </StaffOnly>
  );
}
