// Who may do what on sites (feature-areas §6, platform-core §6): first the workspace gate
// (membership, else 403 user_not_part_of_company, then the role's RBAC right), then the per-site
// level from @sortie/domain's effectiveSiteAccess (workspace default_member_access_level with
// per-site overrides; creators hold full_access; guests see only what was shared with them).
import {
  AppError,
  effectiveSiteAccess,
  hasRight,
  rbacRulesFor,
  toSiteAccessLevel,
  type RbacMethod,
  type RbacResource,
  type SiteAccessLevel,
  type WorkspaceRole,
} from '@sortie/domain';

/** The caller's active membership of the workspace in the path (found by the route guard). */
export type Membership = {
  userId: string;
  companyId: string;
  role: WorkspaceRole;
  defaultMemberAccessLevel: SiteAccessLevel;
  personalSpace: boolean;
};

/** How the sites module learns whether someone (a share's target) belongs to a workspace. */
export type WorkspaceGate = {
  findMembership(companyId: string, userId: string): Promise<Membership | null>;
};

const RULES = rbacRulesFor();

/**
 * The RBAC right of the caller's role (the route guard checked it already; services repeat it as
 * their first statement so a new caller cannot skip it).
 */
export function assertRight(actor: Membership, resource: RbacResource, method: RbacMethod): void {
  if (!hasRight(RULES, resource, method, actor.role)) throw AppError.forbidden();
}

/** The caller's level on one site of their workspace. */
export function siteLevelFor(
  member: Membership,
  site: { created_by: string | null },
  override: SiteAccessLevel | null | undefined,
): SiteAccessLevel {
  const isCreator = site.created_by === member.userId;
  return effectiveSiteAccess(
    member.role,
    member.defaultMemberAccessLevel,
    override ?? null,
    isCreator,
  );
}

/** The level an outsider holds through a share (an invite): never above edit. */
export function externalLevelFor(shareLevel: SiteAccessLevel): SiteAccessLevel {
  return effectiveSiteAccess('guest', null, toSiteAccessLevel(shareLevel), false);
}
