// The advisory for points at a height: which zones apply, what each means, the nearest
// aerodromes, the data's dates and the disclaimer. The judging itself is pure
// (packages/domain/src/airspace/judge.ts); this only gathers the candidates and shapes the answer.
import {
  inPolygon,
  judge,
  type LngLat,
  type TAirspaceRules,
  type Verdict,
} from '@sortie/domain/airspace';
import type { TAdvisory, TSiteGeometry } from '@sortie/domain/contracts';
import type { Clock } from '../../clock.ts';
import type { AerodromeSet } from './aerodromes.ts';
import type { ZoneFiles } from './zone-files.ts';

/** Rules for a brand without an `airspace` block: the safe side, and it says so. */
export const DEFAULT_RULES: TAirspaceRules = {
  code: 'default',
  authority: 'Conservative default (no regulator rules configured for this brand)',
  source:
    'Not a regulator publication: 120 m, and controlled airspace within 12 km of an aerodrome.',
  conservativeDefault: true,
  maxHeightM: 120,
  aerodromeRings: [{ fromKm: 0, toKm: 12, freeHeightM: 0 }],
  perimeterKm: { large_airport: 2, medium_airport: 1 },
  permission: {
    yellow: 'permission from the air navigation authority',
    red: 'flights only with the authority’s permission',
  },
  permissionCodes: { yellow: 'default_yellow', red: 'default_red' },
  checkedOn: '2026-11-24',
};

export const DISCLAIMER =
  'Advisory only. Zones around aerodromes are measured from reference points in OurAirports data, ' +
  'not surveyed perimeters, and imported zones may be out of date. The regulator’s own map, NOTAMs ' +
  'and local restrictions decide; the pilot remains responsible for every flight.';
/** The disclaimer's code for clients writing it in their reader's language (decision 432). */
export const DISCLAIMER_CODE = { code: 'advisory_only', params: {} };

/** Aerodromes further than this are not listed (the widest ring plus the largest perimeter). */
const NEAR_KM = 50;
const LISTED_AERODROMES = 5;
/** Points of a site's outline judged exactly (an outline is thinned to this many). */
const MAX_SITE_POINTS = 500;

/** A site's centre first, then its outline thinned to MAX_SITE_POINTS. */
export function pointsOf(g: TSiteGeometry): LngLat[] {
  const all: LngLat[] =
    g.type === 'Point'
      ? [g.coordinates]
      : g.type === 'LineString'
        ? g.coordinates
        : (g.coordinates[0] ?? []);
  const step = Math.max(1, Math.ceil(all.length / MAX_SITE_POINTS));
  const pts = all.filter((_, i) => i % step === 0);
  const c: LngLat = [
    pts.reduce((s, p) => s + p[0], 0) / pts.length,
    pts.reduce((s, p) => s + p[1], 0) / pts.length,
  ];
  return [c, ...pts];
}

export type Advise = ReturnType<typeof createAdvisor>;

export function createAdvisor(deps: { clock: Clock; aerodromes: AerodromeSet; files: ZoneFiles }) {
  return async function advise(
    rules: TAirspaceRules,
    points: LngLat[],
    heightM: number | undefined,
    sitePolygon?: LngLat[][],
  ): Promise<{ advisory: TAdvisory; verdict: Verdict }> {
    const z = await deps.files.zones();
    const lngs = points.map((p) => p[0]);
    const lats = points.map((p) => p[1]);
    const candidates = z.index.search(
      Math.min(...lngs),
      Math.min(...lats),
      Math.max(...lngs),
      Math.max(...lats),
    );
    const near = deps.aerodromes.near(points, NEAR_KM);
    const verdict = judge({
      rules,
      points,
      ...(heightM === undefined ? {} : { heightM }),
      aerodromes: near.map((n) => n.aerodrome),
      zones: candidates,
      at: deps.clock.now(),
      // A zone wholly inside a site touches none of the site's points.
      ...(sitePolygon
        ? {
            zoneTouches: (zone) =>
              zone.polygons.some((r) => !!r[0]?.[0] && inPolygon(r[0][0], sitePolygon)),
          }
        : {}),
    });
    const advisory: TAdvisory = {
      class: verdict.class,
      permission_needed: verdict.permissionNeeded,
      max_height_m: verdict.maxHeightM,
      height_m: heightM ?? null,
      findings: verdict.findings.map((f) => ({
        class: f.class,
        kind: f.kind,
        text: f.text,
        ...(f.textCode ? { text_code: f.textCode } : {}),
        free_height_m: f.freeHeightM,
        zone_id: f.zone?.id ?? null,
        aerodrome_ident: f.aerodrome?.ident ?? null,
      })),
      aerodromes: near.slice(0, LISTED_AERODROMES).map((n) => ({
        ident: n.aerodrome.ident,
        iata: n.aerodrome.iata,
        name: n.aerodrome.name,
        lng_lat: n.aerodrome.lngLat,
        distance_km: Math.round(n.distanceKm * 10) / 10,
      })),
      authority: rules.authority,
      rules_source: rules.source,
      ...(rules.code
        ? {
            authority_code: { code: rules.code, params: {} },
            rules_source_code: { code: rules.code, params: {} },
          }
        : {}),
      conservative_default: rules.conservativeDefault,
      rules_checked_on: rules.checkedOn,
      aerodrome_source: deps.aerodromes.source,
      aerodrome_data_date: deps.aerodromes.dataDate,
      zones_updated_at: z.updatedAt?.toISOString() ?? null,
      disclaimer: DISCLAIMER,
      disclaimer_code: DISCLAIMER_CODE,
    };
    return { advisory, verdict };
  };
}
