// PATCH /company/{c}/missions/{id} with If-Match: here a rename (only the name changes).
import type { TMission } from '@sortie/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { siteKeys } from '../../../lib/query-keys.ts';
import { missionPath } from './paths.ts';

export function renameMission(
  companyId: string,
  mission: Pick<TMission, 'id' | 'etag'>,
  name: string,
) {
  return api.patch<TMission>(
    missionPath(companyId, mission.id),
    { name },
    {
      headers: { 'If-Match': `"${mission.etag}"` },
    },
  );
}

export function useRenameMission(companyId: string, siteId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { mission: TMission; name: string }) =>
      renameMission(companyId, v.mission, v.name),
    onSettled: () => qc.invalidateQueries({ queryKey: siteKeys.missions(companyId, siteId) }),
  });
}
