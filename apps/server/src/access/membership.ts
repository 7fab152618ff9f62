// The caller's membership of a workspace and the RBAC checks on it (platform-core §6): the one
// actor type every service takes, and the one assertRight they start with.
import {
  AppError,
  hasMetaRight,
  hasRight,
  metaRbacRules,
  rbacRulesFor,
  type MetaResource,
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
  personalSpace: boolean;
  planKey: string;
  defaultMemberAccessLevel: SiteAccessLevel;
  /** Where the request came from and its id, for the audit log (set by the route guard). */
  ip?: string;
  requestId?: string;
};

/** Whether someone (a share's target, a reported flight's pilot) belongs to a workspace. */
export type WorkspaceGate = {
  findMembership(companyId: string, userId: string): Promise<Membership | null>;
};

const RULES = rbacRulesFor();
const META_RULES = metaRbacRules();

/**
 * Throws 403 forbidden unless the actor's role holds resource + method. The route guard checked
 * it already; services repeat it as their first statement so a new caller cannot skip it.
 */
export function assertRight(actor: Membership, resource: RbacResource, method: RbacMethod): void {
  if (!hasRight(RULES, resource, method, actor.role)) throw AppError.forbidden();
}

/** Throws 403 forbidden unless one of the meta roles holds resource + method. */
export function assertMetaRight(
  metaRoles: readonly string[],
  resource: MetaResource,
  method: RbacMethod,
): void {
  if (!hasMetaRight(META_RULES, resource, method, metaRoles)) throw AppError.forbidden();
}
