// OpenAIP airspace files, both shapes in circulation:
//  - the openAIP v2 JSON export (an array of airspaces, or { items: [...] } as the API pages it):
//    name, type (a number), upperLimit/lowerLimit { value, unit, referenceDatum }, geometry as
//    GeoJSON;
//  - the legacy openAIP XML (OPENAIP > AIRSPACES > ASP CATEGORY="…" with ALTLIMIT_TOP/BOTTOM and
//    GEOMETRY > POLYGON "lng lat, lng lat, …").
// Only airspace that reaches drone heights becomes a zone (decision 394): prohibited and
// restricted are red; danger, control zones (CTR), aerodrome traffic zones and the like are
// yellow. Airspace that starts aloft (TMA, CTA, FIR, airways, classes A–E above the ground) is
// skipped and counted. Heights: feet and flight levels become metres; a floor given above mean
// sea level or as a flight level cannot be turned into a height above ground without terrain,
// so it counts as the ground (the safe side); ceilings are kept as given (also the safe side).
import type { PolygonRings } from '@sortie/domain/airspace';
import { geoJsonPolygons } from './parse-geojson-zones.ts';
import { walkXml } from './read-xml.ts';
import {
  checkRing,
  MAX_VERTICES_PER_FILE,
  num,
  refuse,
  type RawZone,
  type ZoneBudget,
} from './zone-fields.ts';

const FT = 0.3048;

/**
 * openAIP v2 airspace type codes that reach the ground, and the class they become. The codes
 * were checked against openAIP Core API enumerations as client code spells them (decision 382):
 * 0 other, 1 restricted, 2 danger, 3 prohibited, 4 CTR, 5 TMZ, 6 RMZ, 7 TMA, 8 TRA, 9 TSA,
 * 10 FIR, 11 UIR, 12 ADIZ, 13 ATZ, 14 MATZ, 15 airway, 16 MTR, 17 alert, 18 warning,
 * 19 protected, 20 HTZ, 21 gliding, 22 TRP, 23 TIZ, 24 TIA, 25 MTA, 26 CTA, 27 ACC sector,
 * 28 aerial sporting, 29 low-altitude overflight restriction, 30 military route, 31 TSA/TRA
 * feeding route, 32 VFR sector, 33 FIS sector, 34 LTA, 35 UTA, 36 MCTR.
 */
const V2_TYPES: Record<number, { word: string; fromGroundOnly: boolean }> = {
  1: { word: 'restricted', fromGroundOnly: false },
  2: { word: 'danger', fromGroundOnly: false },
  3: { word: 'prohibited', fromGroundOnly: false },
  4: { word: 'controlled', fromGroundOnly: true }, // CTR
  13: { word: 'controlled', fromGroundOnly: true }, // ATZ
  14: { word: 'controlled', fromGroundOnly: true }, // MATZ
  20: { word: 'controlled', fromGroundOnly: true }, // HTZ (helicopter traffic zone)
  36: { word: 'controlled', fromGroundOnly: true }, // MCTR (military control zone)
};

/** Legacy XML CATEGORY values, likewise. Classes A–E count only from the ground. */
const XML_CATEGORIES: Record<string, { word: string; fromGroundOnly: boolean }> = {
  PROHIBITED: { word: 'prohibited', fromGroundOnly: false },
  RESTRICTED: { word: 'restricted', fromGroundOnly: false },
  DANGER: { word: 'danger', fromGroundOnly: false },
  CTR: { word: 'controlled', fromGroundOnly: true },
  ATZ: { word: 'controlled', fromGroundOnly: true },
  A: { word: 'controlled', fromGroundOnly: true },
  B: { word: 'controlled', fromGroundOnly: true },
  C: { word: 'controlled', fromGroundOnly: true },
  D: { word: 'controlled', fromGroundOnly: true },
  E: { word: 'controlled', fromGroundOnly: true },
};

type Limit = { metres: number | null; aboveGround: boolean };

/**
 * v2 units: 0 metres, 1 feet (checked, decision 382), 6 flight level (not found in a source: an
 * FL limit is read as FL × 100 ft); datum: 0 ground, 1 MSL (checked), 2 standard (FL).
 */
function v2Limit(v: unknown): Limit {
  const o = typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
  const value = num(o.value);
  const factor = o.unit === 0 ? 1 : o.unit === 1 ? FT : o.unit === 6 ? 100 * FT : null;
  return {
    metres: value === null || factor === null ? null : Math.round(value * factor * 10) / 10,
    aboveGround: o.referenceDatum === 0,
  };
}

/** Legacy units: F feet, FL flight level, M metres; REFERENCE GND, MSL or STD. */
function xmlLimit(unit: string, value: string, reference: string): Limit {
  const n = num(value);
  const factor = unit === 'M' ? 1 : unit === 'F' ? FT : unit === 'FL' ? 100 * FT : null;
  return {
    metres: n === null || factor === null ? null : Math.round(n * factor * 10) / 10,
    aboveGround: reference === 'GND',
  };
}

/** The zone, or null when the airspace does not reach drone heights. */
function rawOf(
  where: string,
  name: string,
  kind: { word: string; fromGroundOnly: boolean } | undefined,
  floor: Limit,
  ceiling: Limit,
  polygons: PolygonRings[],
): RawZone | null {
  if (!kind) return null;
  const floorM = floor.aboveGround ? floor.metres : 0;
  if (kind.fromGroundOnly && (!floor.aboveGround || (floor.metres ?? 0) > 0)) return null;
  return {
    where,
    name,
    classWord: kind.word,
    floorM,
    ceilingM: ceiling.metres,
    polygons,
  };
}

function readV2(doc: unknown, budget: ZoneBudget) {
  const items = Array.isArray(doc)
    ? doc
    : typeof doc === 'object' && doc !== null && Array.isArray((doc as { items?: unknown }).items)
      ? (doc as { items: unknown[] }).items
      : null;
  if (!items) throw refuse('The file is not an openAIP airspace export (an array of airspaces).');
  const raws: RawZone[] = [];
  let skipped = 0;
  items.forEach((a: unknown, i) => {
    const o = typeof a === 'object' && a !== null ? (a as Record<string, unknown>) : {};
    const name = typeof o.name === 'string' ? o.name : '';
    const where = `Airspace ${i + 1}${name ? ` (${name.slice(0, 60)})` : ''}`;
    const polygons = geoJsonPolygons(o.geometry, where, budget);
    const raw =
      polygons &&
      rawOf(
        where,
        name,
        typeof o.type === 'number' ? V2_TYPES[o.type] : undefined,
        v2Limit(o.lowerLimit),
        v2Limit(o.upperLimit),
        polygons,
      );
    if (!raw) skipped++;
    else {
      budget.addZone();
      raws.push(raw);
    }
  });
  return { raws, skipped };
}

type Asp = {
  category: string;
  name: string;
  top: { ref: string; unit: string; value: string };
  bottom: { ref: string; unit: string; value: string };
  polygon: string;
};

function readXml(content: string, budget: ZoneBudget) {
  const raws: RawZone[] = [];
  let skipped = 0;
  let count = 0;
  let asp: Asp | null = null;
  let buf: string[] | null = null;
  let bufLen = 0;
  let commas = 0;
  let sawRoot = false;
  const limit = () => ({ ref: '', unit: '', value: '' });
  walkXml(content, 'openAIP', budget, {
    open(name, attrs, stack) {
      if (stack.length === 1) sawRoot = name === 'OPENAIP';
      if (name === 'ASP') {
        count++;
        asp = {
          category: attrs.CATEGORY ?? '',
          name: '',
          top: limit(),
          bottom: limit(),
          polygon: '',
        };
      } else if (!asp) return;
      else if (name === 'ALTLIMIT_TOP') asp.top.ref = attrs.REFERENCE ?? '';
      else if (name === 'ALTLIMIT_BOTTOM') asp.bottom.ref = attrs.REFERENCE ?? '';
      else if (name === 'ALT') {
        const parent = stack[stack.length - 2];
        if (parent === 'ALTLIMIT_TOP') asp.top.unit = attrs.UNIT ?? '';
        if (parent === 'ALTLIMIT_BOTTOM') asp.bottom.unit = attrs.UNIT ?? '';
      }
      if (name === 'NAME' || name === 'ALT' || name === 'POLYGON') {
        buf = [];
        bufLen = 0;
        commas = 0;
      }
    },
    text(t, stack) {
      if (!buf) return;
      bufLen += t.length;
      // A POLYGON's text has a comma between vertices: a run of more than the vertex budget is
      // refused while it streams in, before it is split; other values are short and cut.
      if (stack[stack.length - 1] === 'POLYGON') {
        for (let i = t.indexOf(','); i >= 0; i = t.indexOf(',', i + 1)) commas++;
        if (budget.vertices + commas > MAX_VERTICES_PER_FILE) budget.addVertices(commas);
      } else if (bufLen > 10_000) return;
      buf.push(t);
    },
    close(name, stack) {
      const a = asp;
      if (!a) return;
      const text = buf ? buf.join('').trim() : '';
      const parent = stack[stack.length - 2];
      if (name === 'NAME' && parent === 'ASP') a.name = text;
      else if (name === 'ALT' && parent === 'ALTLIMIT_TOP') a.top.value = text;
      else if (name === 'ALT' && parent === 'ALTLIMIT_BOTTOM') a.bottom.value = text;
      else if (name === 'POLYGON') a.polygon = text;
      if (name === 'NAME' || name === 'ALT' || name === 'POLYGON') buf = null;
      if (name !== 'ASP') return;
      const where = `Airspace ${count}${a.name ? ` (${a.name.slice(0, 60)})` : ''}`;
      const positions = a.polygon
        .split(',')
        .map((p) => p.trim().split(/\s+/))
        .filter((p) => p.length >= 2);
      const raw =
        positions.length > 0
          ? rawOf(
              where,
              a.name,
              XML_CATEGORIES[a.category.toUpperCase()],
              xmlLimit(a.bottom.unit, a.bottom.value, a.bottom.ref),
              xmlLimit(a.top.unit, a.top.value, a.top.ref),
              [[checkRing(positions, where, budget)]],
            )
          : null;
      if (!raw) skipped++;
      else {
        budget.addZone();
        raws.push(raw);
      }
      asp = null;
    },
  });
  if (!sawRoot) throw refuse('The file is not an openAIP XML file (its root is not OPENAIP).');
  return { raws, skipped };
}

export function readOpenAipZones(
  content: string,
  budget: ZoneBudget,
): { raws: RawZone[]; skipped: number } {
  const first = content.trimStart()[0];
  if (first === '<') return readXml(content, budget);
  let doc: unknown;
  try {
    doc = JSON.parse(content);
  } catch {
    throw refuse('The file is neither openAIP JSON nor openAIP XML.');
  }
  return readV2(doc, budget);
}
