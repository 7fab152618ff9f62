// GET /assets/drone and /assets/sensor (public, no token): the catalogue the planner offers.
// It changes only with a release, so it is cached for the session.
import type { TListDronesResponse, TListSensorsResponse } from '@sortie/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { assetKeys } from '../../../lib/query-keys.ts';

export function useDrones() {
  return useQuery({
    queryKey: assetKeys.drones(),
    queryFn: ({ signal }) =>
      api.get<TListDronesResponse>('/api/v4/assets/drone', { auth: false, signal }),
    staleTime: Infinity,
  });
}

export function useSensors() {
  return useQuery({
    queryKey: assetKeys.sensors(),
    queryFn: ({ signal }) =>
      api.get<TListSensorsResponse>('/api/v4/assets/sensor', { auth: false, signal }),
    staleTime: Infinity,
  });
}
