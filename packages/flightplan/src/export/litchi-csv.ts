// Litchi Mission Hub CSV (flight-planning.md §3.1): the 46-column metric header, one row per
// waypoint, up to 15 actions per row with the DJI MSDK v4 action codes.
import { AppError } from '@sortie/domain';
import type { LngLat, Mission, Waypoint, WaypointAction } from '../mission/types.ts';
import { deg, heading360, trimmed } from './format.ts';
import { curveRadiusM, photoLegs } from './geometry.ts';

/** §3.1: exact names and order, written comma-separated with no spaces. */
export const LITCHI_HEADER = [
  'latitude',
  'longitude',
  'altitude(m)',
  'heading(deg)',
  'curvesize(m)',
  'rotationdir',
  'gimbalmode',
  'gimbalpitchangle',
  ...Array.from({ length: 15 }, (_, i) => [`actiontype${i + 1}`, `actionparam${i + 1}`]).flat(),
  'altitudemode',
  'speed(m/s)',
  'poi_latitude',
  'poi_longitude',
  'poi_altitude(m)',
  'poi_altitudemode',
  'photo_timeinterval',
  'photo_distinterval',
].join(',');

/** DJI's engine runs at most 15 actions per waypoint (§3.1 practical notes). */
const MAX_ACTIONS = 15;
/** Stay (code 0) takes milliseconds, DJI range 0…32767. */
const MAX_HOVER_MS = 32767;

export interface LitchiOptions {
  /** Point of interest for POI missions: fills the POI columns and sets gimbal mode 1. */
  poi?: { position: LngLat; altitude_m: number };
}

/** Litchi action code/param pairs for one mission action (long hovers split in 32.767 s parts). */
function litchiActions(action: WaypointAction): Array<[number, number]> {
  switch (action.type) {
    case 'hover': {
      const parts: Array<[number, number]> = [];
      for (let ms = Math.round(action.seconds * 1000); ms > 0; ms -= MAX_HOVER_MS) {
        parts.push([0, Math.min(ms, MAX_HOVER_MS)]);
      }
      return parts;
    }
    case 'take_photo':
      return [[1, 0]];
    case 'start_recording':
      return [[2, 0]];
    case 'stop_recording':
      return [[3, 0]];
    case 'rotate_drone':
      return [[4, Math.round(action.heading_deg)]];
    case 'pitch_camera_gimbal':
      return [[5, Math.round(action.pitch_deg)]];
  }
}

function row(
  mission: Mission,
  wp: Waypoint,
  i: number,
  photoLeg: boolean,
  o: LitchiOptions,
): string {
  const actions = wp.actions.flatMap(litchiActions);
  if (actions.length > MAX_ACTIONS) {
    throw AppError.rule(
      'too_many_actions',
      `Waypoint ${i + 1} has ${actions.length} Litchi actions; Litchi allows ${MAX_ACTIONS}.`,
      { waypoint: i + 1, format: 'litchi' },
    );
  }
  const slots = Array.from({ length: MAX_ACTIONS }, (_, k) => actions[k] ?? [-1, 0]);
  // Actions only run reliably when the aircraft stops, so action waypoints keep curvesize 0.
  const curve =
    mission.path_mode === 'curved' && wp.actions.length === 0 ? curveRadiusM(mission, i) : 0;
  const trigger = mission.trigger;
  const poi = o.poi;
  return [
    deg(wp.position[1]),
    deg(wp.position[0]),
    // altitudemode 0 (above take-off): we write the terrain-resolved height, so the file flies
    // exactly what was planned instead of Litchi re-sampling its own elevation data.
    trimmed(wp.takeoff_relative_m, 2),
    trimmed(heading360(wp.heading_deg), 1),
    trimmed(curve, 1),
    0,
    poi ? 1 : 2,
    trimmed(wp.gimbal_pitch_deg, 1),
    ...slots.flat(),
    0,
    trimmed(Math.min(15, Math.max(0, wp.speed_mps)), 1),
    poi ? deg(poi.position[1]) : 0,
    poi ? deg(poi.position[0]) : 0,
    poi ? trimmed(poi.altitude_m, 2) : 0,
    0,
    photoLeg && trigger.type === 'time' ? trimmed(trigger.interval_s, 2) : -1,
    photoLeg && trigger.type === 'distance' ? trimmed(trigger.spacing_m, 2) : -1,
  ].join(',');
}

/**
 * A mission as a Litchi CSV. Interval triggers go into photo_timeinterval/photo_distinterval on
 * the legs that carry planned photos; mission globals (heading mode, path mode, finish action)
 * are not part of the format and must be set in the Hub (§3.1).
 * @throws AppError `too_many_actions` (422) when a waypoint needs more than 15 actions.
 * @example
 * const csv = exportLitchiCsv(mission); // "latitude,longitude,altitude(m),...\n47.3980000,..."
 */
export function exportLitchiCsv(mission: Mission, options: LitchiOptions = {}): string {
  const legs = photoLegs(mission);
  const rows = mission.waypoints.map((wp, i) => row(mission, wp, i, legs[i] ?? false, options));
  return [LITCHI_HEADER, ...rows].join('\n') + '\n';
}
