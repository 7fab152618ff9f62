// What the workspace switcher shows (platform-core §2) and which workspace is active (§4), as
// pure functions so the rules are tested without rendering.
import type { TUser, TUserCompany } from '@sortie/domain/contracts';
import { i18n } from '../../../i18n/i18n.ts';
import { personalDescription, workspaceName, workspaceSubtitle } from './workspace-labels.ts';

export interface SwitcherEntry {
  workspace: TUserCompany;
  name: string;
  subtitle: string;
  description: string | null;
  active: boolean;
}

export interface SwitcherModel {
  /** 'My Workspaces' when the user has more than one workspace. */
  header: string | null;
  entries: SwitcherEntry[];
  /** '{n} Workspace Invite' with 'View Invite', when invites exist. */
  invites: { count: number; label: string; action: string } | null;
  create: { disabled: boolean; note: string };
}

export const ONE_WORKSPACE_NOTE = 'You can only be a member of one workspace at a time.';

/** §5: a workspace can be created only while the user has at most one workspace. */
export function canCreateWorkspace(user: Pick<TUser, 'companies'>): boolean {
  return user.companies.length <= 1;
}

export function switcherModel(
  user: Pick<TUser, 'companies' | 'invites'>,
  activeId: string | null,
  appName: string,
  inviteCount: number = user.invites.length,
): SwitcherModel {
  const many = user.companies.length > 1;
  return {
    header: many ? 'My Workspaces' : null,
    entries: user.companies.map((w) => ({
      workspace: w,
      name: workspaceName(w),
      subtitle: workspaceSubtitle(w),
      description: w.personal_space ? personalDescription() : null,
      active: w.id === activeId,
    })),
    invites:
      inviteCount > 0
        ? { count: inviteCount, label: `${inviteCount} Workspace Invite`, action: 'View Invite' }
        : null,
    create: canCreateWorkspace(user)
      ? { disabled: false, note: `Add your business on ${appName}` }
      : { disabled: true, note: i18n.t('workspaces:oneWorkspace') },
  };
}

export function personalWorkspace(
  user: Pick<TUser, 'companies' | 'personal_space_id'>,
): TUserCompany | null {
  return (
    user.companies.find((c) => c.id === user.personal_space_id) ??
    user.companies.find((c) => c.personal_space) ??
    null
  );
}

export interface ActiveWorkspace {
  workspace: TUserCompany | null;
  /** The route named a workspace the user is no longer part of. */
  lostRouteCompany: boolean;
}

/**
 * §4: the route's companyId, else the last remembered one, else the personal space. A route
 * company the user is not part of falls back to the personal space and is reported.
 */
export function resolveActiveWorkspace(
  user: Pick<TUser, 'companies' | 'personal_space_id'>,
  routeCompanyId: string | null | undefined,
  remembered: string | null | undefined,
): ActiveWorkspace {
  const find = (id: string | null | undefined) =>
    id ? (user.companies.find((c) => c.id === id) ?? null) : null;
  if (routeCompanyId && routeCompanyId === user.personal_space_id) {
    return { workspace: personalWorkspace(user), lostRouteCompany: false };
  }
  if (routeCompanyId) {
    const fromRoute = find(routeCompanyId);
    if (fromRoute) return { workspace: fromRoute, lostRouteCompany: false };
    return { workspace: personalWorkspace(user), lostRouteCompany: true };
  }
  return { workspace: find(remembered) ?? personalWorkspace(user), lostRouteCompany: false };
}
