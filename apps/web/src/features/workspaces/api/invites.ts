// Workspace invitations: the workspace's pending list, sending and cancelling (managers), and the
// signed-in user's own invitations with accept and decline (platform-core §4, §5, §7).
import type {
  TCreateInviteRequest,
  TCsvImportResponse,
  TInvite,
  TListInvitesResponse,
} from '@sortie/domain/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authStorage } from '../../../lib/auth-storage.ts';
import { companyKeys, userKeys } from '../../../lib/query-keys.ts';
import { refreshUser } from './refresh-user.ts';

/** §5: a workspace id is required to fetch or send company invites. */
function invitesPath(companyId: string | null | undefined): string {
  if (!companyId) throw new Error('Invalid company id');
  return `/api/v4/company/${encodeURIComponent(companyId)}/invites`;
}

export function getCompanyInvites(
  companyId: string,
  signal?: AbortSignal,
): Promise<TListInvitesResponse> {
  return api.get<TListInvitesResponse>(invitesPath(companyId), { signal });
}

export const companyInvitesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: companyKeys.invites(companyId),
    queryFn: ({ signal }) => getCompanyInvites(companyId, signal),
  });

export function useCompanyInvites(companyId: string) {
  return useQuery(companyInvitesQueryOptions(companyId));
}

export function createInvite(companyId: string, body: TCreateInviteRequest): Promise<TInvite> {
  return api.post<TInvite>(invitesPath(companyId), body);
}

export function cancelInvite(companyId: string, inviteId: string): Promise<void> {
  return api.delete<void>(`${invitesPath(companyId)}/${encodeURIComponent(inviteId)}`);
}

export function useCreateInvite(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateInviteRequest) => createInvite(companyId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: companyKeys.invites(companyId) }),
  });
}

export function useCancelInvite(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => cancelInvite(companyId, inviteId),
    onSettled: () => client.invalidateQueries({ queryKey: companyKeys.invites(companyId) }),
  });
}

export const userInvitesQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.invites(),
    queryFn: ({ signal }) => api.get<TListInvitesResponse>('/api/v4/users/invites', { signal }),
  });

export function useUserInvites() {
  return useQuery(userInvitesQueryOptions());
}

export type InviteAnswer = 'accept' | 'decline';

/** Accepting makes the invite's workspace the selected one; the stored user is refetched. */
export function useAnswerInvite(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ invite, answer }: { invite: TInvite; answer: InviteAnswer }) => {
      await api.post<unknown>(`/api/v4/users/invites/${encodeURIComponent(invite.id)}/${answer}`);
      if (answer === 'accept') authStorage.setSelectedWorkspace(userId, invite.company_id);
      await refreshUser(userId).catch(() => undefined);
      return { invite, answer };
    },
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.invites() }),
  });
}

/** Members by CSV (decision 353): commit false previews; any error sends no invite at all. */
export function useImportInvites(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { csv: string; commit: boolean }) =>
      api.post<TCsvImportResponse>(`${invitesPath(companyId)}/import`, body),
    onSettled: () => client.invalidateQueries({ queryKey: companyKeys.invites(companyId) }),
  });
}
