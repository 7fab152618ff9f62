// POST /company/{c}/missions/{id}/flights from the web: a flown mission logged by hand (the pilot
// app reports the same way). The site's progress moves, so its details and lists refetch.
import type { TReportFlightRequest, TReportFlightResponse } from '@sortie/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { siteKeys } from '../../../lib/query-keys.ts';
import { missionPath } from './paths.ts';

export function logFlight(companyId: string, missionId: string, body: TReportFlightRequest) {
  return api.post<TReportFlightResponse>(`${missionPath(companyId, missionId)}/flights`, body);
}

export function useLogFlight(companyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { missionId: string; body: TReportFlightRequest }) =>
      logFlight(companyId, v.missionId, v.body),
    // The site (progress, status) and the lists showing it.
    onSuccess: () => qc.invalidateQueries({ queryKey: siteKeys.all(companyId) }),
  });
}
