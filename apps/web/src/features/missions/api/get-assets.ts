// GET /assets/drone and /assets/sensor (public, no token): the catalogue the planner offers.
// It changes only with a release, so it is cached for the session.
import type { TListDronesResponse, TListSensorsResponse } from '@sortie/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { assetKeys } from '../../../lib/query-keys.ts';

export function getDrones(signal?: AbortSignal): Promise<TListDronesResponse> {
  return api.get<TListDronesResponse>('/api/v4/assets/drone', { auth: false, signal });
}

export function getSensors(signal?: AbortSignal): Promise<TListSensorsResponse> {
  return api.get<TListSensorsResponse>('/api/v4/assets/sensor', { auth: false, signal });
}

export const dronesQueryOptions = () =>
  queryOptions({
    queryKey: assetKeys.drones(),
    queryFn: ({ signal }) => getDrones(signal),
    staleTime: Infinity,
  });

export const sensorsQueryOptions = () =>
  queryOptions({
    queryKey: assetKeys.sensors(),
    queryFn: ({ signal }) => getSensors(signal),
    staleTime: Infinity,
  });

export function useDrones() {
  return useQuery(dronesQueryOptions());
}

export function useSensors() {
  return useQuery(sensorsQueryOptions());
}
