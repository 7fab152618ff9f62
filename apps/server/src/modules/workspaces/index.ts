export { createWorkspacesService } from './service.ts';
export type { WorkspacesService, WorkspacesDeps } from './service.ts';
export {
  createAccessGuards,
  membershipOf,
  metaRolesOf,
  assertRight,
  assertMetaRight,
  invalidCompanyId,
} from './access.ts';
export type { AccessGuards, CompanyActor, GuardHook } from './access.ts';
export { companyRoutes } from './routes/companies.ts';
export { memberRoutes } from './routes/members.ts';
export { inviteRoutes } from './routes/invites.ts';
