// Corridor video: one pass along the line recording video, heading along the path and the gimbal
// tilted forward-down (−30° by default, a common inspection angle that shows the corridor ahead).
import { ok, type AppError, type Result } from '@sortie/domain';
import type { LngLat, Mission, Waypoint } from '../mission/types.ts';
import { bboxCentre, createLocalProjection } from '../geo/project.ts';
import { lineLengthM } from '../geo/measure.ts';
import { bearingDeg } from '../geo/bearing.ts';
import { checkRange } from '../limits/limits.ts';
import { surveySpeed } from '../limits/speed.ts';
import { computeMissionStats, emptyStats } from '../stats/mission-stats.ts';
import type { CameraSpec } from './camera.ts';
import { DEFAULT_DRONE, type DroneSpec } from './drone.ts';
import { makeWaypoint } from './mission-builder.ts';
import { checkCorridorInput } from './corridor.ts';

export interface CorridorVideoParams {
  line: readonly LngLat[];
  altitude_m: number;
  camera?: CameraSpec | null;
  gimbal_pitch_deg?: number;
  speed_mps?: number;
  takeoff?: LngLat | null;
  name?: string;
  drone?: DroneSpec;
  drone_id?: string | null;
  camera_id?: string | null;
}

/**
 * Plans a video pass along a line: recording starts at the first waypoint and stops at the last.
 *
 * @example
 * const r = planCorridorVideo({ line: pipeline, altitude_m: 40 });
 */
export function planCorridorVideo(p: CorridorVideoParams): Result<Mission, AppError> {
  const alt = checkCorridorInput({
    line: p.line,
    // Video has no ground sample distance to keep in range: only the altitude's own bounds apply.
    camera: null,
    altitude_m: p.altitude_m,
  });
  if (!alt.ok) return alt;
  const gimbal = checkRange('gimbal_pitch_deg', p.gimbal_pitch_deg ?? -30);
  if (!gimbal.ok) return gimbal;
  const speed = surveySpeed(p.camera ?? null, p.speed_mps, null);
  if (!speed.ok) return speed;
  const proj = createLocalProjection(bboxCentre(p.line));
  let pts = p.line.map(proj.toLocal);
  if (p.takeoff) {
    const t = proj.toLocal(p.takeoff);
    const d = (q: readonly [number, number]) => Math.hypot(q[0] - t[0], q[1] - t[1]);
    if (d(pts[pts.length - 1]!) < d(pts[0]!)) pts = [...pts].reverse();
  }
  const waypoints: Waypoint[] = pts.map((pt, i) => {
    const next = pts[i + 1];
    const heading = next ? bearingDeg(pt, next) : bearingDeg(pts[i - 1]!, pt);
    const actions: Waypoint['actions'] =
      i === 0
        ? [{ type: 'start_recording' }]
        : i === pts.length - 1
          ? [{ type: 'stop_recording' }]
          : [];
    return makeWaypoint(proj.toLngLat(pt), alt.value, speed.value, heading, gimbal.value, actions);
  });
  const mission: Mission = {
    kind: 'corridor_video',
    name: p.name ?? 'Corridor video',
    path_mode: 'curved',
    heading_mode: 'auto',
    trigger: { type: 'none' },
    media: 'video',
    drone_id: p.drone_id ?? null,
    camera_id: p.camera_id ?? null,
    takeoff: p.takeoff ?? null,
    waypoints,
    photos: [],
    stats: { ...emptyStats(), covered_area_m2: 0 },
    params: {
      altitude_m: alt.value,
      gimbal_pitch_deg: gimbal.value,
      speed_mps: speed.value,
      length_m: lineLengthM(p.line),
    },
  };
  mission.stats = computeMissionStats(mission, p.drone ?? DEFAULT_DRONE);
  return ok(mission);
}
