// Tips: the tip of the day and its votes for signed-in users, and the staff CMS.
import type {
  TTip,
  TTipPatchRequest,
  TTipRequest,
  TTipsListResponse,
  TTipVote,
  TTipVoteResponse,
} from '@sortie/domain/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { contentKeys } from '../../../lib/query-keys.ts';

export function useTipOfTheDay() {
  return useQuery({
    queryKey: contentKeys.tipOfTheDay(),
    queryFn: ({ signal }) =>
      api
        .get<{ tip: TTip | null }>('/api/v4/tips/tip_of_the_day', {
          signal,
          query: { client: 'web' },
        })
        .then((r) => r.tip),
    staleTime: 10 * 60_000,
  });
}

export function voteTip(id: string, vote: TTipVote): Promise<TTipVoteResponse> {
  return api.patch<TTipVoteResponse>(`/api/v4/tips/${encodeURIComponent(id)}/${vote}vote`);
}

export function useTipsPage(q: { page: number; limit: number }) {
  return useQuery({
    queryKey: contentKeys.tipsPage(q),
    queryFn: ({ signal }) =>
      api.get<TTipsListResponse>('/api/v4/tips', {
        signal,
        query: { page: q.page, limit: q.limit, exclude_draft: false },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveTip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string | null; body: TTipRequest | TTipPatchRequest }) =>
      v.id === null
        ? api.post<TTip>('/api/v4/tips/publish', v.body)
        : api.patch<TTip>(`/api/v4/tips/${encodeURIComponent(v.id)}`, v.body),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.tips() }),
  });
}

export function useDeleteTip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/v4/tips/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.tips() }),
  });
}
