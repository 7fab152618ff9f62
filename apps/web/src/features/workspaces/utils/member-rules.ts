// Who may change whose role and who may be removed (platform-core §5 "a user cannot change their
// own role", §6 roles). Rights come from the user's rbac rules; the owner-only rules keep an admin
// from demoting or removing an owner, or making someone owner.
import { hasRight, type RbacRules } from '@sortie/domain';
import type { TMember, TWorkspaceRole } from '@sortie/domain/contracts';

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
  if (member.user_id === viewer.id) return no(SELF_ROLE_NOTE);
  if (!hasRight(viewer.rules, 'Members', 'PATCH', viewer.role)) {
    return no('Only owners and admins can change roles.');
  }
  if (member.leaving_date) return no('This member has left the workspace.');
  if (member.role === 'owner' && viewer.role !== 'owner') {
    return no("Only an owner can change an owner's role.");
  }
  return yes;
}

export function removal(viewer: Viewer, member: TMember): Permission {
  if (member.user_id === viewer.id) return no('Leave the workspace from the General tab.');
  if (!hasRight(viewer.rules, 'Members', 'DELETE', viewer.role)) {
    return no('Only owners and admins can remove members.');
  }
  if (member.leaving_date) return no('This member has already left.');
  if (member.role === 'owner' && viewer.role !== 'owner') {
    return no('Only an owner can remove an owner.');
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
