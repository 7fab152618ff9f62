// KML zone files: every Placemark's Polygon (MultiGeometry parts too) becomes a zone. Values come
// from ExtendedData (<Data name="class"><value>…</value></Data> or <SimpleData name="class">),
// with the same names as GeoJSON properties: class, floor_m, ceiling_m, valid_from, valid_to; the
// Placemark's <name> names the zone. Points and lines are skipped and counted.
import type { LngLat, PolygonRings } from '@sortie/domain/airspace';
import { kmlPositions, walkXml } from './read-xml.ts';
import {
  checkRing,
  MAX_VERTICES_PER_FILE,
  num,
  type RawZone,
  type ZoneBudget,
} from './zone-fields.ts';

type Placemark = {
  name: string;
  data: Record<string, string>;
  polygons: PolygonRings[];
  others: number;
};

/** Text over this length inside one value is not a zone's data (a coordinates run has its own budget). */
const MAX_VALUE_CHARS = 10_000;

export function readKmlZones(
  content: string,
  budget: ZoneBudget,
): { raws: RawZone[]; skipped: number } {
  const raws: RawZone[] = [];
  let skipped = 0;
  let count = 0;
  let pm: Placemark | null = null;
  let polygon: LngLat[][] | null = null;
  let buf: string[] | null = null;
  let bufLen = 0;
  let commas = 0;
  let dataName: string | null = null;

  const where = () => `Placemark ${count}${pm?.name ? ` (${pm.name.slice(0, 60)})` : ''}`;

  walkXml(content, 'KML', budget, {
    open(name, attrs, stack) {
      const parent = stack[stack.length - 2];
      if (name === 'Placemark') {
        count++;
        pm = { name: '', data: {}, polygons: [], others: 0 };
      } else if (!pm) return;
      else if (name === 'Polygon') polygon = [];
      else if (name === 'Point' || name === 'LineString') pm.others++;
      else if (name === 'Data' || name === 'SimpleData') {
        dataName = (attrs.name ?? '').toLowerCase();
        if (name === 'SimpleData') buf = [];
      } else if (
        name === 'coordinates' ||
        (name === 'name' && parent === 'Placemark') ||
        (name === 'value' && dataName !== null)
      )
        buf = [];
      bufLen = 0;
      commas = 0;
    },
    text(t, stack) {
      if (!buf) return;
      if (stack[stack.length - 1] === 'coordinates') {
        // Every tuple has one or two commas: half the commas never exceeds the vertices, so a
        // run of millions of positions is refused while it streams in, before it is split.
        for (let i = t.indexOf(','); i >= 0; i = t.indexOf(',', i + 1)) commas++;
        if (budget.vertices + commas / 2 > MAX_VERTICES_PER_FILE) budget.addVertices(commas);
      } else {
        bufLen += t.length;
        if (bufLen > MAX_VALUE_CHARS) return; // a name or value this long is cut, not held
      }
      buf.push(t);
    },
    close(name, stack) {
      const parent = stack[stack.length - 2];
      const p = pm;
      if (!p) return;
      const text = buf ? buf.join('') : '';
      if (name === 'coordinates') {
        if (polygon && stack[stack.length - 2] === 'LinearRing')
          polygon.push(checkRing(kmlPositions(text), where(), budget));
      } else if (name === 'name' && parent === 'Placemark') p.name = text.trim();
      else if ((name === 'value' || name === 'SimpleData') && dataName !== null)
        p.data[dataName] = text.trim();
      else if (name === 'Data') dataName = null;
      else if (name === 'Polygon') {
        // The outer boundary is written first in KML; a polygon without one is skipped.
        if (polygon && polygon.length > 0) p.polygons.push(polygon);
        polygon = null;
      } else if (name === 'Placemark') {
        if (p.polygons.length === 0) skipped++;
        else {
          budget.addZone();
          raws.push({
            where: where(),
            name: p.name,
            classWord: p.data.class ?? p.data.zone_class ?? p.data.type,
            floorM: num(p.data.floor_m ?? p.data.floor),
            ceilingM: num(p.data.ceiling_m ?? p.data.ceiling),
            validFrom: p.data.valid_from,
            validTo: p.data.valid_to,
            polygons: p.polygons,
          });
        }
        pm = null;
      }
      if (name === 'coordinates' || name === 'name' || name === 'value' || name === 'SimpleData')
        buf = null;
    },
  });
  return { raws, skipped };
}
