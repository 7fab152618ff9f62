// Labels of workspaces and roles (platform-core §2 "Workspace switcher", §3 roles).
import type { TUserCompany, TWorkspaceRole } from '@sortie/domain/contracts';
import { i18n } from '../../../i18n/i18n.ts';

// Getters: each read is in the language chosen at that moment.
export const ROLE_LABELS: Record<TWorkspaceRole, string> = {
  get owner() {
    return i18n.t('workspaces:role.owner');
  },
  get admin() {
    return i18n.t('workspaces:role.admin');
  },
  get member() {
    return i18n.t('workspaces:role.member');
  },
  get guest() {
    return i18n.t('workspaces:role.guest');
  },
};

export function workspaceName(w: Pick<TUserCompany, 'name' | 'personal_space'>): string {
  return w.personal_space ? i18n.t('workspaces:personal.name') : w.name;
}

/** '<plan name or Free> Plan · <role>'. */
export function workspaceSubtitle(w: Pick<TUserCompany, 'plan' | 'role'>): string {
  return i18n.t('workspaces:subtitle', {
    plan: w.plan.name || i18n.t('workspaces:freePlanName'),
    role: ROLE_LABELS[w.role],
  });
}

export function personalDescription(): string {
  return i18n.t('workspaces:personal.description');
}
