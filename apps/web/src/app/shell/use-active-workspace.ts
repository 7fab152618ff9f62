// The active workspace (platform-core §4 "Active workspace"): the route's companyId, else the
// one last selected, else the personal space. A route company the user no longer belongs to
// shows a notice and is replaced by the personal space. The rule itself is
// resolveActiveWorkspace (features/workspaces), tested there.
import type { TUser, TUserCompany } from '@sortie/domain/contracts';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { resolveActiveWorkspace } from '../../features/workspaces/utils/switcher-model.ts';
import { authStorage } from '../../lib/auth-storage.ts';
import { notify } from '../../lib/notify.ts';
import { personalPath } from './personal-path.ts';

export const NOT_PART_OF_COMPANY = 'You are no more part of this company';

export function isMemberOf(user: TUser, companyId: string): boolean {
  return companyId === user.personal_space_id || user.companies.some((c) => c.id === companyId);
}

export function useActiveWorkspace(user: TUser | null): TUserCompany | null {
  const { companyId } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const resolved = user
    ? resolveActiveWorkspace(user, companyId, authStorage.getSelectedWorkspace(user.id))
    : null;
  const lost = resolved?.lostRouteCompany ?? false;

  useEffect(() => {
    if (!user || !companyId) return;
    if (!lost) {
      authStorage.setSelectedWorkspace(user.id, companyId);
      return;
    }
    notify(NOT_PART_OF_COMPANY, { code: 403, timeout: 5000 });
    authStorage.setSelectedWorkspace(user.id, user.personal_space_id);
    Promise.resolve(
      navigate(personalPath(pathname, user.personal_space_id), { replace: true }),
    ).catch(() => undefined);
  }, [user, companyId, lost, pathname, navigate]);

  return resolved?.workspace ?? null;
}
