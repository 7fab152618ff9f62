// The one judge of a point, a site or a mission against the airspace: aerodrome rings from the
// brand's rules plus imported zones. Pure, so it is unit-tested on real places and reused by the
// server's advisory and the go/no-go.
import { distanceM, inPolygon, type LngLat, type PolygonRings } from './geo.ts';
import type { CodedText } from './coded-text.ts';
import { ringClass, ringFreeHeightM, type TAirspaceRules, type TZoneClass } from './rules.ts';

export type Aerodrome = {
  ident: string;
  iata: string | null;
  name: string;
  type: 'large_airport' | 'medium_airport';
  lngLat: LngLat;
};

export type Zone = {
  id: string;
  name: string;
  class: TZoneClass;
  /** Metres above ground. */
  floorM: number;
  ceilingM: number;
  validFrom: Date | null;
  validTo: Date | null;
  source: string;
  polygons: PolygonRings[];
};

export type Finding = {
  class: TZoneClass;
  kind: 'aerodrome' | 'zone' | 'height' | 'rule';
  /** What it means, as a sentence for the pilot. */
  text: string;
  /**
   * The same sentence as a code and its values (FINDING_CODES, decision 432); absent when the
   * brand's permission sentence it quotes has no code (`permissionCodes`).
   */
  textCode?: CodedText;
  /** Height flown without permission because of this finding, m (0 = none). */
  freeHeightM: number;
  aerodrome?: { ident: string; name: string; distanceKm: number };
  zone?: { id: string; name: string; floorM: number; ceilingM: number; source: string };
};

export type Verdict = {
  class: TZoneClass;
  permissionNeeded: boolean;
  /** Highest height flown here without permission, m above ground (0 = permission needed). */
  maxHeightM: number;
  findings: Finding[];
};

const RANK: Record<TZoneClass, number> = { green: 0, yellow: 1, red: 2 };
const worst = (a: TZoneClass, b: TZoneClass) => (RANK[a] >= RANK[b] ? a : b);

export function zoneValidAt(zone: Zone, at: Date): boolean {
  return (!zone.validFrom || zone.validFrom <= at) && (!zone.validTo || zone.validTo > at);
}

function perimeterDistanceKm(rules: TAirspaceRules, a: Aerodrome, p: LngLat): number {
  return Math.max(0, distanceM(a.lngLat, p) / 1000 - rules.perimeterKm[a.type]);
}

/** The code of a finding quoting a brand's permission sentence; none when that has no code. */
function coded(
  rules: TAirspaceRules,
  permission: 'yellow' | 'red' | null,
  code: string,
  params: CodedText['params'],
): { textCode?: CodedText } {
  if (permission === null) return { textCode: { code, params } };
  const name = rules.permissionCodes?.[permission];
  return name ? { textCode: { code, params: { ...params, permission: name } } } : {};
}

/** Findings of the aerodrome rings at one point. */
function aerodromeFindings(rules: TAirspaceRules, aerodromes: Aerodrome[], p: LngLat): Finding[] {
  const out: Finding[] = [];
  for (const a of aerodromes) {
    const km = perimeterDistanceKm(rules, a, p);
    const ring = rules.aerodromeRings.find((r) => km >= r.fromKm && km < r.toKm);
    if (!ring) continue;
    const freeHeightM = ringFreeHeightM(rules, ring);
    const where = `${km.toFixed(1)} km from the perimeter of ${a.name}`;
    const named = { km: Number(km.toFixed(1)), aerodrome: a.name };
    out.push({
      class: ringClass(rules, ring),
      kind: 'aerodrome',
      text:
        freeHeightM > 0
          ? `${where}: up to ${Math.round(freeHeightM)} m without permission; above it, ${rules.permission.yellow}`
          : `${where}: controlled airspace from the ground; ${rules.permission.yellow}`,
      ...(freeHeightM > 0
        ? coded(rules, 'yellow', 'aerodrome_free', { ...named, height: Math.round(freeHeightM) })
        : coded(rules, 'yellow', 'aerodrome_controlled', named)),
      freeHeightM,
      aerodrome: { ident: a.ident, name: a.name, distanceKm: km },
    });
  }
  return out;
}

function zoneFinding(rules: TAirspaceRules, z: Zone): Finding {
  const zone = { id: z.id, name: z.name, floorM: z.floorM, ceilingM: z.ceilingM, source: z.source };
  const band = `${Math.round(z.floorM)}–${Math.round(z.ceilingM)} m`;
  const named = { zone: z.name, floor: Math.round(z.floorM), ceiling: Math.round(z.ceilingM) };
  if (z.class === 'red')
    return {
      class: 'red',
      kind: 'zone',
      text: `${z.name} (${band}): no-drone zone; ${rules.permission.red}`,
      ...coded(rules, 'red', 'zone_red', named),
      freeHeightM: z.floorM,
      zone,
    };
  if (z.class === 'yellow')
    return {
      class: 'yellow',
      kind: 'zone',
      text: `${z.name} (${band}): controlled airspace; ${rules.permission.yellow}`,
      ...coded(rules, 'yellow', 'zone_yellow', named),
      freeHeightM: z.floorM,
      zone,
    };
  return {
    class: 'green',
    kind: 'zone',
    text: `${z.name}: green up to ${Math.round(z.ceilingM)} m`,
    ...coded(rules, null, 'zone_green', { zone: z.name, ceiling: Math.round(z.ceilingM) }),
    freeHeightM: Math.min(z.ceilingM, rules.maxHeightM),
    zone,
  };
}

/**
 * Judge points (a point, or a site's outline and centre) at a flight height (m above ground;
 * omitted = just say how high one may fly). Candidates are pre-filtered by the caller's index;
 * the judge does the exact tests.
 */
export function judge(input: {
  rules: TAirspaceRules;
  points: LngLat[];
  heightM?: number;
  aerodromes: Aerodrome[];
  zones: Zone[];
  at: Date;
  /** Extra exact test for zones (a zone inside a site touches no site vertex). */
  zoneTouches?: (z: Zone) => boolean;
}): Verdict {
  const { rules, points, heightM, at } = input;
  const findings: Finding[] = [];
  const seenAerodrome = new Map<string, Finding>();
  for (const p of points)
    for (const f of aerodromeFindings(rules, input.aerodromes, p)) {
      const prev = seenAerodrome.get(f.aerodrome!.ident);
      if (!prev || f.freeHeightM < prev.freeHeightM) seenAerodrome.set(f.aerodrome!.ident, f);
    }
  findings.push(...seenAerodrome.values());

  for (const z of input.zones) {
    if (!zoneValidAt(z, at)) continue;
    const hit =
      points.some((p) => z.polygons.some((rings) => inPolygon(p, rings))) ||
      (input.zoneTouches?.(z) ?? false);
    if (!hit) continue;
    // A zone above the flight does not apply (its floor is higher than the drone flies).
    if (z.class !== 'green' && heightM !== undefined && heightM < z.floorM) continue;
    findings.push(zoneFinding(rules, z));
  }

  let maxHeightM = rules.maxHeightM;
  let cls: TZoneClass = 'green';
  for (const f of findings) {
    maxHeightM = Math.min(maxHeightM, f.freeHeightM);
    if (f.class !== 'green') cls = worst(cls, f.class);
  }
  // Flying above the free height needs permission even where the ground is green.
  if (heightM !== undefined && heightM > maxHeightM && cls === 'green') {
    cls = 'yellow';
    findings.push({
      class: 'yellow',
      kind: 'height',
      text: `${Math.round(heightM)} m is above the ${Math.round(maxHeightM)} m flown here without permission; ${rules.permission.yellow}`,
      ...coded(rules, 'yellow', 'height_above_free', {
        height: Math.round(heightM),
        free: Math.round(maxHeightM),
      }),
      freeHeightM: maxHeightM,
    });
  }
  // A point judged without a height is yellow only where even the ground needs permission.
  if (heightM === undefined && cls === 'green' && maxHeightM <= 0) cls = 'yellow';
  findings.sort((a, b) => RANK[b.class] - RANK[a.class]);
  // A brand whose regulator wants permission for every professional flight: the zone keeps its
  // class (the map's colour), yet permission is needed. On a green point the rule is the first
  // finding, as it is the reason the go/no-go cites (decision 384).
  const everywhere = rules.professionalPermissionEverywhere;
  if (everywhere) {
    const rule: Finding = {
      class: 'green',
      kind: 'rule',
      text: everywhere,
      ...(rules.professionalPermissionCode
        ? {
            textCode: {
              code: 'permission_everywhere',
              params: { rule: rules.professionalPermissionCode },
            },
          }
        : {}),
      freeHeightM: maxHeightM,
    };
    if (cls === 'green') findings.unshift(rule);
    else findings.push(rule);
  }
  return { class: cls, permissionNeeded: cls !== 'green' || !!everywhere, maxHeightM, findings };
}
