export { createWorkspacesService } from './service.ts';
export type { WorkspacesService, WorkspacesDeps } from './service.ts';
export { companyRoutes } from './routes/companies.ts';
export { memberRoutes } from './routes/members.ts';
export { inviteRoutes } from './routes/invites.ts';
export { createCompaniesService } from './service/user-workspaces.ts';
export type { CompaniesService } from './service/user-workspaces.ts';
export { createMembershipCache, membershipKey } from './membership-cache.ts';
export type { MembershipCache } from './membership-cache.ts';
