// User waypoint missions (feature-areas §3): each waypoint with up to 15 actions, path curved or
// normal, heading auto (towards the next waypoint) or custom per waypoint.
import { err, ok, type AppError, type Result } from '@sortie/domain';
import type { LngLat, Mission, PlannedPhoto, Waypoint, WaypointAction } from '../mission/types.ts';
import { bboxCentre, createLocalProjection } from '../geo/project.ts';
import { bearingDeg } from '../geo/bearing.ts';
import {
  DEFAULT_GIMBAL_PITCH_DEG,
  MAX_ACTIONS_PER_WAYPOINT,
  checkRange,
  limitError,
} from '../limits/limits.ts';
import { surveySpeed } from '../limits/speed.ts';
import { computeMissionStats, emptyStats } from '../stats/mission-stats.ts';
import type { CameraSpec } from './camera.ts';
import { DEFAULT_DRONE, type DroneSpec } from './drone.ts';
import { makeWaypoint } from './mission-builder.ts';

export interface WaypointInput {
  position: LngLat;
  altitude_m?: number;
  speed_mps?: number;
  heading_deg?: number;
  gimbal_pitch_deg?: number;
  actions?: WaypointAction[];
}

export interface WaypointsParams {
  waypoints: readonly WaypointInput[];
  altitude_m: number;
  speed_mps?: number;
  path_mode?: 'normal' | 'curved';
  heading_mode?: 'auto' | 'custom';
  camera?: CameraSpec | null;
  takeoff?: LngLat | null;
  name?: string;
  drone?: DroneSpec;
  drone_id?: string | null;
  camera_id?: string | null;
}

/**
 * Checks one action's parameters; `field` locates it for the form (e.g. waypoints[3].actions[1]).
 *
 * @example
 * checkAction({ type: 'hover', seconds: 40 }, 'waypoints[0].actions[0]').ok; // false (1–32 s)
 */
export function checkAction(a: WaypointAction, field: string): Result<WaypointAction, AppError> {
  switch (a.type) {
    case 'hover': {
      const r = checkRange('hover_s', a.seconds, `${field}.seconds`);
      return r.ok ? ok(a) : r;
    }
    case 'rotate_drone': {
      const r = checkRange('rotate_drone_deg', a.heading_deg, `${field}.heading_deg`);
      return r.ok ? ok(a) : r;
    }
    case 'pitch_camera_gimbal': {
      const r = checkRange('gimbal_pitch_deg', a.pitch_deg, `${field}.pitch_deg`);
      return r.ok ? ok(a) : r;
    }
    case 'take_photo':
    case 'start_recording':
    case 'stop_recording':
      return ok(a);
    default:
      return err(limitError('invalid_action', 'Unknown waypoint action.', `${field}.type`));
  }
}

function checkWaypoint(w: WaypointInput, i: number): Result<null, AppError> {
  const f = `waypoints[${i}]`;
  const [lng, lat] = w.position;
  if (!Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lng) > 180 || Math.abs(lat) > 90) {
    return err(
      limitError(
        'out_of_range',
        'Waypoint position is not a valid longitude/latitude.',
        `${f}.position`,
      ),
    );
  }
  const actions = w.actions ?? [];
  if (actions.length > MAX_ACTIONS_PER_WAYPOINT) {
    return err(
      limitError(
        'too_many_actions',
        `A waypoint can have at most ${MAX_ACTIONS_PER_WAYPOINT} actions.`,
        `${f}.actions`,
      ),
    );
  }
  const checks = [
    w.altitude_m === undefined ? ok(0) : checkRange('altitude_m', w.altitude_m, `${f}.altitude_m`),
    w.heading_deg === undefined
      ? ok(0)
      : checkRange('heading_deg', w.heading_deg, `${f}.heading_deg`),
    w.gimbal_pitch_deg === undefined
      ? ok(0)
      : checkRange('gimbal_pitch_deg', w.gimbal_pitch_deg, `${f}.gimbal_pitch_deg`),
    ...actions.map((a, k) => checkAction(a, `${f}.actions[${k}]`)),
  ];
  for (const c of checks) if (!c.ok) return c;
  return ok(null);
}

/**
 * Plans a mission through user waypoints.
 *
 * @example
 * const r = planWaypoints({ waypoints: [{ position: a, actions: [{ type: 'take_photo' }] }, { position: b }], altitude_m: 50 });
 */
export function planWaypoints(p: WaypointsParams): Result<Mission, AppError> {
  if (p.waypoints.length < 2)
    return err(
      limitError(
        'invalid_geometry',
        'A waypoint mission needs at least two waypoints.',
        'waypoints',
      ),
    );
  const alt = checkRange('altitude_m', p.altitude_m);
  if (!alt.ok) return alt;
  for (let i = 0; i < p.waypoints.length; i++) {
    const c = checkWaypoint(p.waypoints[i]!, i);
    if (!c.ok) return c;
  }
  const speed = surveySpeed(p.camera ?? null, p.speed_mps, null);
  if (!speed.ok) return speed;
  for (let i = 0; i < p.waypoints.length; i++) {
    const s = p.waypoints[i]!.speed_mps;
    if (s !== undefined) {
      const r = surveySpeed(p.camera ?? null, s, null);
      if (!r.ok)
        return err(limitError('out_of_range', r.error.message, `waypoints[${i}].speed_mps`));
    }
  }
  const proj = createLocalProjection(bboxCentre(p.waypoints.map((w) => w.position)));
  const local = p.waypoints.map((w) => proj.toLocal(w.position));
  const custom = p.heading_mode === 'custom';
  const photos: PlannedPhoto[] = [];
  const waypoints: Waypoint[] = p.waypoints.map((w, i) => {
    const next = local[i + 1];
    const auto = next
      ? bearingDeg(local[i]!, next)
      : i > 0
        ? bearingDeg(local[i - 1]!, local[i]!)
        : 0;
    const heading = custom ? (w.heading_deg ?? 0) : auto;
    const altitude = w.altitude_m ?? alt.value;
    const wp = makeWaypoint(
      w.position,
      altitude,
      w.speed_mps ?? speed.value,
      heading,
      w.gimbal_pitch_deg ?? DEFAULT_GIMBAL_PITCH_DEG,
      [...(w.actions ?? [])],
    );
    for (const a of wp.actions)
      if (a.type === 'take_photo')
        photos.push({ position: w.position, altitude_m: altitude, heading_deg: wp.heading_deg });
    return wp;
  });
  const mission: Mission = {
    kind: 'waypoints',
    name: p.name ?? 'Waypoints',
    path_mode: p.path_mode ?? 'normal',
    heading_mode: custom ? 'custom' : 'auto',
    trigger: { type: 'none' },
    media: waypoints.some((w) => w.actions.some((a) => a.type === 'start_recording'))
      ? 'video'
      : 'image',
    drone_id: p.drone_id ?? null,
    camera_id: p.camera_id ?? null,
    takeoff: p.takeoff ?? null,
    waypoints,
    photos,
    stats: emptyStats(),
    params: { altitude_m: alt.value, speed_mps: speed.value },
  };
  mission.stats = computeMissionStats(mission, p.drone ?? DEFAULT_DRONE);
  return ok(mission);
}
