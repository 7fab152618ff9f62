// The workspace role → right table. It is the same for every workspace; the server sends it as
// the user's `rbac_rules` and checks it on every route, matching the user's role in the active
// workspace. docs/permissions.md explains each choice; keep the two in step.
// This is the coarse gate; per-site access levels (site-access.ts) then decide which sites.
import type { RbacMethod, RbacResource, WorkspaceRole } from './roles.ts';

type Table = Readonly<Record<RbacResource, Partial<Record<RbacMethod, readonly WorkspaceRole[]>>>>;

const ALL: readonly WorkspaceRole[] = ['owner', 'admin', 'member', 'guest'];
const STAFF: readonly WorkspaceRole[] = ['owner', 'admin', 'member'];
const MANAGERS: readonly WorkspaceRole[] = ['owner', 'admin'];
const OWNER: readonly WorkspaceRole[] = ['owner'];

const WORKSPACE_RULES: Table = {
  Sites: { GET: ALL, POST: STAFF, PATCH: ALL, DELETE: STAFF },
  Collections: { GET: STAFF, POST: STAFF, PATCH: STAFF, DELETE: STAFF },
  Missions: { GET: ALL, POST: ALL, PATCH: ALL, DELETE: STAFF },
  Docks: { GET: STAFF, POST: STAFF, PATCH: MANAGERS, DELETE: MANAGERS },
  Drones: { GET: STAFF, POST: MANAGERS },
  Drone: { GET: STAFF, PATCH: MANAGERS, DELETE: MANAGERS },
  DroneCsvExport: { GET: MANAGERS },
  BatteryCsvExport: { GET: MANAGERS },
  Batteries: { GET: STAFF, POST: MANAGERS, PATCH: MANAGERS, DELETE: MANAGERS },
  Streams: { GET: STAFF, POST: STAFF, PATCH: STAFF, DELETE: MANAGERS },
  Organization: { GET: ALL, PATCH: OWNER, DELETE: OWNER },
  Settings: { GET: MANAGERS, POST: MANAGERS, PATCH: MANAGERS },
  Plans: { GET: STAFF, PATCH: OWNER },
  Members: { GET: STAFF, PATCH: MANAGERS, DELETE: MANAGERS },
  AddMember: { POST: MANAGERS },
  Invites: { GET: MANAGERS, POST: MANAGERS, DELETE: MANAGERS },
  GuestRevoke: { DELETE: MANAGERS },
  News: { GET: ALL },
  PublishNews: {},
  Tips: { GET: ALL },
  CompaniesUsage: {},
  Governance: {},
  AuditLog: { GET: MANAGERS },
};

/**
 * A fresh copy of the workspace rbac_rules object: resource → method → roles.
 *
 * @example
 * rbacRulesFor().Sites.POST; // ['owner', 'admin', 'member']
 * hasRight(rbacRulesFor(), 'AddMember', 'POST', 'member'); // false
 */
export function rbacRulesFor(): Record<RbacResource, Partial<Record<RbacMethod, WorkspaceRole[]>>> {
  return Object.fromEntries(
    Object.entries(WORKSPACE_RULES).map(([resource, methods]) => [
      resource,
      Object.fromEntries(Object.entries(methods).map(([m, roles]) => [m, [...roles]])),
    ]),
  ) as Record<RbacResource, Partial<Record<RbacMethod, WorkspaceRole[]>>>;
}
