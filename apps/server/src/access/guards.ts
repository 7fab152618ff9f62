// Route guards for workspace and platform rights (platform-core §6, docs/permissions.md). Each
// runs as an onRequest hook, before the body is read or validated, in this order:
//   1. sign-in (401), via the foundation's requireUser;
//   2. a well-formed company id in the path (400 invalid_company_id, 'Invalid company id');
//   3. active membership of that workspace: a member with no leaving_date, of a workspace that is
//      not deleted (403 user_not_part_of_company; unknown workspaces answer the same, so ids
//      cannot be probed);
//   4. the role's right: hasRight(rbacRulesFor(), resource, method, role) (403 forbidden).
// The membership found is kept for the handler: membershipOf(request).
import { AppError, metaRolesFor, toSiteAccessLevel } from '@sortie/domain';
import type { MetaResource, RbacMethod, RbacResource, SiteAccessLevel } from '@sortie/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authOf, type Guards } from '../http/auth.ts';
import { assertMetaRight, assertRight, type Membership } from './membership.ts';

/**
 * Where the guards read memberships and designations: the workspaces and users services (wiring/
 * workspaces.ts wires them), so this module reads no table itself.
 */
export type MembershipLookup = {
  findActiveMembership(
    companyId: string,
    userId: string,
  ): Promise<
    | {
        role: Membership['role'];
        personal_space: boolean;
        plan_key: string;
        default_member_access_level: string;
      }
    | undefined
  >;
  designationOf(userId: string): Promise<string[]>;
};

export type GuardHook = (
  this: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<void>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const actors = new WeakMap<FastifyRequest, Membership>();
const staff = new WeakMap<FastifyRequest, string[]>();

export const invalidCompanyId = () => new AppError('invalid_company_id', 400, 'Invalid company id');

/** The meta roles a requireMetaRight guard found for this request. */
export function metaRolesOf(request: FastifyRequest): string[] {
  const roles = staff.get(request);
  if (!roles) throw new Error('metaRolesOf() needs a requireMetaRight guard on the route');
  return roles;
}

/** The membership a requireCompanyRight guard found for this request. */
export function membershipOf(request: FastifyRequest): Membership {
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

/** What a module's routes take: the company guard and the membership it found. */
export type CompanyGuards = Pick<AccessGuards, 'requireCompanyRight' | 'membershipOf'>;

export function createAccessGuards(deps: { lookup: MembershipLookup; guards: Guards }) {
  const { lookup, guards } = deps;

  /** Loads the caller's active membership of `companyId`, or throws 400/403. */
  async function findActor(userId: string, companyId: string | undefined): Promise<Membership> {
    if (!companyId || !UUID.test(companyId)) throw invalidCompanyId();
    const row = await lookup.findActiveMembership(companyId, userId);
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

    membershipOf,

    /**
     * The active membership, or null (never 400/403): the WorkspaceGate of the sites, flights
     * and realtime checks on someone other than the caller.
     */
    findMembership: (companyId: string, userId: string): Promise<Membership | null> =>
      findActor(userId, companyId).catch((error: unknown) => {
        if (error instanceof AppError && error.status < 500) return null;
        throw error;
      }),

    /** Sign-in, membership of the path's workspace, then the role's right (see top of file). */
    requireCompanyRight(resource: RbacResource, method: RbacMethod): GuardHook {
      return async function companyRight(request, reply) {
        await guards.requireUser.call(this, request, reply);
        const actor = await findActor(authOf(request).userId, companyIdOf(request));
        assertRight(actor, resource, method);
        actors.set(request, { ...actor, ip: request.ip, requestId: request.id });
      };
    },

    /** Sign-in, then a platform (meta) right from the caller's designation (platform staff). */
    requireMetaRight(resource: MetaResource, method: RbacMethod): GuardHook {
      return async function metaRight(request, reply) {
        await guards.requireUser.call(this, request, reply);
        const metaRoles = metaRolesFor(await lookup.designationOf(authOf(request).userId));
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
