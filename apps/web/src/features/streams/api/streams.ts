// The streams calls (platform-core §7): list, one, join (play URL), public join, create, keys.
// Every answer sits under streamKeys.all, which the realtime streams.changed event makes stale.
import type {
  TCreateStreamRequest,
  TRecordingView,
  TStream,
  TStreamSettings,
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

// Recordings (decision 321): the workspace toggle, one stream's recording, deleting it.

export function useStreamSettings(companyId: string) {
  return useQuery({
    queryKey: [...streamKeys.all(companyId), 'settings'],
    queryFn: ({ signal }) =>
      api.get<TStreamSettings>(`${streamsPath(companyId)}/settings`, { signal }),
  });
}

export function useSaveStreamSettings(companyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TStreamSettings) =>
      api.patch<TStreamSettings>(`${streamsPath(companyId)}/settings`, body),
    onSuccess: (saved) => qc.setQueryData([...streamKeys.all(companyId), 'settings'], saved),
  });
}

export function useStream(companyId: string, id: string) {
  return useQuery({
    queryKey: [...streamKeys.all(companyId), 'one', id],
    queryFn: ({ signal }) => api.get<TStream>(streamPath(companyId, id), { signal }),
  });
}

export function useRecording(companyId: string, id: string) {
  return useQuery({
    queryKey: [...streamKeys.all(companyId), 'recording', id],
    queryFn: ({ signal }) =>
      api.get<TRecordingView>(`${streamPath(companyId, id)}/recording`, { signal }),
    // The play link carries a token of an hour; kept, not refetched on focus (it would reload
    // the video). While the recording is made or prepared, asked again until it is ready.
    refetchOnWindowFocus: false,
    refetchInterval: (query) => {
      const state = query.state.data?.recording.state;
      return state === 'recording' || state === 'processing' ? 2000 : false;
    },
  });
}

export function useDeleteRecording(companyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`${streamPath(companyId, id)}/recording`),
    onSuccess: () => qc.invalidateQueries({ queryKey: streamKeys.all(companyId) }),
  });
}

/** feature-areas §2/§9: the home row shows at most 2 streams of the last 7 days, live first. */
export const HOME_STREAMS_MAX = 2;
const HOME_STREAMS_DAYS = 7;

export function pickHomeStreams(streams: readonly TStream[], now: number): TStream[] {
  const since = now - HOME_STREAMS_DAYS * 24 * 60 * 60 * 1000;
  return streams
    .filter((s) => Date.parse(s.start_time ?? s.created_at) >= since && s.status !== 'waiting')
    .sort(
      (a, b) =>
        Number(b.status === 'live') - Number(a.status === 'live') ||
        Date.parse(b.start_time ?? b.created_at) - Date.parse(a.start_time ?? a.created_at),
    )
    .slice(0, HOME_STREAMS_MAX);
}

export function useHomeStreams(companyId: string) {
  return useQuery({
    queryKey: [...streamKeys.all(companyId), 'home'],
    queryFn: ({ signal }) =>
      api.get<TStreamPage>(`${streamsPath(companyId)}?view_recording=true&limit=20`, { signal }),
    select: (page) => pickHomeStreams(page.streams, Date.now()),
  });
}

/** StreamHostDevPage: ffmpeg on the server publishes a test pattern to this waiting stream. */
export function useStartTestPattern(companyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ seconds: number }>(`${streamPath(companyId, id)}/testpattern`),
    onSuccess: () => qc.invalidateQueries({ queryKey: streamKeys.all(companyId) }),
  });
}
