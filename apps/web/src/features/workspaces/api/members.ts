// Members of a workspace: list (sorted, optionally with removed members), role change, removal,
// guest revocation (one or all) and leaving (platform-core §3, §6, §9).
import type {
  TListMembersResponse,
  TMember,
  TRevokeGuestsResponse,
  TWorkspaceRole,
} from '@sortie/domain/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companyKeys } from '../../../lib/query-keys.ts';

export type MemberSortKey = 'name' | 'role' | 'date_added' | 'last_active_date';
export type SortOrder = 'asc' | 'desc';

export interface MembersQuery {
  sortBy: MemberSortKey;
  sortOrder: SortOrder;
  includeRemoved: boolean;
}

const base = (companyId: string) => `/api/v4/company/${encodeURIComponent(companyId)}`;

export function listMembers(
  companyId: string,
  q: MembersQuery,
  signal?: AbortSignal,
): Promise<TListMembersResponse> {
  return api.get<TListMembersResponse>(`${base(companyId)}/members`, {
    signal,
    query: { sort_by: q.sortBy, sort_order: q.sortOrder, include_removed: q.includeRemoved },
  });
}

export const membersQueryOptions = (companyId: string, q: MembersQuery) =>
  queryOptions({
    queryKey: [...companyKeys.members(companyId), q] as const,
    queryFn: ({ signal }) => listMembers(companyId, q, signal),
    placeholderData: (previous) => previous,
  });

export function useMembers(companyId: string, q: MembersQuery) {
  return useQuery(membersQueryOptions(companyId, q));
}

function useInvalidateMembers(companyId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: companyKeys.members(companyId) });
}

export function useUpdateMemberRole(companyId: string) {
  const invalidate = useInvalidateMembers(companyId);
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: TWorkspaceRole }) =>
      api.patch<TMember>(`${base(companyId)}/members/${encodeURIComponent(userId)}`, { role }),
    onSettled: invalidate,
  });
}

export function useRemoveMember(companyId: string) {
  const invalidate = useInvalidateMembers(companyId);
  return useMutation({
    mutationFn: (userId: string) =>
      api.delete<void>(`${base(companyId)}/members/${encodeURIComponent(userId)}`),
    onSettled: invalidate,
  });
}

export function useRevokeGuest(companyId: string) {
  const invalidate = useInvalidateMembers(companyId);
  return useMutation({
    mutationFn: (userId: string) =>
      api.delete<void>(`${base(companyId)}/guests/${encodeURIComponent(userId)}`),
    onSettled: invalidate,
  });
}

export function useRevokeAllGuests(companyId: string) {
  const invalidate = useInvalidateMembers(companyId);
  return useMutation({
    mutationFn: () => api.delete<TRevokeGuestsResponse>(`${base(companyId)}/guests`),
    onSettled: invalidate,
  });
}

export function leaveCompany(companyId: string): Promise<void> {
  return api.post<void>(`${base(companyId)}/leave`);
}
