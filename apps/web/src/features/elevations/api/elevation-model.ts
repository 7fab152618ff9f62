// GET and DELETE /company/{c}/sites/{id}/elevation_model: the site's custom DEM.
import type { TElevationModelResponse } from '@sortie/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { elevationKeys, modelPath } from './keys.ts';

export function useElevationModel(companyId: string, siteId: string, enabled = true) {
  return useQuery({
    queryKey: elevationKeys.model(companyId, siteId),
    queryFn: ({ signal }) =>
      api.get<TElevationModelResponse>(modelPath(companyId, siteId), { signal }),
    enabled,
  });
}

export function useDeleteElevationModel(companyId: string, siteId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(modelPath(companyId, siteId)),
    // The site's source went back to None: refetch the site, the model and the heat map.
    onSettled: () => qc.invalidateQueries({ queryKey: elevationKeys.sites(companyId) }),
  });
}
