// Every bound the planner enforces, in one place, with the refusal it produces. Refusals are
// AppError.rule (422) whose details name the offending field, so forms can highlight it.
import { AppError, MAX_MISSION_ACRES, SQ_M_PER_ACRE, err, ok, type Result } from '@sortie/domain';

/** feature-areas §3: polygon missions above 5000 acres are refused. */
export const MAX_POLYGON_MISSION_M2 = MAX_MISSION_ACRES * SQ_M_PER_ACRE;
/**
 * Line missions above 50 km are refused: about 80 min of flight at 10 m/s for one corridor pass,
 * already four batteries of a Matrice 350; longer corridors should be split into sites.
 */
export const MAX_LINESTRING_MISSION_M = 50_000;

/** Numeric bounds of mission inputs: [min, max]. */
export const LIMITS = Object.freeze({
  /** Above take-off; 500 m is DJI's hard cap, local law is usually lower and is the pilot's call. */
  altitude_m: [2, 500],
  gsd_cm: [0.1, 50],
  front_overlap_pct: [10, 95],
  side_overlap_pct: [10, 95],
  margin_m: [0, 200],
  corridor_width_m: [0, 1000],
  gimbal_pitch_deg: [-90, 0],
  heading_deg: [-180, 180],
  hover_s: [1, 32],
  rotate_drone_deg: [-180, 180],
  /** POI orbits: closer than 20 m to a structure leaves no room for GNSS error and gusts. */
  poi_radius_m: [20, 2000],
  poi_photo_every_deg: [1, 180],
} as const satisfies Record<string, readonly [number, number]>);

/** How a bound reads in a sentence: what it limits and the unit after its numbers. */
const LIMIT_WORDS: Record<LimitName, { label: string; unit: string }> = {
  altitude_m: { label: 'Altitude', unit: ' m' },
  gsd_cm: { label: 'Ground sample distance', unit: ' cm/px' },
  front_overlap_pct: { label: 'Front overlap', unit: '%' },
  side_overlap_pct: { label: 'Side overlap', unit: '%' },
  margin_m: { label: 'Margin', unit: ' m' },
  corridor_width_m: { label: 'Corridor width', unit: ' m' },
  gimbal_pitch_deg: { label: 'Gimbal pitch', unit: '°' },
  heading_deg: { label: 'Heading', unit: '°' },
  hover_s: { label: 'Hover time', unit: ' s' },
  rotate_drone_deg: { label: 'Drone heading', unit: '°' },
  poi_radius_m: { label: 'Orbit radius', unit: ' m' },
  poi_photo_every_deg: { label: 'Angle between photos', unit: '°' },
};

/** Fields checked against another field's bound, named as the user knows them. */
const FIELD_LABELS: Record<string, string> = { angle_deg: 'Sweep angle' };

/**
 * The sentence of a range refusal: 'Altitude must be between 2 m and 500 m.' A bound checked for
 * another field (the altitude a GSD needs) says so.
 */
export function rangeMessage(name: LimitName, field: string = name): string {
  const [min, max] = LIMITS[name];
  const { label, unit } = LIMIT_WORDS[name];
  const range = `between ${min}${unit} and ${max}${unit}`;
  const leaf = field.split('.').pop() ?? field;
  const own = FIELD_LABELS[leaf];
  if (own) return `${own} must be ${range}.`;
  const other = leaf in LIMIT_WORDS && leaf !== name ? LIMIT_WORDS[leaf as LimitName] : null;
  if (other)
    return `The ${label.toLowerCase()} for this ${other.label.toLowerCase()} must be ${range}.`;
  return `${label} must be ${range}.`;
}

export const MAX_ACTIONS_PER_WAYPOINT = 15;
export const DEFAULT_GIMBAL_PITCH_DEG = -45;

export type LimitName = keyof typeof LIMITS;

/**
 * A typed refusal naming the field.
 *
 * @example
 * limitError('out_of_range', 'Altitude must be between 2 m and 500 m.', 'altitude_m').details; // { field: 'altitude_m' }
 */
export function limitError(
  type: string,
  message: string,
  field: string,
  extra: Record<string, unknown> = {},
): AppError {
  return AppError.rule(type, message, { field, ...extra });
}

/**
 * Checks a number against a named bound; `field` defaults to the bound's name.
 *
 * @example
 * checkRange('altitude_m', 600).ok; // false: out_of_range naming altitude_m
 */
export function checkRange(
  name: LimitName,
  value: number,
  field: string = name,
): Result<number, AppError> {
  const [min, max] = LIMITS[name];
  if (!Number.isFinite(value) || value < min || value > max) {
    return err(
      limitError('out_of_range', rangeMessage(name, field), field, {
        min,
        max,
        value,
      }),
    );
  }
  return ok(value);
}

/**
 * Refuses polygon missions over 5000 acres (feature-areas §3).
 *
 * @example
 * checkPolygonArea(30_000_000).ok; // false: exceeded_max_polygon_mission_size
 */
export function checkPolygonArea(areaM2: number): Result<number, AppError> {
  if (areaM2 > MAX_POLYGON_MISSION_M2) {
    return err(
      limitError(
        'exceeded_max_polygon_mission_size',
        `The area is larger than ${MAX_MISSION_ACRES} acres. Split it into smaller sites.`,
        'geometry',
        { area_acres: Math.round(areaM2 / SQ_M_PER_ACRE), max_acres: MAX_MISSION_ACRES },
      ),
    );
  }
  return ok(areaM2);
}

/**
 * Refuses line missions longer than 50 km.
 *
 * @example
 * checkLineLength(60_000).ok; // false: exceeded_max_linestring_mission_size
 */
export function checkLineLength(lengthM: number): Result<number, AppError> {
  if (lengthM > MAX_LINESTRING_MISSION_M) {
    return err(
      limitError(
        'exceeded_max_linestring_mission_size',
        `The line is longer than ${MAX_LINESTRING_MISSION_M / 1000} km. Split it into shorter sites.`,
        'geometry',
        { length_m: Math.round(lengthM), max_m: MAX_LINESTRING_MISSION_M },
      ),
    );
  }
  return ok(lengthM);
}
