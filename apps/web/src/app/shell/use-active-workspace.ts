// The active workspace (platform-core §4 "Active workspace"): the route's companyId, else the
// one last selected, else the personal space. A route company the user no longer belongs to
// shows the notice (code 400: the app found it) and is replaced by the personal space. The rule itself is
// resolveActiveWorkspace (features/workspaces), tested there.
import type { TUser, TUserCompany } from '@sortie/domain/contracts';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { resolveActiveWorkspace } from '../../features/workspaces/utils/switcher-model.ts';
import { authStorage } from '../../lib/auth-storage.ts';
import { notifyNotPartOfCompany } from './not-part-of-company.ts';
import { personalPath } from './personal-path.ts';

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
    // Found by the app, not refused by the server: code 400 (not-part-of-company.ts).
    notifyNotPartOfCompany(400);
    authStorage.setSelectedWorkspace(user.id, user.personal_space_id);
    Promise.resolve(
      navigate(personalPath(pathname, user.personal_space_id), { replace: true }),
    ).catch(() => undefined);
  }, [user, companyId, lost, pathname, navigate]);

  return resolved?.workspace ?? null;
}
