// The airspace endpoints: the advisory and forecast of a point (public), the zones of a box for
// the map (public; sent without a token, so they work signed out) and a site's advisory with its 48-hour go/no-go (members).
import type {
  TAdvisory,
  TListDronesResponse,
  TForecast,
  TMissionAirspaceResponse,
  TPathCheckResponse,
  TSiteAirspaceResponse,
  TZonesResponse,
} from '@sortie/domain/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { assetKeys } from '../../../lib/query-keys.ts';

export type LngLat = [number, number];

const point = (p: LngLat) => `lng=${p[0].toFixed(6)}&lat=${p[1].toFixed(6)}`;

export function useAdvisory(p: LngLat | null, heightM: number) {
  return useQuery({
    queryKey: ['airspace', 'advisory', p, heightM],
    queryFn: ({ signal }) =>
      api.get<TAdvisory>(`/api/v4/airspace/advisory?${point(p!)}&height_m=${heightM}`, {
        signal,
        auth: false,
      }),
    enabled: p !== null,
  });
}

export function useForecast(p: LngLat | null, heightM: number) {
  return useQuery({
    queryKey: ['airspace', 'forecast', p, heightM],
    queryFn: ({ signal }) =>
      api.get<TForecast>(`/api/v4/airspace/forecast?${point(p!)}&height_m=${heightM}`, {
        signal,
        auth: false,
      }),
    enabled: p !== null,
  });
}

/** Zones within about 50 km of the point, for the map. */
export function useZonesNear(p: LngLat | null) {
  return useQuery({
    queryKey: ['airspace', 'zones', p?.map((v) => v.toFixed(1))],
    queryFn: ({ signal }) => {
      const [x, y] = p!;
      const bbox = [x - 0.5, y - 0.5, x + 0.5, y + 0.5].map((v) => v.toFixed(4)).join(',');
      return api.get<TZonesResponse>(`/api/v4/airspace/zones?bbox=${bbox}`, {
        signal,
        auth: false,
      });
    },
    enabled: p !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSiteAirspace(companyId: string, siteId: string, heightM: number) {
  return useQuery({
    queryKey: ['airspace', 'site', companyId, siteId, heightM],
    queryFn: ({ signal }) =>
      api.get<TSiteAirspaceResponse>(
        `/api/v4/company/${encodeURIComponent(companyId)}/sites/${encodeURIComponent(siteId)}/airspace?height_m=${heightM}`,
        { signal },
      ),
  });
}

/** A short, stable key for a path (thousands of points would make a heavy query key). */
function pathKey(path: readonly LngLat[]): string {
  let h = 0;
  for (const [x, y] of path)
    h = (Math.imul(h, 31) + Math.round(x * 1e6) * 7 + Math.round(y * 1e6)) | 0;
  return `${path.length}:${h}`;
}

/** The planner's path (unsaved) at its height: the zones it enters and ceilings it climbs above. */
export function usePathCheck(
  companyId: string,
  siteId: string,
  path: readonly LngLat[] | null,
  heightM: number,
) {
  return useQuery({
    queryKey: ['airspace', 'path', companyId, siteId, path ? pathKey(path) : null, heightM],
    queryFn: ({ signal }) =>
      api.post<TPathCheckResponse>(
        `/api/v4/company/${encodeURIComponent(companyId)}/sites/${encodeURIComponent(siteId)}/airspace/path`,
        { path, height_m: heightM },
        { signal },
      ),
    enabled: path !== null && path.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** A saved mission's go/no-go, at its height and with its drone. */
export function useMissionAirspace(companyId: string, missionId: string | null) {
  return useQuery({
    queryKey: ['airspace', 'mission', companyId, missionId],
    queryFn: ({ signal }) =>
      api.get<TMissionAirspaceResponse>(
        `/api/v4/company/${encodeURIComponent(companyId)}/missions/${encodeURIComponent(missionId!)}/airspace`,
        { signal },
      ),
    enabled: missionId !== null,
  });
}

/**
 * The catalogue's display name of a drone id (the same cache entry as the planner's and the fleet's
 * catalogue, read here because features do not import each other). The id until the catalogue
 * loads, or when the catalogue no longer lists it.
 */
export function useDroneModelName(droneId: string | null | undefined): string | null {
  const drones = useQuery({
    queryKey: assetKeys.drones(),
    queryFn: ({ signal }) =>
      api.get<TListDronesResponse>('/api/v4/assets/drone', { auth: false, signal }),
    staleTime: Infinity,
    enabled: Boolean(droneId),
  });
  if (!droneId) return null;
  return drones.data?.find((d) => d.id === droneId)?.model_name ?? droneId;
}
