// Workspace roles, HTTP methods and RBAC resources (platform-core §3 and §6).
import type { TWorkspaceRole } from '../contracts/users.ts';

/** A role in a workspace (the contract's TWorkspaceRole). */
export type WorkspaceRole = TWorkspaceRole;

/**
 * Every workspace role, most powerful first.
 *
 * @example
 * WORKSPACE_ROLES.filter((r) => hasRight(rules, 'Sites', 'POST', r)); // ['owner', 'admin', 'member']
 */
export const WORKSPACE_ROLES: readonly WorkspaceRole[] = ['owner', 'admin', 'member', 'guest'];

/**
 * Role numbers of platform-core §3 (member 1, admin 2, owner 3); a guest is outside them (0).
 *
 * @example
 * ROLE_RANK[role] >= ROLE_RANK.admin; // owner or admin
 */
export const ROLE_RANK: Readonly<Record<WorkspaceRole, number>> = Object.freeze({
  guest: 0,
  member: 1,
  admin: 2,
  owner: 3,
});

/** HTTP methods of the rules. */
export const RBAC_METHODS = ['GET', 'POST', 'PATCH', 'DELETE'] as const;
/** An HTTP method of the rules. */
export type RbacMethod = (typeof RBAC_METHODS)[number];

/**
 * RBAC resources: the fourteen of platform-core §6 plus those the product needs
 * (Collections, Missions, Docks, Members, Invites, Plans, Settings) and Governance (staff only).
 *
 * @example
 * RBAC_RESOURCES.includes('Sites'); // true
 */
export const RBAC_RESOURCES = [
  'Sites',
  'Collections',
  'Missions',
  'Docks',
  'Drones',
  'Drone',
  'DroneCsvExport',
  'BatteryCsvExport',
  'Batteries',
  'Streams',
  'Organization',
  'Settings',
  'Plans',
  'Members',
  'AddMember',
  'Invites',
  'GuestRevoke',
  'News',
  'PublishNews',
  'Tips',
  'CompaniesUsage',
  'Governance',
  // Issue 18 §7: the workspace's audit log (admins), and the whole platform's (meta rule).
  'AuditLog',
] as const;
/** An RBAC resource. */
export type RbacResource = (typeof RBAC_RESOURCES)[number];

/** resource → method → roles: the `rbac_rules` (and `meta_rbac_rules`) object of the user. */
export type RbacRules = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
