// Reads an imported zone file (GeoJSON FeatureCollection of Polygon/MultiPolygon features) into
// zones. Work is bounded: the route's body limit bounds the text, and the zone and vertex budgets
// below bound what is built from it; past them the import is refused with a sentence (422).
import { AppError } from '@sortie/domain';
import { bboxOf, type LngLat, type PolygonRings, type TZoneClass } from '@sortie/domain/airspace';
import type { TImportZoneFileRequest } from '@sortie/domain/contracts';

export const MAX_ZONE_FILE_BYTES = 30 * 1024 * 1024;
export const MAX_ZONES_PER_FILE = 50_000;
export const MAX_VERTICES_PER_FILE = 2_000_000;

export type ParsedZone = {
  name: string;
  class: TZoneClass;
  floorM: number;
  ceilingM: number;
  validFrom: Date | null;
  validTo: Date | null;
  polygons: PolygonRings[];
  bbox: [number, number, number, number];
};

const CLASS_WORDS: Record<string, TZoneClass> = {
  red: 'red',
  prohibited: 'red',
  restricted: 'red',
  yellow: 'yellow',
  controlled: 'yellow',
  danger: 'yellow',
  green: 'green',
};

const refuse = (message: string) => new AppError('invalid_zone_file', 422, message);

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
      ? Number(v)
      : null;
/** A property as text: strings and numbers only (anything else counts as absent). */
const text = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
const date = (v: unknown, where: string): Date | null | undefined => {
  if (text(v) === '') return undefined;
  const d = new Date(text(v));
  if (Number.isNaN(d.getTime())) throw refuse(`${where}: "${text(v)}" is not a date.`);
  return d;
};

function ring(v: unknown, where: string, budget: { vertices: number }): LngLat[] {
  if (!Array.isArray(v) || v.length < 4)
    throw refuse(`${where}: a ring needs at least 4 positions.`);
  budget.vertices += v.length;
  if (budget.vertices > MAX_VERTICES_PER_FILE)
    throw refuse(
      `The file has more than ${MAX_VERTICES_PER_FILE.toLocaleString('en')} vertices; split it.`,
    );
  return v.map((p) => {
    const x = Array.isArray(p) ? num(p[0]) : null;
    const y = Array.isArray(p) ? num(p[1]) : null;
    if (x === null || y === null || Math.abs(x) > 180 || Math.abs(y) > 90)
      throw refuse(`${where}: a position is not a longitude and latitude.`);
    return [x, y] as LngLat;
  });
}

function polygonsOf(
  g: unknown,
  where: string,
  budget: { vertices: number },
): PolygonRings[] | null {
  if (!isObj(g)) return null;
  const polygon = (rings: unknown) => {
    if (!Array.isArray(rings) || rings.length === 0) throw refuse(`${where}: an empty polygon.`);
    return rings.map((r) => ring(r, where, budget));
  };
  if (g.type === 'Polygon') return [polygon(g.coordinates)];
  if (g.type === 'MultiPolygon' && Array.isArray(g.coordinates)) return g.coordinates.map(polygon);
  return null;
}

/** The zones of a GeoJSON text; features that are not polygons are counted and skipped. */
export function parseZoneFile(input: TImportZoneFileRequest): {
  zones: ParsedZone[];
  skipped: number;
} {
  let doc: unknown;
  try {
    doc = JSON.parse(input.content);
  } catch {
    throw refuse('The file is not valid JSON.');
  }
  const features =
    isObj(doc) && doc.type === 'FeatureCollection'
      ? doc.features
      : isObj(doc) && doc.type === 'Feature'
        ? [doc]
        : null;
  if (!Array.isArray(features)) throw refuse('The file is not a GeoJSON FeatureCollection.');
  if (features.length > MAX_ZONES_PER_FILE)
    throw refuse(
      `The file has ${features.length.toLocaleString('en')} features; at most ${MAX_ZONES_PER_FILE.toLocaleString('en')} per file.`,
    );
  const d = input.defaults;
  const budget = { vertices: 0 };
  const zones: ParsedZone[] = [];
  let skipped = 0;
  features.forEach((f: unknown, i) => {
    const where = `Feature ${i + 1}`;
    const props = isObj(f) && isObj(f.properties) ? f.properties : {};
    const polygons = isObj(f) ? polygonsOf(f.geometry, where, budget) : null;
    if (!polygons) {
      skipped++;
      return;
    }
    const word = text(props.class ?? props.zone_class ?? props.type).toLowerCase();
    const cls = word === '' ? d.class : CLASS_WORDS[word];
    if (!cls)
      throw refuse(
        `${where}: class "${word}" is not red, yellow or green (or prohibited, restricted, controlled).`,
      );
    const floorM = num(props.floor_m ?? props.floor) ?? d.floor_m;
    const ceilingM = num(props.ceiling_m ?? props.ceiling) ?? d.ceiling_m;
    if (floorM < 0 || ceilingM <= floorM)
      throw refuse(`${where}: the ceiling must be above the floor.`);
    const validFrom =
      date(props.valid_from, where) ?? (d.valid_from ? new Date(d.valid_from) : null);
    const validTo = date(props.valid_to, where) ?? (d.valid_to ? new Date(d.valid_to) : null);
    const name =
      typeof props.name === 'string' && props.name.trim()
        ? props.name.trim().slice(0, 200)
        : `${input.name} #${i + 1}`;
    zones.push({
      name,
      class: cls,
      floorM,
      ceilingM,
      validFrom,
      validTo,
      polygons,
      bbox: bboxOf(polygons),
    });
  });
  if (zones.length === 0) throw refuse('The file has no Polygon or MultiPolygon features.');
  return { zones, skipped };
}
