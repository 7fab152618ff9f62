// GovernanceOverview /governance: platform staff only (meta GET on CompaniesUsage).
import { GovernancePage } from '../../../features/usage/components/governance-page.tsx';
import { StaffOnly } from '../../../features/usage/components/staff-guard.tsx';
import { useCurrentUser } from '../../../lib/session.ts';

export function Component() {
  const user = useCurrentUser();
  return (
    <StaffOnly user={user}>
      <GovernancePage />
    </StaffOnly>
  );
}
