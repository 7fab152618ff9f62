// Workspaces: company lifecycle, members and invites (issue 3). The use-cases live in service/;
// this file wires them together.
import { createPlanChangeUseCases } from './service/change-plan.ts';
import { createCompanyUseCases } from './service/companies.ts';
import type { WorkspacesDeps } from './service/deps.ts';
import { createInviteUseCases } from './service/invites.ts';
import { createMemberUseCases } from './service/members.ts';

export type { WorkspacesDeps } from './service/deps.ts';
export type WorkspacesService = ReturnType<typeof createWorkspacesService>;

export function createWorkspacesService(deps: WorkspacesDeps) {
  const companies = createCompanyUseCases(deps);
  return {
    companies,
    members: createMemberUseCases(deps),
    invites: createInviteUseCases(deps, companies),
    plans: createPlanChangeUseCases(deps),
  };
}
