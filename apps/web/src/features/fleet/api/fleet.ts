// The fleet API: drones, batteries and the logbook of a workspace (server module `fleet`), the
// CSV export and the all-or-nothing CSV import (preview first, then commit).
import type {
  TBatteryAsset,
  TCsvImportResponse,
  TDroneInput,
  TDronePatch,
  TBatteryInput,
  TFleetBattery,
  TFleetDrone,
  TLogbookFlight,
  TLogbookFlightInput,
  TPilotTotals,
} from '@sortie/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { saveDownload } from '../../../lib/save-file.ts';

const base = (companyId: string) => `/api/v4/company/${encodeURIComponent(companyId)}`;
export const fleetKeys = {
  all: (companyId: string) => ['fleet', companyId] as const,
  drones: (companyId: string) => ['fleet', companyId, 'drones'] as const,
  batteries: (companyId: string) => ['fleet', companyId, 'batteries'] as const,
  logbook: (companyId: string) => ['fleet', companyId, 'logbook'] as const,
  totals: (companyId: string) => ['fleet', companyId, 'logbook', 'totals'] as const,
};

export type CsvKind = 'drones' | 'batteries' | 'logbook';

export function useFleetDrones(companyId: string) {
  return useQuery({
    queryKey: fleetKeys.drones(companyId),
    queryFn: ({ signal }) => api.get<TFleetDrone[]>(`${base(companyId)}/drones`, { signal }),
  });
}

export function useFleetBatteries(companyId: string) {
  return useQuery({
    queryKey: fleetKeys.batteries(companyId),
    queryFn: ({ signal }) => api.get<TFleetBattery[]>(`${base(companyId)}/batteries`, { signal }),
  });
}

export function useBatteryModels() {
  return useQuery({
    queryKey: ['assets', 'batteries'],
    queryFn: ({ signal }) =>
      api.get<TBatteryAsset[]>('/api/v4/assets/battery', { auth: false, signal }),
    staleTime: Infinity,
  });
}

export function useLogbook(companyId: string) {
  return useQuery({
    queryKey: fleetKeys.logbook(companyId),
    queryFn: ({ signal }) =>
      api.get<TLogbookFlight[]>(`${base(companyId)}/logbook`, { signal, query: { limit: 200 } }),
  });
}

export function usePilotTotals(companyId: string) {
  return useQuery({
    queryKey: fleetKeys.totals(companyId),
    queryFn: ({ signal }) =>
      api.get<TPilotTotals[]>(`${base(companyId)}/logbook/totals`, { signal }),
  });
}

/** Any change to the fleet or the logbook: hours live on the drones, so refetch them all. */
function useFleetMutation<V, R>(companyId: string, fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: fleetKeys.all(companyId) }),
  });
}

export function useSaveDrone(companyId: string) {
  return useFleetMutation(
    companyId,
    (v: { id?: string; etag?: string; body: TDroneInput | TDronePatch }) =>
      v.id
        ? api.patch<TFleetDrone>(`${base(companyId)}/drones/${v.id}`, v.body, {
            headers: v.etag ? { 'if-match': `"${v.etag}"` } : undefined,
          })
        : api.post<TFleetDrone>(`${base(companyId)}/drones`, v.body),
  );
}

export function useSaveBattery(companyId: string) {
  return useFleetMutation(
    companyId,
    (v: { id?: string; etag?: string; body: Partial<TBatteryInput> }) =>
      v.id
        ? api.patch<TFleetBattery>(`${base(companyId)}/batteries/${v.id}`, v.body, {
            headers: v.etag ? { 'if-match': `"${v.etag}"` } : undefined,
          })
        : api.post<TFleetBattery>(`${base(companyId)}/batteries`, v.body),
  );
}

export function useDeleteFleetItem(companyId: string, kind: 'drones' | 'batteries' | 'logbook') {
  return useFleetMutation(companyId, (id: string) =>
    api.delete<void>(`${base(companyId)}/${kind}/${id}`),
  );
}

export function useLogFlight(companyId: string) {
  return useFleetMutation(companyId, (body: TLogbookFlightInput) =>
    api.post<TLogbookFlight>(`${base(companyId)}/logbook`, body),
  );
}

export function useImportCsv(companyId: string, kind: CsvKind) {
  return useFleetMutation(companyId, (v: { csv: string; commit: boolean }) =>
    api.post<TCsvImportResponse>(`${base(companyId)}/${kind}/import`, v),
  );
}

export async function exportCsv(companyId: string, kind: CsvKind): Promise<string> {
  const file = await api.download(`${base(companyId)}/${kind}/csv`);
  return saveDownload(file, `${kind}.csv`);
}
