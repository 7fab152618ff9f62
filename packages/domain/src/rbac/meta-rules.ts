// Platform-level rights (platform-core §6): staff of the operator, not workspace roles. The
// designation 'Super Admin' gives the meta role super_admin, which lands on ProductUsageOverview
// and may run the news and tips CMS and the usage and governance screens.
import type { RbacMethod } from './roles.ts';

/**
 * The designation value that makes a user platform staff.
 *
 * @example
 * user.designation.includes(SUPER_ADMIN_DESIGNATION);
 */
export const SUPER_ADMIN_DESIGNATION = 'Super Admin';
/** Platform (meta) roles. */
export const META_ROLES = ['super_admin'] as const;
/** A platform (meta) role. */
export type MetaRole = (typeof META_ROLES)[number];
/** Resources of the meta rules. */
export type MetaResource =
  'CompaniesUsage' | 'News' | 'PublishNews' | 'Tips' | 'Governance' | 'AirspaceZones' | 'AuditLog';

const SUPER: readonly MetaRole[] = ['super_admin'];
const META_RULES: Readonly<Record<MetaResource, Partial<Record<RbacMethod, readonly MetaRole[]>>>> =
  {
    // PATCH: move a workspace to another plan (decision 050).
    CompaniesUsage: { GET: SUPER, PATCH: SUPER },
    News: { POST: SUPER, PATCH: SUPER, DELETE: SUPER },
    PublishNews: { POST: SUPER },
    Tips: { GET: SUPER, POST: SUPER, PATCH: SUPER, DELETE: SUPER },
    Governance: { GET: SUPER },
    // Imported airspace zone files (issue 17).
    AirspaceZones: { GET: SUPER, POST: SUPER, DELETE: SUPER },
    // Every workspace's audit log (issue 18 §7).
    AuditLog: { GET: SUPER },
  };

/**
 * A fresh copy of the meta_rbac_rules object: resource → method → meta roles.
 *
 * @example
 * metaRbacRules().Tips.GET; // ['super_admin']
 */
export function metaRbacRules(): Record<MetaResource, Partial<Record<RbacMethod, MetaRole[]>>> {
  return Object.fromEntries(
    Object.entries(META_RULES).map(([resource, methods]) => [
      resource,
      Object.fromEntries(Object.entries(methods).map(([m, roles]) => [m, [...roles]])),
    ]),
  ) as Record<MetaResource, Partial<Record<RbacMethod, MetaRole[]>>>;
}

/**
 * The meta roles a user's designation list grants.
 *
 * @example
 * metaRolesFor(['Super Admin']); // ['super_admin']
 * metaRolesFor([]); // []
 */
export function metaRolesFor(designation: readonly string[] | null | undefined): MetaRole[] {
  return designation?.includes(SUPER_ADMIN_DESIGNATION) ? ['super_admin'] : [];
}

/**
 * True when the designation list holds Super Admin (platform-core §2 home guard).
 *
 * @example
 * isSuperAdmin(['Pilot', 'Super Admin']); // true
 */
export function isSuperAdmin(designation: readonly string[] | null | undefined): boolean {
  return designation?.includes(SUPER_ADMIN_DESIGNATION) ?? false;
}
