// Workspaces: plans and feature limits, companies' members and invites, the one access check
// (guards for routes, the gate services use), and the staff usage overview.
import { AppError } from '@sortie/domain';
import type { FastifyInstance } from 'fastify';
import { createAccessGuards } from '../access/index.ts';
import type { Guards } from '../http/auth.ts';
import type { AuthService } from '../modules/auth/index.ts';
import type { MailService } from '../modules/mail/index.ts';
import { createPlansService, plansRoutes } from '../modules/plans/index.ts';
import { createUsageService, usageRoutes } from '../modules/usage/index.ts';
import type { UsersService } from '../modules/users/index.ts';
import {
  companyRoutes,
  createWorkspacesService,
  inviteRoutes,
  memberRoutes,
  membershipKey,
  type CompaniesService,
  type WorkspacesDeps,
} from '../modules/workspaces/index.ts';
import { scopeStorage } from '../storage/index.ts';
import type { Infrastructure } from './infrastructure.ts';

export type WorkspacesWiringDeps = Pick<
  Infrastructure,
  'db' | 'config' | 'clock' | 'files' | 'caches'
> & {
  companies: CompaniesService;
  users: UsersService;
  mail: MailService;
  auth: AuthService;
  guards: Guards;
  /** Sites are wired after workspaces; app.ts passes a function that reaches them at call time. */
  siteShares: WorkspacesDeps['siteShares'];
};

export async function wireWorkspaces(app: FastifyInstance, deps: WorkspacesWiringDeps) {
  const { db, config, clock, files, caches, companies, users, mail, auth, guards } = deps;
  // Workspace access guards and feature limits (issue 3); sites and collections use them.
  const plans = createPlansService({ db, clock, companyPlanKey: companies.planKeyOf });
  await plans.seedPlans();
  const logos = scopeStorage(files, 'logos');
  const workspaces = createWorkspacesService({
    db,
    clock,
    features: plans.features,
    users,
    mail,
    logos,
    publicUrl: config.publicUrl,
    siteShares: deps.siteShares,
  });
  // The one membership and rights check: route guards, and the gate services use for others.
  const access = createAccessGuards({
    guards,
    lookup: {
      // From memory when it can (membership-cache.ts, decision 260).
      findActiveMembership: (companyId, userId) =>
        caches.memberships
          ? caches.memberships.get(membershipKey(companyId, userId), () =>
              workspaces.memberships.findActive(companyId, userId),
            )
          : workspaces.memberships.findActive(companyId, userId),
      designationOf: (userId) =>
        users.getRecord(userId).then(
          (user) => user.designation,
          (error: unknown) => {
            if (error instanceof AppError && error.status === 404) return [];
            throw error;
          },
        ),
    },
  });
  // Sites, missions and storage report their per-workspace totals with usage.registerCounter.
  const usage = createUsageService({ clock, workspaces, users, auth });
  // Stored files (logos, DEMs) as the storage_mb usage their modules record.
  usage.registerCounter('storage_bytes', () => plans.features.storageBytesByCompany());

  async function registerRoutes(): Promise<void> {
    await app.register(companyRoutes({ workspaces, access, logos }), { prefix: '/api/v4' });
    await app.register(memberRoutes({ workspaces, access }), { prefix: '/api/v4' });
    await app.register(inviteRoutes({ workspaces, access }), { prefix: '/api/v4' });
    await app.register(plansRoutes({ plans }), { prefix: '/api/v4' });
    await app.register(usageRoutes({ usage, access, plans: workspaces.plans }), {
      prefix: '/api/v4',
    });
  }

  return { plans, features: plans.features, workspaces, access, usage, registerRoutes };
}
