// Query keys of the workspaces feature, in one place so invalidation matches the queries.
export const workspaceKeys = {
  company: (companyId: string) => ['company', companyId] as const,
  members: (companyId: string) => ['company', companyId, 'members'] as const,
  companyInvites: (companyId: string) => ['company', companyId, 'invites'] as const,
  userInvites: () => ['user-invites'] as const,
};
