// /usage: platform staff only (meta rights CompaniesUsage GET/PATCH and Governance GET).
import {
  ZChangeCompanyPlanParams,
  ZChangeCompanyPlanRequest,
  ZChangeCompanyPlanResponse,
  ZCompanyUsageQuery,
  ZCompanyUsageResponse,
  ZGovernanceResponse,
} from '@sortie/domain/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type WorkspacesService } from '../workspaces/index.ts';
import type { UsageService } from './service.ts';
import { routePlugin, security } from '../../http/route-plugin.ts';
import { authOf } from '../../http/auth.ts';
import { metaRolesOf, type AccessGuards } from '../../access/index.ts';

const tags = ['usage'];

export function usageRoutes(deps: {
  usage: UsageService;
  access: AccessGuards;
  /** Plan changes are a workspace write, so the workspaces module does them. */
  plans: WorkspacesService['plans'];
}) {
  const { usage, access, plans } = deps;
  return routePlugin(function routes(app) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/usage/companies',
      {
        onRequest: access.requireMetaRight('CompaniesUsage', 'GET'),
        schema: {
          tags,
          security,
          summary: 'Per-workspace usage: members, sites, missions, storage, last activity',
          querystring: ZCompanyUsageQuery,
          response: { 200: ZCompanyUsageResponse },
        },
      },
      async (request) => usage.companies(metaRolesOf(request), request.query),
    );
    r.get(
      '/usage/governance',
      {
        onRequest: access.requireMetaRight('Governance', 'GET'),
        schema: {
          tags,
          security,
          summary: 'Platform totals: users, workspaces, active sessions, weekly sign-ups',
          response: { 200: ZGovernanceResponse },
        },
      },
      async (request) => usage.governance(metaRolesOf(request)),
    );
    r.patch(
      '/usage/companies/:id/plan',
      {
        onRequest: access.requireMetaRight('CompaniesUsage', 'PATCH'),
        schema: {
          tags,
          security,
          summary: 'Move a workspace to another plan (platform staff)',
          params: ZChangeCompanyPlanParams,
          body: ZChangeCompanyPlanRequest,
          response: { 200: ZChangeCompanyPlanResponse },
        },
      },
      async (request) =>
        plans.changePlan(metaRolesOf(request), request.params.id, request.body.plan_key, {
          userId: authOf(request).userId,
          ip: request.ip,
          requestId: request.id,
        }),
    );
  });
}
