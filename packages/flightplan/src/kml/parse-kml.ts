// Streaming KML reader on saxes. saxes never expands entities beyond the five predefined ones and
// has no external-entity support, and we additionally refuse any DOCTYPE, so billion-laughs and XXE
// payloads are rejected before they can cost anything. Work is bounded by input size (checked by
// the caller), a part/vertex budget and a wall-clock deadline checked between chunks. Vertices are
// counted while the <coordinates> text streams in, before any of it is split into numbers, so a
// 20 MB file of millions of vertices is refused holding a few MB, not the ~1 GB its arrays need.
import { SaxesParser } from 'saxes';
import { err, ok, type Result } from '@sortie/domain';
import type { LngLat } from '../mission/types.ts';
import { parseKmlCoordinates } from './coordinates.ts';
import { siteFileIssue, type RawPart, type SiteFileIssue } from './issues.ts';

export interface KmlLimits {
  maxParts: number;
  maxVertices: number;
  deadlineMs: number;
  /** When the clock started (Date.now()); several files of one KMZ share one deadline. */
  startedAt?: number;
}

/**
 * Deepest element nesting read. Real files nest ten or twenty levels (folders of folders); 1,000
 * nested Placemarks were accepted before (issue 10 §11), each level costing stack and state.
 */
export const MAX_KML_DEPTH = 64;

/** What a document links to (NetworkLink hrefs), for a KMZ reader to follow inside its archive. */
export interface KmlLinks {
  hrefs: string[];
}

/**
 * 200 000 vertices is 40× the most detailed field boundary we have seen and still validates in
 * well under a second; 10 000 features covers any real collection; 10 s stops pathological input.
 */
export const DEFAULT_KML_LIMITS: KmlLimits = {
  maxParts: 10_000,
  maxVertices: 200_000,
  deadlineMs: 10_000,
};

class Abort {
  constructor(readonly issue: SiteFileIssue) {}
}

interface PolygonState {
  outer: LngLat[] | null;
  holes: LngLat[][];
}

interface PlacemarkState {
  name: string | null;
  parts: { type: RawPart['type']; rings: LngLat[][] }[];
}

const local = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Reads every Point, LineString and Polygon (MultiGeometry parts split) of a KML document.
 *
 * @example
 * const r = parseKmlText('<kml><Placemark><Point><coordinates>1,2</coordinates></Point></Placemark></kml>', 'a');
 * // r.ok && r.value[0].type === 'Point'
 */
export function parseKmlText(
  text: string,
  defaultName: string,
  limits: KmlLimits = DEFAULT_KML_LIMITS,
  links?: KmlLinks,
): Result<RawPart[], SiteFileIssue> {
  const started = limits.startedAt ?? Date.now();
  const parser = new SaxesParser({ xmlns: false, position: false });
  const stack: string[] = [];
  const out: RawPart[] = [];
  let placemark: PlacemarkState | null = null;
  let polygon: PolygonState | null = null;
  let text$: string[] | null = null;
  let nameText: string[] | null = null;
  let hrefText: string[] | null = null;
  let vertices = 0;
  let parts = 0;
  // Commas seen in the current <coordinates>: every tuple has one or two, so commas / 2 never
  // exceeds its vertex count and the running estimate can refuse early without false alarms.
  let commas = 0;

  const refuse = (type: Parameters<typeof siteFileIssue>[0], details?: Record<string, unknown>) => {
    throw new Abort(siteFileIssue(type, details));
  };
  const tooManyFeatures = () =>
    refuse('file_too_large', { reason: 'too_many_features', max_features: limits.maxParts });
  const tooManyVertices = () =>
    refuse('file_too_large', { reason: 'too_many_vertices', max_vertices: limits.maxVertices });

  parser.on('doctype', () => refuse('unsafe_file', { reason: 'doctype' }));
  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    const parent = stack[stack.length - 1];
    stack.push(name);
    if (stack.length > MAX_KML_DEPTH)
      refuse('too_complex', { reason: 'too_deeply_nested', max_depth: MAX_KML_DEPTH });
    if (name === 'Placemark') {
      // KML has no Placemark inside a Placemark; reading one would silently drop the outer one.
      if (placemark) refuse('invalid_kml', { reason: 'nested_placemark' });
      placemark = { name: null, parts: [] };
    } else if (name === 'href' && links && stack.includes('NetworkLink')) hrefText = [];
    else if (name === 'name' && parent === 'Placemark') nameText = [];
    else if (name === 'Polygon') polygon = { outer: null, holes: [] };
    else if (name === 'coordinates') {
      text$ = [];
      commas = 0;
    }
  });
  parser.on('text', (t) => {
    if (text$) {
      text$.push(t);
      for (let i = t.indexOf(','); i >= 0; i = t.indexOf(',', i + 1)) commas++;
      if (vertices + commas / 2 > limits.maxVertices) tooManyVertices();
    } else if (nameText) nameText.push(t);
    else if (hrefText) hrefText.push(t);
  });
  parser.on('cdata', (t) => {
    if (nameText) nameText.push(t);
  });
  parser.on('closetag', (tag) => {
    const name = local(tag.name);
    stack.pop();
    const pm = placemark;
    if (name === 'href' && hrefText) {
      const href = hrefText.join('').trim();
      if (href) links?.hrefs.push(href);
      hrefText = null;
    } else if (name === 'name' && nameText) {
      if (pm) pm.name = nameText.join('').trim() || null;
      nameText = null;
    } else if (name === 'coordinates' && text$) {
      const parsed = parseKmlCoordinates(text$.join(''));
      text$ = null;
      if (!parsed.ok)
        refuse(parsed.reason === 'out_of_range' ? 'invalid_coordinates' : 'invalid_kml', {
          reason: parsed.reason,
        });
      else if (pm) {
        vertices += parsed.coords.length;
        if (vertices > limits.maxVertices) tooManyVertices();
        attach(pm, stack, polygon, parsed.coords);
        if (parts + pm.parts.length > limits.maxParts) tooManyFeatures();
      }
    } else if (name === 'Polygon') {
      const poly = polygon;
      // A polygon without an outer boundary is invalid and dropped, whatever its holes.
      if (pm && poly?.outer) pm.parts.push({ type: 'Polygon', rings: [poly.outer, ...poly.holes] });
      polygon = null;
    } else if (name === 'Placemark' && pm) {
      const base = pm.name ?? defaultName;
      pm.parts.forEach((p, i) =>
        out.push({ name: pm.parts.length > 1 ? `${base} ${i + 1}` : base, ...p }),
      );
      parts += pm.parts.length;
      if (parts > limits.maxParts) tooManyFeatures();
      placemark = null;
    }
  });

  try {
    const CHUNK = 1 << 18;
    for (let i = 0; i < text.length; i += CHUNK) {
      parser.write(text.slice(i, i + CHUNK));
      if (Date.now() - started > limits.deadlineMs)
        refuse('file_too_large', { reason: 'timeout', deadline_ms: limits.deadlineMs });
    }
    parser.close();
  } catch (e) {
    if (e instanceof Abort) return err(e.issue);
    return err(siteFileIssue('invalid_kml', { reason: 'malformed_xml' }));
  }
  return ok(out);
}

/** Puts parsed coordinates where the element stack says they belong. */
function attach(
  pm: PlacemarkState,
  stack: readonly string[],
  polygon: PolygonState | null,
  coords: LngLat[],
): void {
  const owner = stack[stack.length - 1];
  if (owner === 'Point') pm.parts.push({ type: 'Point', rings: [coords] });
  else if (owner === 'LineString') pm.parts.push({ type: 'LineString', rings: [coords] });
  else if (owner === 'LinearRing') {
    const boundary = stack[stack.length - 2];
    if (polygon && boundary === 'outerBoundaryIs') polygon.outer = coords;
    else if (polygon && boundary === 'innerBoundaryIs') polygon.holes.push(coords);
    else if (!polygon) pm.parts.push({ type: 'Polygon', rings: [coords] });
  }
}
