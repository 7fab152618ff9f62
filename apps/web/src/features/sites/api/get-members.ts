// GET /company/{c}/members with removed members, for the Created By filter.
import type { TListMembersResponse, TMember } from '@sortie/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companyKeys } from '../../../lib/query-keys.ts';

export const membersQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: companyKeys.membersWithRemoved(companyId),
    queryFn: async ({ signal }): Promise<TMember[]> =>
      (
        await api.get<TListMembersResponse>(
          `/api/v4/company/${encodeURIComponent(companyId)}/members`,
          { signal, query: { include_removed: 'true', sort_by: 'name', sort_order: 'asc' } },
        )
      ).members,
  });

export function useMembers(companyId: string) {
  return useQuery(membersQueryOptions(companyId));
}
