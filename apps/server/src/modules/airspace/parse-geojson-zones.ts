// GeoJSON zone files: a FeatureCollection (or one Feature) of Polygon/MultiPolygon features with
// properties class, floor_m, ceiling_m, valid_from, valid_to, name. Other geometries are skipped.
import type { PolygonRings } from '@sortie/domain/airspace';
import { checkRing, num, refuse, type RawZone, type ZoneBudget } from './zone-fields.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A property as text: strings and numbers only (anything else counts as absent). */
const text = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;

/** The polygons of a GeoJSON geometry, or null when it is not a (Multi)Polygon. */
export function geoJsonPolygons(
  g: unknown,
  where: string,
  budget: ZoneBudget,
): PolygonRings[] | null {
  if (!isObj(g)) return null;
  const polygon = (rings: unknown) => {
    if (!Array.isArray(rings) || rings.length === 0) throw refuse(`${where}: an empty polygon.`);
    return rings.map((r) => checkRing(r, where, budget));
  };
  if (g.type === 'Polygon') return [polygon(g.coordinates)];
  if (g.type === 'MultiPolygon' && Array.isArray(g.coordinates)) return g.coordinates.map(polygon);
  return null;
}

export function readGeoJsonZones(
  content: string,
  budget: ZoneBudget,
): { raws: RawZone[]; skipped: number } {
  let doc: unknown;
  try {
    doc = JSON.parse(content);
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
  const raws: RawZone[] = [];
  let skipped = 0;
  features.forEach((f: unknown, i) => {
    const where = `Feature ${i + 1}`;
    const props = isObj(f) && isObj(f.properties) ? f.properties : {};
    const polygons = isObj(f) ? geoJsonPolygons(f.geometry, where, budget) : null;
    if (!polygons) {
      skipped++;
      return;
    }
    budget.addZone();
    raws.push({
      where,
      name: typeof props.name === 'string' ? props.name : undefined,
      classWord: text(props.class ?? props.zone_class ?? props.type),
      floorM: num(props.floor_m ?? props.floor),
      ceilingM: num(props.ceiling_m ?? props.ceiling),
      validFrom: text(props.valid_from),
      validTo: text(props.valid_to),
      polygons,
    });
  });
  return { raws, skipped };
}
