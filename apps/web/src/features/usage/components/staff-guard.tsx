// ProductUsageOverview and GovernanceOverview need the meta right (platform-core §6); anyone else
// is sent to /forbidden.
import { hasMetaRight } from '@sortie/domain';
import type { TUser } from '@sortie/domain/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths.ts';

export function canSeeUsage(user: TUser | null): boolean {
  return (
    user !== null && hasMetaRight(user.meta_rbac_rules, 'CompaniesUsage', 'GET', user.meta_roles)
  );
}

/** Platform staff who may move a workspace to another plan (decision 050). */
export function canChangePlans(user: TUser | null): boolean {
  return (
    user !== null && hasMetaRight(user.meta_rbac_rules, 'CompaniesUsage', 'PATCH', user.meta_roles)
  );
}

export function StaffOnly({ user, children }: { user: TUser | null; children: ReactNode }) {
  if (!canSeeUsage(user)) return <Navigate to={paths.forbidden.href()} replace />;
  return <>{children}</>;
}
