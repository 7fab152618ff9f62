// Docks of a workspace (feature-areas §7): the list, their live states (polled every 10 s, and
// refetched at once on the realtime `docks.changed` hint), binding codes and the edit.
import type {
  TBindCodeResponse,
  TDock,
  TDockState,
  TPatchDockRequest,
} from '@sortie/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

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

export function useDockStates(companyId: string, sns: readonly string[]) {
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
