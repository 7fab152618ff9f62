// Docks of a workspace (feature-areas §7): the list, their live states (pushed by the server as
// `docks.state` and written into the cache; the 10 s poll is the fallback, decision 302), binding
// codes and the edit. List changes come as the `docks.changed` hint, which refetches.
import type {
  TBindCodeResponse,
  TDock,
  TDockState,
  TPatchDockRequest,
} from '@sortie/domain/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useRealtimeEvent } from '../../../lib/realtime.ts';

/** Under ['docks', companyId]: the prefix lib/realtime.ts marks stale on `docks.changed`. */
export const dockKeys = {
  all: (companyId: string) => ['docks', companyId] as const,
  list: (companyId: string) => ['docks', companyId, 'list'] as const,
  states: (companyId: string, sns: readonly string[]) =>
    ['docks', companyId, 'states', sns.join(',')] as const,
};

const base = (companyId: string) => `/api/v4/company/${encodeURIComponent(companyId)}`;
export const DOCK_STATES_POLL_MS = 10_000;

export function useDocks(companyId: string, enabled = true) {
  return useQuery({
    queryKey: dockKeys.list(companyId),
    queryFn: ({ signal }) =>
      api.get<{ docks: TDock[] }>(`${base(companyId)}/docks`, { signal }).then((r) => r.docks),
    enabled,
  });
}

/**
 * Writes a pushed state into every cached states answer of the workspace that holds its dock, so
 * cards and the cockpit re-render without a refetch. An answer without the dock is left alone
 * (its page did not ask for it). A poll answer in flight may briefly put back an older state;
 * the dock's next push (within a second or two) corrects it.
 */
export function applyPushedDockState(
  queryClient: QueryClient,
  companyId: string,
  state: TDockState,
): void {
  queryClient.setQueriesData<Map<string, TDockState>>(
    { queryKey: [...dockKeys.all(companyId), 'states'] },
    (old) => (old?.has(state.sn) ? new Map(old).set(state.sn, state) : old),
  );
}

export function useDockStates(companyId: string, sns: readonly string[]) {
  const queryClient = useQueryClient();
  useRealtimeEvent((eventCompanyId, event) => {
    if (eventCompanyId === companyId && event.name === 'docks.state')
      applyPushedDockState(queryClient, companyId, event.data);
  });
  return useQuery({
    queryKey: dockKeys.states(companyId, sns),
    queryFn: ({ signal }) =>
      api
        .get<{ docks: TDockState[] }>(`${base(companyId)}/docks/states`, {
          signal,
          query: { device_sn_list: JSON.stringify(sns) },
        })
        .then((r) => new Map(r.docks.map((d) => [d.sn, d]))),
    enabled: sns.length > 0,
    refetchInterval: DOCK_STATES_POLL_MS,
  });
}

export function useGenerateBindCode(companyId: string) {
  return useMutation({
    mutationFn: () => api.post<TBindCodeResponse>(`${base(companyId)}/generate_bind_code`, {}),
  });
}

/** PATCH with If-Match; on 412 the dock is refetched for a fresh etag and the patch retried once. */
export function usePatchDock(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ dock, patch }: { dock: TDock; patch: TPatchDockRequest }) => {
      const url = `${base(companyId)}/docks/${encodeURIComponent(dock.id)}`;
      const send = (etag: string) =>
        api.patch<TDock>(url, patch, { headers: { 'If-Match': `"${etag}"` } });
      try {
        return await send(dock.etag);
      } catch (error) {
        if ((error as { status?: number }).status !== 412) throw error;
        const fresh = await api.get<TDock>(url);
        return send(fresh.etag);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dockKeys.all(companyId) }),
  });
}
