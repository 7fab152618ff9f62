// Runtime shape checks for the bundled catalogue. The JSON ships with the package, so a bad entry
// is a programming error: we collect every problem and throw once, listing them all, at first use.
import type { CatalogCamera, CatalogDrone } from './catalog-types.ts';

type Rec = Record<string, unknown>;

const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

class Checker {
  readonly issues: string[] = [];

  rec(v: unknown, path: string): Rec {
    if (isRec(v)) return v;
    this.issues.push(`${path}: expected an object`);
    return {};
  }
  str(o: Rec, key: string, path: string): string {
    const v = o[key];
    if (typeof v === 'string') return v;
    this.issues.push(`${path}.${key}: expected a string`);
    return '';
  }
  strOrNull(o: Rec, key: string, path: string): string | null {
    const v = o[key];
    return v === null || v === undefined ? null : this.str(o, key, path);
  }
  /** Finite non-negative number or null; negative allowed only when `signed`. */
  num(o: Rec, key: string, path: string, signed = false): number | null {
    const v = o[key];
    if (v === null || v === undefined) return null;
    if (typeof v === 'number' && Number.isFinite(v) && (signed || v >= 0)) return v;
    this.issues.push(`${path}.${key}: expected a ${signed ? '' : 'non-negative '}number or null`);
    return null;
  }
  bool(o: Rec, key: string, path: string): boolean | null {
    const v = o[key];
    if (v === null || v === undefined || typeof v === 'boolean') return v ?? null;
    this.issues.push(`${path}.${key}: expected a boolean or null`);
    return null;
  }
  strings(o: Rec, key: string, path: string): string[] {
    const v = o[key];
    if (Array.isArray(v) && v.every((s): s is string => typeof s === 'string')) return v;
    this.issues.push(`${path}.${key}: expected a list of strings`);
    return [];
  }
  list(v: unknown, path: string): unknown[] {
    if (Array.isArray(v)) return v;
    this.issues.push(`${path}: expected a list`);
    return [];
  }
  done<T>(value: T, what: string): T {
    if (this.issues.length > 0) {
      throw new Error(`Invalid ${what} catalogue:\n${this.issues.join('\n')}`);
    }
    return value;
  }
}

/** Validates data/drones.json; throws listing every bad field. */
export function parseDroneCatalogue(raw: unknown): CatalogDrone[] {
  const c = new Checker();
  const drones = c.list(raw, 'drones').map((entry, i): CatalogDrone => {
    const p = `drones[${i}]`;
    const o = c.rec(entry, p);
    const specs = c.rec(o.specs, `${p}.specs`);
    const caps = c.rec(o.capabilities, `${p}.capabilities`);
    return {
      id: c.str(o, 'id', p),
      model_name: c.str(o, 'model_name', p),
      manufacturer: c.str(o, 'manufacturer', p),
      website: c.strOrNull(o, 'website', p),
      specs: {
        endurance: c.num(specs, 'endurance', `${p}.specs`),
        ceiling_height: c.num(specs, 'ceiling_height', `${p}.specs`),
        max_speed_mps: c.num(specs, 'max_speed_mps', `${p}.specs`),
        weight_g: c.num(specs, 'weight_g', `${p}.specs`),
      },
      capabilities: {
        free_flight: c.num(caps, 'free_flight', `${p}.capabilities`),
        hms: c.num(caps, 'hms', `${p}.capabilities`),
        livestream: c.num(caps, 'livestream', `${p}.capabilities`),
        ppk_rtk: c.num(caps, 'ppk_rtk', `${p}.capabilities`),
      },
      download_src: c.strOrNull(o, 'download_src', p),
      camera_ids: c.strings(o, 'camera_ids', p),
      sources: c.strings(o, 'sources', p),
      notes: c.strOrNull(o, 'notes', p) ?? '',
    };
  });
  return c.done(drones, 'drone');
}

/** Validates data/cameras.json; throws listing every bad field. */
export function parseCameraCatalogue(raw: unknown): CatalogCamera[] {
  const c = new Checker();
  const cameras = c.list(raw, 'cameras').map((entry, i): CatalogCamera => {
    const p = `cameras[${i}]`;
    const o = c.rec(entry, p);
    const pitch = c.rec(o.gimbal_pitch, `${p}.gimbal_pitch`);
    return {
      id: c.str(o, 'id', p),
      model_name: c.str(o, 'model_name', p),
      make: c.str(o, 'make', p),
      sensor_width_mm: c.num(o, 'sensor_width_mm', p),
      sensor_height_mm: c.num(o, 'sensor_height_mm', p),
      focal_length_mm: c.num(o, 'focal_length_mm', p),
      image_width_px: c.num(o, 'image_width_px', p),
      image_height_px: c.num(o, 'image_height_px', p),
      minimum_trigger_interval_s: c.num(o, 'minimum_trigger_interval_s', p),
      payload_type: c.str(o, 'payload_type', p),
      mechanical_shutter: c.bool(o, 'mechanical_shutter', p),
      compatible_with: c.strings(o, 'compatible_with', p),
      gimbal_pitch: {
        min: c.num(pitch, 'min', `${p}.gimbal_pitch`, true),
        max: c.num(pitch, 'max', `${p}.gimbal_pitch`, true),
      },
      sources: c.strings(o, 'sources', p),
      notes: c.strOrNull(o, 'notes', p) ?? '',
    };
  });
  return c.done(cameras, 'camera');
}
