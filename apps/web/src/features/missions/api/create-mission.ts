// POST /company/{c}/missions (edit access): the server re-plans from the parameters and stores
// what its engine produces. The chosen camera then goes first in the workspace's recent list.
import type { TCreateMissionRequest, TMission } from '@sortie/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companyKeys, siteKeys } from '../../../lib/query-keys.ts';
import { missionsPath, recentCamerasPath } from './paths.ts';

export function createMission(companyId: string, body: TCreateMissionRequest) {
  return api.post<TMission>(missionsPath(companyId), body);
}

export function useCreateMission(companyId: string, siteId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateMissionRequest) => createMission(companyId, body),
    onSuccess: async (mission) => {
      if (mission.camera_id) {
        // Best effort: a failed recent-camera update must not look like a failed save.
        await api
          .post(recentCamerasPath(companyId), { camera_id: mission.camera_id })
          .then(() =>
            qc.invalidateQueries({ queryKey: companyKeys.company(companyId), exact: true }),
          )
          .catch(() => undefined);
      }
      await qc.invalidateQueries({ queryKey: siteKeys.missions(companyId, siteId) });
    },
  });
}
