// Labels of workspaces and roles (platform-core §2 "Workspace switcher", §3 roles).
import type { TUserCompany, TWorkspaceRole } from '@sortie/domain/contracts';

export const ROLE_LABELS: Record<TWorkspaceRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  guest: 'Guest',
};

export function workspaceName(w: Pick<TUserCompany, 'name' | 'personal_space'>): string {
  return w.personal_space ? 'Personal Workspace' : w.name;
}

/** '<plan name or Free> Plan · <role>'. */
export function workspaceSubtitle(w: Pick<TUserCompany, 'plan' | 'role'>): string {
  return `${w.plan.name || 'Free'} Plan · ${ROLE_LABELS[w.role]}`;
}

export const PERSONAL_DESCRIPTION = 'Your private space for saving sites & missions.';
