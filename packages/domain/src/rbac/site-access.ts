// Site access levels (platform-core §3 and §6; feature-areas §6): none (0), view (1: view and
// export), edit (2: edit, fly, share), full_access (3: also delete). "Organisation members have
// view access by default with per-site override."
import { ROLE_RANK, type WorkspaceRole } from './roles.ts';

/**
 * Site access levels; the index is the level's number.
 *
 * @example
 * SITE_ACCESS_LEVELS[2]; // 'edit'
 */
export const SITE_ACCESS_LEVELS = ['none', 'view', 'edit', 'full_access'] as const;
/** A site access level by name. */
export type SiteAccessLevel = (typeof SITE_ACCESS_LEVELS)[number];

/** A level by name or by its number (0–3), as stored in default_member_access_level. */
export type SiteAccessInput = SiteAccessLevel | number;

/**
 * Reads a level given by name or number; anything unknown is 'none' (fail closed).
 *
 * @example
 * toSiteAccessLevel(2); // 'edit'
 * toSiteAccessLevel('owner'); // 'none'
 */
export function toSiteAccessLevel(value: SiteAccessInput | null | undefined): SiteAccessLevel {
  if (typeof value === 'number') return SITE_ACCESS_LEVELS[value] ?? 'none';
  return value && (SITE_ACCESS_LEVELS as readonly string[]).includes(value) ? value : 'none';
}

/**
 * The number of a level (none 0 … full_access 3).
 *
 * @example
 * siteAccessRank('edit'); // 2
 */
export function siteAccessRank(level: SiteAccessInput | null | undefined): number {
  return SITE_ACCESS_LEVELS.indexOf(toSiteAccessLevel(level));
}

/**
 * A user's access to one site:
 * - owner and admin: full_access everywhere (they run the workspace);
 * - member: full_access on sites they created (their own work), else the per-site override if
 *   set, else the workspace default (view unless changed);
 * - guest: the per-site override if set, else none, and never above edit: an outsider may
 *   edit, fly and share what was shared with them but cannot delete a workspace's site (even
 *   one they created while they were a member);
 * - no role (not part of the workspace): none.
 *
 * @example
 * effectiveSiteAccess('member', 'view', null, false); // 'view'
 * effectiveSiteAccess('guest', 'view', 'full_access', false); // 'edit'
 */
export function effectiveSiteAccess(
  role: WorkspaceRole | null | undefined,
  defaultMemberAccessLevel: SiteAccessInput | null | undefined,
  override: SiteAccessInput | null | undefined,
  isCreator: boolean,
): SiteAccessLevel {
  if (!role) return 'none';
  if (ROLE_RANK[role] >= ROLE_RANK.admin) return 'full_access';
  const hasOverride = override !== null && override !== undefined;
  if (role === 'member') {
    if (isCreator) return 'full_access';
    return toSiteAccessLevel(hasOverride ? override : (defaultMemberAccessLevel ?? 'view'));
  }
  const guestLevel = hasOverride ? toSiteAccessLevel(override) : 'none';
  return siteAccessRank(guestLevel) > siteAccessRank('edit') ? 'edit' : guestLevel;
}

/**
 * View and export (level view or higher).
 *
 * @example
 * canViewSite('view'); // true
 */
export function canViewSite(level: SiteAccessInput | null | undefined): boolean {
  return siteAccessRank(level) >= 1;
}

/**
 * Edit the site, generate and fly its missions (level edit or higher).
 *
 * @example
 * canEditSite('view'); // false
 */
export function canEditSite(level: SiteAccessInput | null | undefined): boolean {
  return siteAccessRank(level) >= 2;
}

/**
 * Share the site with others (level edit or higher).
 *
 * @example
 * canShareSite('edit'); // true
 */
export function canShareSite(level: SiteAccessInput | null | undefined): boolean {
  return siteAccessRank(level) >= 2;
}

/**
 * Delete the site (full_access only; feature-areas §2, site card menu).
 *
 * @example
 * canDeleteSite('edit'); // false
 */
export function canDeleteSite(level: SiteAccessInput | null | undefined): boolean {
  return siteAccessRank(level) >= 3;
}

/**
 * Whether someone at level `own` may give another user `requested` on the same site: they must
 * be able to share, and may not hand out more than they hold.
 *
 * @example
 * canGrantSiteAccess('edit', 'view'); // true
 * canGrantSiteAccess('edit', 'full_access'); // false
 */
export function canGrantSiteAccess(
  own: SiteAccessInput | null | undefined,
  requested: SiteAccessInput,
): boolean {
  return canShareSite(own) && siteAccessRank(requested) <= siteAccessRank(own);
}
