// The dock cockpit's API (issue 11 §4, §6): custom flight areas, flight authority, dock
// livestreams and confirmed actions. Under ['docks', companyId] so the realtime `docks.changed`
// hint refreshes them with the dock states.
import type {
  TAuthorityRequestResponse,
  TAuthorityState,
  TDockActionName,
  TDockActionReply,
  TDockLive,
  TGeozone,
  TGeozoneInput,
  TGeozonePatch,
  TGeozonesResponse,
} from '@sortie/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dockKeys } from './docks.ts';

const dockUrl = (companyId: string, dockId: string) =>
  `/api/v4/company/${encodeURIComponent(companyId)}/docks/${encodeURIComponent(dockId)}`;

export const cockpitKeys = {
  geozones: (companyId: string, dockId: string) =>
    [...dockKeys.all(companyId), 'geozones', dockId] as const,
  authority: (companyId: string, dockId: string) =>
    [...dockKeys.all(companyId), 'authority', dockId] as const,
};

export function useGeozones(companyId: string, dockId: string) {
  return useQuery({
    queryKey: cockpitKeys.geozones(companyId, dockId),
    queryFn: ({ signal }) =>
      api.get<TGeozonesResponse>(`${dockUrl(companyId, dockId)}/geozones`, { signal }),
  });
}

export function useGeozoneWrites(companyId: string, dockId: string) {
  const queryClient = useQueryClient();
  const onSettled = () =>
    queryClient.invalidateQueries({ queryKey: cockpitKeys.geozones(companyId, dockId) });
  const url = `${dockUrl(companyId, dockId)}/geozones`;
  return {
    create: useMutation({
      mutationFn: (input: TGeozoneInput) => api.post<TGeozone>(url, input),
      onSettled,
    }),
    patch: useMutation({
      mutationFn: ({ id, patch }: { id: string; patch: TGeozonePatch }) =>
        api.patch<TGeozone>(`${url}/${encodeURIComponent(id)}`, patch),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete(`${url}/${encodeURIComponent(id)}`),
      onSettled,
    }),
  };
}

export function useAuthority(companyId: string, dockId: string) {
  return useQuery({
    queryKey: cockpitKeys.authority(companyId, dockId),
    queryFn: ({ signal }) =>
      api.get<TAuthorityState>(`${dockUrl(companyId, dockId)}/authority`, { signal }),
  });
}

export function useAuthorityWrites(companyId: string, dockId: string) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: dockKeys.all(companyId) });
  const base = dockUrl(companyId, dockId);
  return {
    request: useMutation({
      mutationFn: () =>
        api.post<TAuthorityRequestResponse>(`${base}/authority_request`, { domain: 'flight' }),
      onSettled,
    }),
    answer: useMutation({
      mutationFn: (a: { holderId: string; userId: string; accepted: boolean }) =>
        api.post<TAuthorityState>(
          `${base}/authority_request/action`,
          { user_id: a.userId, accepted: a.accepted },
          { query: { authority_holder_id: a.holderId } },
        ),
      onSettled,
    }),
    release: useMutation({
      mutationFn: () => api.delete<TAuthorityState>(`${base}/authority`),
      onSettled,
    }),
  };
}

export function useDockAction(companyId: string, dockId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TDockActionName) =>
      api.post<TDockActionReply>(`${dockUrl(companyId, dockId)}/actions/${action}`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dockKeys.all(companyId) }),
  });
}

export function useStartDockLive(companyId: string, dockId: string) {
  return useMutation({
    mutationFn: (camera: 'dock' | 'drone') =>
      api.post<TDockLive>(`${dockUrl(companyId, dockId)}/livestreams/start`, { camera }),
  });
}

/** The feed's play URL: asked again until the dock's push is live. */
export function useDockLiveToken(companyId: string, dockId: string, videoId: string | null) {
  return useQuery({
    queryKey: [...dockKeys.all(companyId), 'live', dockId, videoId] as const,
    queryFn: ({ signal }) =>
      api.get<TDockLive>(`${dockUrl(companyId, dockId)}/livestreams/token`, {
        signal,
        query: { video_id: videoId },
      }),
    enabled: !!videoId,
    refetchInterval: (query) => (query.state.data?.flv_url ? false : 2000),
  });
}

/** Stops every active feed of a dock, in parallel (feature-areas §7). */
export async function stopDockFeeds(
  companyId: string,
  dockId: string,
  videoIds: readonly string[],
): Promise<void> {
  await Promise.all(
    videoIds.map((video_id) =>
      api.post(`${dockUrl(companyId, dockId)}/livestreams/stop`, { video_id }),
    ),
  );
}
