// The zones a brand's rules draw around an aerodrome, as shapes for the map. The rings are
// measured from the perimeter, which the dataset does not have: like the judge, the assumed
// perimeter distance (`perimeterKm`) is added to the reference point's radius, and the first ring
// covers the whole disc (inside the perimeter counts as 0 km from it).
import { destination, type LngLat, type PolygonRings } from './geo.ts';
import type { Aerodrome } from './judge.ts';
import { ringClass, ringFreeHeightM, type TAirspaceRules, type TZoneClass } from './rules.ts';

/** Vertices per circle: under 0.2 % short of the true radius, a light answer for the map. */
const CIRCLE_STEPS = 64;

/** Outermost radius of the rings around an aerodrome's reference point, km. */
export function aerodromeReachKm(rules: TAirspaceRules, type: Aerodrome['type']): number {
  return rules.perimeterKm[type] + Math.max(...rules.aerodromeRings.map((r) => r.toKm));
}

export type AerodromeRingZone = {
  aerodrome: Aerodrome;
  class: TZoneClass;
  fromKm: number;
  toKm: number;
  freeHeightM: number;
  /** The ring: an outer circle and, past the first ring, the inner circle as a hole. */
  polygon: PolygonRings;
};

function circle(centre: LngLat, radiusKm: number, clockwise: boolean): LngLat[] {
  const ring: LngLat[] = [];
  for (let i = 0; i <= CIRCLE_STEPS; i++) {
    const step = i % CIRCLE_STEPS; // the last vertex repeats the first exactly
    const bearing = ((clockwise ? step : CIRCLE_STEPS - step) * 360) / CIRCLE_STEPS;
    ring.push(destination(centre, bearing, radiusKm * 1000));
  }
  return ring;
}

/**
 * The rings of the brand's rules around one aerodrome, outer rings counter-clockwise and holes
 * clockwise (GeoJSON's right-hand rule).
 *
 * @example aerodromeRingZones(indiaRules, kempegowda).map((z) => z.class) // ['yellow', 'green']
 */
export function aerodromeRingZones(rules: TAirspaceRules, a: Aerodrome): AerodromeRingZone[] {
  const perimeter = rules.perimeterKm[a.type];
  return rules.aerodromeRings.map((ring) => {
    const inner = ring.fromKm > 0 ? [circle(a.lngLat, perimeter + ring.fromKm, true)] : [];
    return {
      aerodrome: a,
      class: ringClass(rules, ring),
      fromKm: ring.fromKm,
      toKm: ring.toKm,
      freeHeightM: ringFreeHeightM(rules, ring),
      polygon: [circle(a.lngLat, perimeter + ring.toKm, false), ...inner],
    };
  });
}
