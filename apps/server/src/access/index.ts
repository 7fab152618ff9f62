// The access module: who the caller is in a workspace and what their role may do. Route guards
// (onRequest hooks) and the checks services repeat; the data comes from the workspaces and users
// modules through the lookup wiring/workspaces.ts passes in (docs/architecture.md).
export { assertMetaRight, assertRight } from './membership.ts';
export type { Membership, WorkspaceGate } from './membership.ts';
export { createAccessGuards, invalidCompanyId, membershipOf, metaRolesOf } from './guards.ts';
export type { AccessGuards, CompanyGuards, GuardHook, MembershipLookup } from './guards.ts';
