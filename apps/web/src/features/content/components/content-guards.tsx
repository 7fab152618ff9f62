// The CMS pages need the meta rights of platform-core §6: NewsCMS a meta PATCH on news, TipsCMS
// a meta GET on tips. Anyone else is sent to /forbidden (the server refuses them too).
import { hasMetaRight } from '@sortie/domain';
import type { TUser } from '@sortie/domain/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths.ts';

export function canEditNews(user: TUser | null): boolean {
  return user !== null && hasMetaRight(user.meta_rbac_rules, 'News', 'PATCH', user.meta_roles);
}

export function canEditTips(user: TUser | null): boolean {
  return user !== null && hasMetaRight(user.meta_rbac_rules, 'Tips', 'GET', user.meta_roles);
}

export function MetaRightOnly({ allowed, children }: { allowed: boolean; children: ReactNode }) {
  return allowed ? <>{children}</> : <Navigate to={paths.forbidden.href()} replace />;
}
