// PATCH /company/{c}/sites/{id} { elevation_source } with If-Match, like the other site edits: a
// stale etag gets 412 and the latest site is refetched.
import type { TSite } from '@sortie/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { siteKeys } from '../../../lib/query-keys.ts';
import { sitePath } from './paths.ts';

export function updateElevationSource(
  companyId: string,
  site: Pick<TSite, 'id' | 'etag'>,
  source: TSite['elevation_source'],
): Promise<TSite> {
  return api.patch<TSite>(
    sitePath(companyId, site.id),
    { elevation_source: source },
    { headers: { 'If-Match': site.etag } },
  );
}

export function useUpdateElevationSource(companyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { site: Pick<TSite, 'id' | 'etag'>; source: TSite['elevation_source'] }) =>
      updateElevationSource(companyId, v.site, v.source),
    onSuccess: (site) => {
      qc.setQueryData(siteKeys.detail(companyId, site.id), site);
      return qc.invalidateQueries({ queryKey: siteKeys.all(companyId) });
    },
    onError: (_e, v) => qc.invalidateQueries({ queryKey: siteKeys.detail(companyId, v.site.id) }),
  });
}
