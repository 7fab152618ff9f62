// The zones the brand's rules draw around aerodromes (DGCA's yellow and green rings around
// Kempegowda), for the advisory page's map: without them a map with no imported zones shows
// nothing near an airport, though the advisory says yellow. The aerodromes sit in a Flatbush
// index (as the imported zones do); the work per answer is bounded by the box's span and the
// number of aerodromes, and past either the box is refused (422) rather than cut short.
import { AppError } from '@sortie/domain';
import {
  aerodromeReachKm,
  aerodromeRingZones,
  ringClass,
  ringFreeHeightM,
  type Aerodrome,
  type TZoneClass,
  type TAirspaceRules,
} from '@sortie/domain/airspace';
import {
  AERODROME_ZONES_MAX_AERODROMES,
  AERODROME_ZONES_MAX_SPAN_DEG,
  type TAerodromeZonesResponse,
} from '@sortie/domain/contracts';
import type { AerodromeSet } from './aerodromes.ts';
import { buildZoneIndex, type Box } from './zone-index.ts';

const KM_PER_DEG = 111.2;

function tooLarge(message: string) {
  return new AppError('bbox_too_large', 422, message);
}

export type AerodromeZones = ReturnType<typeof createAerodromeZones>;

export function createAerodromeZones(aerodromes: AerodromeSet) {
  const index = buildZoneIndex(
    aerodromes.all.map((a) => ({ a, bbox: [...a.lngLat, ...a.lngLat] as Box })),
  );

  return function aerodromeZonesIn(rules: TAirspaceRules, bbox: Box): TAerodromeZonesResponse {
    const [minLng, minLat, maxLng, maxLat] = bbox;
    if (
      maxLng - minLng > AERODROME_ZONES_MAX_SPAN_DEG ||
      maxLat - minLat > AERODROME_ZONES_MAX_SPAN_DEG
    )
      throw tooLarge(
        `The box is too large to draw aerodrome zones in: at most ${AERODROME_ZONES_MAX_SPAN_DEG}° on a side. Zoom in.`,
      );
    // Aerodromes just outside the box whose rings reach into it count too.
    const reachKm = Math.max(
      aerodromeReachKm(rules, 'large_airport'),
      aerodromeReachKm(rules, 'medium_airport'),
    );
    const dLat = reachKm / KM_PER_DEG;
    const widestLat = Math.min(89, Math.max(Math.abs(minLat), Math.abs(maxLat)) + dLat);
    const dLng = dLat / Math.cos((widestLat * Math.PI) / 180);
    const hits: Aerodrome[] = index
      .search(minLng - dLng, minLat - dLat, maxLng + dLng, maxLat + dLat)
      .map((h) => h.a);
    if (hits.length > AERODROME_ZONES_MAX_AERODROMES)
      throw tooLarge(
        `The box holds more than ${AERODROME_ZONES_MAX_AERODROMES} aerodromes, too many to draw their zones at once. Zoom in.`,
      );
    const band = (r: { class: TZoneClass; fromKm: number; toKm: number; freeHeightM: number }) => ({
      class: r.class,
      from_km: r.fromKm,
      to_km: r.toKm,
      free_height_m: r.freeHeightM,
    });
    return {
      zones: hits.flatMap((a) =>
        aerodromeRingZones(rules, a).map((z) => ({
          ...band(z),
          aerodrome_ident: a.ident,
          aerodrome_name: a.name,
          polygon: z.polygon,
        })),
      ),
      rings: rules.aerodromeRings.map((r) =>
        band({ ...r, class: ringClass(rules, r), freeHeightM: ringFreeHeightM(rules, r) }),
      ),
      authority: rules.authority,
      ...(rules.code ? { authority_code: { code: rules.code, params: {} } } : {}),
    };
  };
}
