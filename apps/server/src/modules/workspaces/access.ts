// Route guards for workspace and platform rights (platform-core §6, docs/permissions.md). Each
// runs as an onRequest hook, before the body is read or validated, in this order:
//   1. sign-in (401), via the foundation's requireUser;
//   2. a well-formed company id in the path (400 invalid_company_id, 'Invalid company id');
//   3. active membership of that workspace: a member with no leaving_date, of a workspace that is
//      not deleted (403 user_not_part_of_company; unknown workspaces answer the same, so ids
//      cannot be probed);
//   4. the role's right: hasRight(rbacRulesFor(), resource, method, role) (403 forbidden).
// The membership found is kept for the handler: membershipOf(request).
import {
  AppError,
  hasMetaRight,
  hasRight,
  metaRbacRules,
  metaRolesFor,
  rbacRulesFor,
  toSiteAccessLevel,
  type MetaResource,
  type RbacMethod,
  type RbacResource,
  type SiteAccessLevel,
  type WorkspaceRole,
} from '@sortie/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { authOf, type Guards } from '../../http/auth.ts';
import { membershipKey, type MembershipCache } from './membership-cache.ts';
import * as repo from './repo.ts';

type Db = Kysely<Database>;

/** The caller's active membership of the workspace in the path. */
export type CompanyActor = {
  userId: string;
  companyId: string;
  role: WorkspaceRole;
  personalSpace: boolean;
  planKey: string;
  defaultMemberAccessLevel: SiteAccessLevel;
};

export type GuardHook = (
  this: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<void>;

const RULES = rbacRulesFor();
const META_RULES = metaRbacRules();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const actors = new WeakMap<FastifyRequest, CompanyActor>();
const staff = new WeakMap<FastifyRequest, string[]>();

export const invalidCompanyId = () => new AppError('invalid_company_id', 400, 'Invalid company id');

/** Throws 403 forbidden unless the actor's role holds resource + method. */
export function assertRight(actor: CompanyActor, resource: RbacResource, method: RbacMethod): void {
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

/** The meta roles a requireMetaRight guard found for this request. */
export function metaRolesOf(request: FastifyRequest): string[] {
  const roles = staff.get(request);
  if (!roles) throw new Error('metaRolesOf() needs a requireMetaRight guard on the route');
  return roles;
}

/** The membership a requireCompanyRight guard found for this request. */
export function membershipOf(request: FastifyRequest): CompanyActor {
  const actor = actors.get(request);
  if (!actor) throw new Error('membershipOf() needs a requireCompanyRight guard on the route');
  return actor;
}

/** The company id of the path: `companyId`, else `c`, else `id`. */
function companyIdOf(request: FastifyRequest): string | undefined {
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  return params.companyId ?? params.c ?? params.id;
}

export type AccessGuards = ReturnType<typeof createAccessGuards>;

export function createAccessGuards(deps: {
  db: Db;
  guards: Guards;
  /** Memberships in memory (membership-cache.ts); absent: every check reads the database. */
  memberships?: MembershipCache;
}) {
  const { db, guards, memberships } = deps;

  /** Loads the caller's active membership of `companyId`, or throws 400/403. */
  async function findActor(userId: string, companyId: string | undefined): Promise<CompanyActor> {
    if (!companyId || !UUID.test(companyId)) throw invalidCompanyId();
    const read = () => repo.findActiveMembership(db, companyId, userId);
    const row = await (memberships
      ? memberships.get(membershipKey(companyId, userId), read)
      : read());
    if (!row) throw AppError.notPartOfCompany();
    return {
      userId,
      companyId,
      role: row.role,
      personalSpace: row.personal_space,
      planKey: row.plan_key,
      defaultMemberAccessLevel: toSiteAccessLevel(
        row.default_member_access_level as SiteAccessLevel,
      ),
    };
  }

  return {
    findActor,

    /**
     * The caller's active membership, or null: the WorkspaceGate the sites and collections
     * modules use for checks inside their services.
     */
    async findMembership(executor: Db, companyId: string, userId: string) {
      if (!UUID.test(companyId)) return null;
      const row = await repo.findActiveMembership(executor, companyId, userId);
      if (!row) return null;
      return {
        companyId,
        role: row.role,
        personalSpace: row.personal_space,
        defaultMemberAccessLevel: toSiteAccessLevel(
          row.default_member_access_level as SiteAccessLevel,
        ),
      };
    },

    /** Sign-in, membership of the path's workspace, then the role's right (see top of file). */
    requireCompanyRight(resource: RbacResource, method: RbacMethod): GuardHook {
      return async function companyRight(request, reply) {
        await guards.requireUser.call(this, request, reply);
        const actor = await findActor(authOf(request).userId, companyIdOf(request));
        assertRight(actor, resource, method);
        actors.set(request, actor);
      };
    },

    /** Sign-in, then a platform (meta) right from the caller's designation (platform staff). */
    requireMetaRight(resource: MetaResource, method: RbacMethod): GuardHook {
      return async function metaRight(request, reply) {
        await guards.requireUser.call(this, request, reply);
        const metaRoles = metaRolesFor(await repo.findDesignation(db, authOf(request).userId));
        assertMetaRight(metaRoles, resource, method);
        staff.set(request, metaRoles);
      };
    },

    /** Sign-in only, as an onRequest hook (routes open to every signed-in user). */
    requireUser(): GuardHook {
      return async function user(request, reply) {
        await guards.requireUser.call(this, request, reply);
      };
    },
  };
}
