// DELETE /company/{c}/missions/{id} and DELETE /company/{c}/missions/bulk (full access; bulk is
// all or nothing on the server).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { siteKeys } from '../../../lib/query-keys.ts';
import { missionPath, missionsPath } from './paths.ts';

export async function deleteMissions(companyId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 1) {
    await api.delete<void>(missionPath(companyId, ids[0]!));
    return;
  }
  await api.delete(`${missionsPath(companyId)}/bulk`, { body: { mission_ids: ids } });
}

export function useDeleteMissions(companyId: string, siteId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => deleteMissions(companyId, ids),
    onSettled: () => qc.invalidateQueries({ queryKey: siteKeys.missions(companyId, siteId) }),
  });
}
