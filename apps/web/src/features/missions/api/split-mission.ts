// POST /company/{c}/missions/{id}/split: at a waypoint or one part per battery; the server
// replaces the mission by its parts.
import type { TListMissionsResponse, TSplitMissionRequest } from '@sortie/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { siteKeys } from '../../../lib/query-keys.ts';
import { missionPath } from './paths.ts';

export function splitMission(companyId: string, missionId: string, body: TSplitMissionRequest) {
  return api.post<TListMissionsResponse>(`${missionPath(companyId, missionId)}/split`, body);
}

export function useSplitMission(companyId: string, siteId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { missionId: string; body: TSplitMissionRequest }) =>
      splitMission(companyId, v.missionId, v.body),
    onSettled: () => qc.invalidateQueries({ queryKey: siteKeys.missions(companyId, siteId) }),
  });
}
