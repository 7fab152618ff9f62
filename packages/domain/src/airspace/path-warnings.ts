// The planner's airspace warnings (issue 17 §2): a mission's judged path at its height, turned
// into what the pilot must hear before saving: the zones it enters, and every ceiling it climbs
// above (an imported zone's ceiling, an aerodrome ring's free height, the brand's maximum).
// Pure: the server answers with it and the tests read it as a table.
import type { CodedText } from './coded-text.ts';
import type { Finding, Verdict } from './judge.ts';
import type { TZoneClass } from './rules.ts';

export type PathWarning = {
  kind: 'enters_zone' | 'above_ceiling';
  class: TZoneClass;
  text: string;
  /** The same sentence as a code and its values (PATH_WARNING_CODES, decision 432). */
  textCode?: CodedText;
};

/** A warning's code, when the finding it repeats could be coded (its permission has a name). */
function coded(f: Finding, code: string, params: CodedText['params']): { textCode?: CodedText } {
  if (!f.textCode) return {};
  const { permission } = f.textCode.params;
  return { textCode: { code, params: permission ? { ...params, permission } : params } };
}

function warningOf(f: Finding, heightM: number): PathWarning | null {
  const h = Math.round(heightM);
  if (f.kind === 'zone' && f.zone && f.class !== 'green')
    return {
      kind: 'enters_zone',
      class: f.class,
      text: `The mission enters ${f.zone.name} (${f.class === 'red' ? 'no-drone zone' : 'controlled airspace'}, ${Math.round(f.zone.floorM)}–${Math.round(f.zone.ceilingM)} m): ${f.text}`,
      // The finding after the colon repeats the zone and its band: the code says them once.
      ...coded(f, f.class === 'red' ? 'enters_zone_red' : 'enters_zone_yellow', {
        zone: f.zone.name,
        floor: Math.round(f.zone.floorM),
        ceiling: Math.round(f.zone.ceilingM),
      }),
    };
  if (f.kind === 'zone' && f.zone && heightM > f.zone.ceilingM)
    return {
      kind: 'above_ceiling',
      class: 'yellow',
      text: `The mission climbs to ${h} m, above the ${Math.round(f.zone.ceilingM)} m ceiling of ${f.zone.name}.`,
      textCode: {
        code: 'above_zone_ceiling',
        params: { height: h, ceiling: Math.round(f.zone.ceilingM), zone: f.zone.name },
      },
    };
  if (f.kind === 'aerodrome' && f.freeHeightM <= 0)
    return {
      kind: 'enters_zone',
      class: 'yellow',
      text: `The mission enters controlled airspace: ${f.text}`,
      ...coded(f, 'enters_controlled', f.textCode?.params ?? {}),
    };
  if (f.kind === 'aerodrome' && heightM > f.freeHeightM)
    return {
      kind: 'above_ceiling',
      class: 'yellow',
      text: `The mission climbs to ${h} m, above the ${Math.round(f.freeHeightM)} m allowed ${f.aerodrome ? `${f.aerodrome.distanceKm.toFixed(1)} km from ${f.aerodrome.name}` : 'here'}.`,
      textCode: f.aerodrome
        ? {
            code: 'above_aerodrome_free',
            params: {
              height: h,
              free: Math.round(f.freeHeightM),
              km: Number(f.aerodrome.distanceKm.toFixed(1)),
              aerodrome: f.aerodrome.name,
            },
          }
        : { code: 'above_free', params: { height: h, free: Math.round(f.freeHeightM) } },
    };
  if (f.kind === 'height')
    return {
      kind: 'above_ceiling',
      class: 'yellow',
      text: `The mission climbs to ${h} m, above the ${Math.round(f.freeHeightM)} m flown here without permission.`,
      textCode: { code: 'above_free', params: { height: h, free: Math.round(f.freeHeightM) } },
    };
  return null;
}

/** Warnings for a path judged at its highest point (m above ground), worst first, no repeats. */
export function pathWarnings(verdict: Verdict, heightM: number): PathWarning[] {
  const out: PathWarning[] = [];
  const seen = new Set<string>();
  let aboveCeiling = false;
  // The generic height finding last: it repeats what a ring or zone ceiling already said.
  const ordered = [
    ...verdict.findings.filter((f) => f.kind !== 'height'),
    ...verdict.findings.filter((f) => f.kind === 'height'),
  ];
  for (const f of ordered) {
    const w = warningOf(f, heightM);
    if (!w || seen.has(w.text)) continue;
    if (f.kind === 'height' && aboveCeiling) continue;
    if (w.kind === 'above_ceiling') aboveCeiling = true;
    seen.add(w.text);
    out.push(w);
  }
  const rank = { red: 0, yellow: 1, green: 2 } as const;
  return out.sort((a, b) => rank[a.class] - rank[b.class]);
}
