// What every zone-file reader shares: the budgets (zones, vertices, a deadline), the 422 with a
// sentence, ring checks, and turning a reader's raw zone (words and numbers as the file spelled
// them) into a ParsedZone with the file's defaults filled in. The readers differ only in syntax.
import { AppError } from '@sortie/domain';
import { bboxOf, type LngLat, type PolygonRings, type TZoneClass } from '@sortie/domain/airspace';
import type { TImportZoneFileRequest } from '@sortie/domain/contracts';

export const MAX_ZONE_FILE_BYTES = 30 * 1024 * 1024;
export const MAX_ZONES_PER_FILE = 50_000;
export const MAX_VERTICES_PER_FILE = 2_000_000;
/** Deepest XML nesting read (KML folders of folders stay far below it). */
export const MAX_XML_DEPTH = 64;
/** A 30 MB file parses in about a second; ten times that is a pathological file. */
export const ZONE_FILE_DEADLINE_MS = 10_000;

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

/** A zone as a reader found it: values still in the file's words, checked by zoneOf. */
export type RawZone = {
  where: string;
  name?: string | undefined;
  classWord?: string | undefined;
  floorM?: number | null | undefined;
  ceilingM?: number | null | undefined;
  validFrom?: string | undefined;
  validTo?: string | undefined;
  polygons: PolygonRings[];
};

export const refuse = (message: string) => new AppError('invalid_zone_file', 422, message);

const CLASS_WORDS: Record<string, TZoneClass> = {
  red: 'red',
  prohibited: 'red',
  restricted: 'red',
  yellow: 'yellow',
  controlled: 'yellow',
  danger: 'yellow',
  green: 'green',
};

/** Counts what a file builds and stops it past the budgets, with a sentence saying what to do. */
export class ZoneBudget {
  vertices = 0;
  zones = 0;
  private readonly startedAt = Date.now();
  constructor(private readonly deadlineMs = ZONE_FILE_DEADLINE_MS) {}

  addVertices(n: number) {
    this.vertices += n;
    if (this.vertices > MAX_VERTICES_PER_FILE)
      throw refuse(
        `The file has more than ${MAX_VERTICES_PER_FILE.toLocaleString('en')} vertices; split it.`,
      );
  }
  addZone() {
    this.zones++;
    if (this.zones > MAX_ZONES_PER_FILE)
      throw refuse(
        `The file has more than ${MAX_ZONES_PER_FILE.toLocaleString('en')} zones; split it into files of at most that many.`,
      );
  }
  checkTime() {
    if (Date.now() - this.startedAt > this.deadlineMs)
      throw refuse(
        `Reading the file took longer than ${this.deadlineMs / 1000} s; split it or simplify its polygons.`,
      );
  }
}

/** A decimal number (or a numeric string); anything else is null. */
export const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/.test(v)
      ? Number(v)
      : null;

/** A ring of [lng, lat] positions: at least 4, on the globe, counted against the budget. */
export function checkRing(v: unknown, where: string, budget: ZoneBudget): LngLat[] {
  if (!Array.isArray(v) || v.length < 4)
    throw refuse(`${where}: a ring needs at least 4 positions.`);
  budget.addVertices(v.length);
  return v.map((p) => {
    const x = Array.isArray(p) ? num(p[0]) : null;
    const y = Array.isArray(p) ? num(p[1]) : null;
    if (x === null || y === null || Math.abs(x) > 180 || Math.abs(y) > 90)
      throw refuse(`${where}: a position is not a longitude and latitude.`);
    return [x, y] as LngLat;
  });
}

const date = (v: string | undefined, where: string): Date | null | undefined => {
  if (v === undefined || v.trim() === '') return undefined;
  const d = new Date(v.trim());
  if (Number.isNaN(d.getTime())) throw refuse(`${where}: "${v.slice(0, 40)}" is not a date.`);
  return d;
};

/** A raw zone checked and completed with the file's defaults. */
export function zoneOf(raw: RawZone, input: TImportZoneFileRequest, index: number): ParsedZone {
  const d = input.defaults;
  const { where } = raw;
  const word = (raw.classWord ?? '').trim().toLowerCase();
  const cls = word === '' ? d.class : CLASS_WORDS[word];
  if (!cls)
    throw refuse(
      `${where}: class "${word.slice(0, 40)}" is not red, yellow or green (or prohibited, restricted, controlled).`,
    );
  const floorM = raw.floorM ?? d.floor_m;
  const ceilingM = raw.ceilingM ?? d.ceiling_m;
  if (floorM < 0 || ceilingM <= floorM)
    throw refuse(`${where}: the ceiling must be above the floor.`);
  const validFrom = date(raw.validFrom, where) ?? (d.valid_from ? new Date(d.valid_from) : null);
  const validTo = date(raw.validTo, where) ?? (d.valid_to ? new Date(d.valid_to) : null);
  const name = raw.name?.trim() ? raw.name.trim().slice(0, 200) : `${input.name} #${index + 1}`;
  return {
    name,
    class: cls,
    floorM,
    ceilingM,
    validFrom,
    validTo,
    polygons: raw.polygons,
    bbox: bboxOf(raw.polygons),
  };
}
