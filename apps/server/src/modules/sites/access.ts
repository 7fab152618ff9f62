// Who may do what on sites (feature-areas §6, platform-core §6): first the workspace gate
// (membership, else 403 user_not_part_of_company, then the role's RBAC right), then the per-site
// level from @sortie/domain's effectiveSiteAccess (workspace default_member_access_level with
// per-site overrides; creators hold full_access; guests see only what was shared with them).
import { effectiveSiteAccess, toSiteAccessLevel, type SiteAccessLevel } from '@sortie/domain';
import type { Membership } from '../../access/index.ts';

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
