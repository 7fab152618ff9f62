// The streams calls (platform-core §7): list, one, join (play URL), public join, create, keys.
// Every answer sits under streamKeys.all, which the realtime streams.changed event makes stale.
import type {
  TCreateStreamRequest,
  TStream,
  TStreamJoin,
  TStreamPage,
  TStreamToken,
} from '@sortie/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { streamKeys } from '../../../lib/query-keys.ts';

const streamsPath = (companyId: string) =>
  `/api/v4/company/${encodeURIComponent(companyId)}/streams`;
const streamPath = (companyId: string, id: string) =>
  `${streamsPath(companyId)}/${encodeURIComponent(id)}`;

export function useStreams(companyId: string) {
  return useQuery({
    queryKey: [...streamKeys.all(companyId), 'list'],
    queryFn: ({ signal }) =>
      api.get<TStreamPage>(`${streamsPath(companyId)}?view_recording=true&limit=50`, { signal }),
  });
}

/** Joined again every few minutes: the play token lasts an hour, the count moves. */
export function useStreamJoin(companyId: string, id: string) {
  return useQuery({
    queryKey: [...streamKeys.all(companyId), 'join', id],
    queryFn: ({ signal }) => api.get<TStreamJoin>(`${streamPath(companyId, id)}/join`, { signal }),
    refetchInterval: 30_000,
  });
}

export function usePublicStreamJoin(id: string) {
  return useQuery({
    queryKey: ['public-streams', id, 'join'],
    queryFn: ({ signal }) =>
      api.get<TStreamJoin>(`/api/v4/streams/${encodeURIComponent(id)}/public/join`, {
        signal,
        auth: false,
      }),
    // Signed out there is no realtime socket: poll for live / ended.
    refetchInterval: 10_000,
  });
}

export function useCreateStream(companyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateStreamRequest) => api.post<TStream>(streamsPath(companyId), body),
    onSuccess: () => qc.invalidateQueries({ queryKey: streamKeys.all(companyId) }),
  });
}

export function useGenerateStreamToken(companyId: string) {
  return useMutation({
    mutationFn: (streamId: string) =>
      api.post<TStreamToken>(`${streamsPath(companyId)}/generatetoken`, { stream_id: streamId }),
  });
}

/** Live streams of the workspace now, for the sidebar's Streams badge (kept fresh by realtime). */
export function useLiveStreamCount(companyId: string) {
  const query = useQuery({
    queryKey: [...streamKeys.all(companyId), 'live-count'],
    queryFn: ({ signal }) =>
      api.get<TStreamPage>(`${streamsPath(companyId)}?view_recording=false&limit=100`, { signal }),
    enabled: companyId !== '',
  });
  return query.data?.streams.filter((s) => s.status === 'live').length ?? 0;
}
