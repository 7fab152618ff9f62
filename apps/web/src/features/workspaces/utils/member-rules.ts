// Who may change whose role and who may be removed (platform-core §5 "a user cannot change their
// own role", §6 roles). Rights come from the user's rbac rules; the owner-only rules keep an admin
// from demoting or removing an owner, or making someone owner.
import { hasRight, type RbacRules } from '@sortie/domain';
import type { TMember, TWorkspaceRole } from '@sortie/domain/contracts';
import { i18n } from '../../../i18n/i18n.ts';

export const NEW_MEMBER_MS = 7 * 24 * 60 * 60 * 1000;
export const SELF_ROLE_NOTE = 'You cannot change your own role.';

export interface Viewer {
  id: string;
  role: TWorkspaceRole | null;
  rules: RbacRules;
}

export interface Permission {
  allowed: boolean;
  reason: string | null;
}

const yes: Permission = { allowed: true, reason: null };
const no = (reason: string): Permission => ({ allowed: false, reason });

/** Roles the viewer may give: an owner any member role, an admin admin or member. */
export function assignableRoles(viewer: Viewer): TWorkspaceRole[] {
  if (viewer.role === 'owner') return ['owner', 'admin', 'member'];
  if (viewer.role === 'admin') return ['admin', 'member'];
  return [];
}

export function roleChange(viewer: Viewer, member: TMember): Permission {
  if (member.user_id === viewer.id) return no(i18n.t('workspaces:rules.selfRole'));
  if (!hasRight(viewer.rules, 'Members', 'PATCH', viewer.role)) {
    return no(i18n.t('workspaces:rules.onlyAdminsRoles'));
  }
  if (member.leaving_date) return no(i18n.t('workspaces:rules.memberLeft'));
  if (member.role === 'owner' && viewer.role !== 'owner') {
    return no(i18n.t('workspaces:rules.ownerRole'));
  }
  return yes;
}

export function removal(viewer: Viewer, member: TMember): Permission {
  if (member.user_id === viewer.id) return no(i18n.t('workspaces:rules.leaveFromGeneral'));
  if (!hasRight(viewer.rules, 'Members', 'DELETE', viewer.role)) {
    return no(i18n.t('workspaces:rules.onlyAdminsRemove'));
  }
  if (member.leaving_date) return no(i18n.t('workspaces:rules.alreadyLeft'));
  if (member.role === 'owner' && viewer.role !== 'owner') {
    return no(i18n.t('workspaces:rules.ownerRemove'));
  }
  return yes;
}

export function canRevokeGuests(viewer: Viewer): boolean {
  return hasRight(viewer.rules, 'GuestRevoke', 'DELETE', viewer.role);
}

/** The New badge shows for one week after joining. */
export function isNewMember(member: Pick<TMember, 'date_added' | 'is_new'>, now = Date.now()) {
  const added = Date.parse(member.date_added);
  if (Number.isNaN(added)) return member.is_new;
  return now - added < NEW_MEMBER_MS;
}
