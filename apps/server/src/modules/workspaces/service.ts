// Workspaces: company lifecycle, members and invites (issue 3). The use-cases live in service/;
// this file wires them together.
import { createPlanChangeUseCases } from './service/change-plan.ts';
import { createCompanyUseCases } from './service/companies.ts';
import type { WorkspacesDeps } from './service/deps.ts';
import { createInviteUseCases } from './service/invites.ts';
import { createInviteCsv } from './service/invites-csv.ts';
import { sweepLogoFiles } from './service/logo-files.ts';
import { createMemberUseCases } from './service/members.ts';
import * as repo from './repo.ts';

export type { WorkspacesDeps } from './service/deps.ts';
export type WorkspacesService = ReturnType<typeof createWorkspacesService>;

export function createWorkspacesService(deps: WorkspacesDeps) {
  const companies = createCompanyUseCases(deps);
  return {
    companies,
    members: createMemberUseCases(deps),
    invites: createInviteUseCases(deps, companies),
    inviteCsv: createInviteCsv(deps),
    plans: createPlanChangeUseCases(deps),
    /** The active membership row the access module's guards read (role, workspace flags). */
    memberships: {
      findActive: (companyId: string, userId: string) =>
        repo.findActiveMembership(deps.db, companyId, userId),
    },
    /** Staff reports (modules/usage): every workspace with members and last activity, totals. */
    overview: {
      companies: (includePersonal: boolean) =>
        repo.selectCompanyOverviewQuery(deps.db, includePersonal).execute(),
      counts: () => repo.countWorkspaces(deps.db),
    },
    /**
     * Removes logo files no workspace points at and temporary files of interrupted uploads
     * (older than an hour, so an upload in progress is never touched). Run at start-up.
     */
    // Wall-clock time: file ages come from the file store, not the app's clock.
    sweepOrphanLogos: (minAgeMs = 3600_000, now = Date.now()) =>
      sweepLogoFiles(deps.db, deps.logos, minAgeMs, now),
  };
}
