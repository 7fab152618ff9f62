// The zones the brand's rules draw around aerodromes in the map's view (public; sent without a
// token). Views wider than the server's cap are not asked for: the legend says to zoom in.
import {
  AERODROME_ZONES_MAX_SPAN_DEG,
  type TAerodromeZonesResponse,
} from '@sortie/domain/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** [minLng, minLat, maxLng, maxLat] */
export type Bbox = [number, number, number, number];

export function isBboxDrawable(b: Bbox): boolean {
  return b[2] - b[0] <= AERODROME_ZONES_MAX_SPAN_DEG && b[3] - b[1] <= AERODROME_ZONES_MAX_SPAN_DEG;
}

/** Two decimals (about 1 km): small pans reuse the answer, whose rings reach 14 km past the box. */
const key = (b: Bbox) => b.map((v) => v.toFixed(2)).join(',');

export const aerodromeZonesOptions = (b: Bbox) =>
  queryOptions({
    queryKey: ['airspace', 'aerodrome-zones', key(b)],
    queryFn: ({ signal }) =>
      api.get<TAerodromeZonesResponse>(`/api/v4/airspace/aerodrome-zones?bbox=${key(b)}`, {
        signal,
        auth: false,
      }),
    staleTime: Infinity, // the rules change with a deploy, not while the page is open
  });

export function useAerodromeZones(b: Bbox | null) {
  return useQuery({
    ...aerodromeZonesOptions(b ?? [0, 0, 0, 0]),
    enabled: b !== null && isBboxDrawable(b),
    placeholderData: keepPreviousData,
  });
}
