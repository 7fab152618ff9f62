// GET /assets/drone and /assets/sensor (public): the same cache entries as the planner's
// (lib/query-keys assetKeys), read here because features do not import each other.
import type { TListDronesResponse, TListSensorsResponse } from '@sortie/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { assetKeys } from '../../../lib/query-keys.ts';

export function useCatalogueDrones() {
  return useQuery({
    queryKey: assetKeys.drones(),
    queryFn: ({ signal }) =>
      api.get<TListDronesResponse>('/api/v4/assets/drone', { auth: false, signal }),
    staleTime: Infinity,
  });
}

export function useCatalogueSensors() {
  return useQuery({
    queryKey: assetKeys.sensors(),
    queryFn: ({ signal }) =>
      api.get<TListSensorsResponse>('/api/v4/assets/sensor', { auth: false, signal }),
    staleTime: Infinity,
  });
}
