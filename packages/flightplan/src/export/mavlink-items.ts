// The MAVLink mission item list shared by the `.waypoints` (QGC WPL 110) and QGC `.plan`
// exporters (flight-planning.md §3.2, §3.3, §3.6). ArduPilot runs DO_/CONDITION_ items as soon as
// the preceding NAV item completes, so items listed after waypoint i happen on arrival at i: that
// is where a waypoint's actions, and the speed/gimbal for the following leg, are placed.
import type { Mission, Waypoint, WaypointAction } from '../mission/types.ts';
import { heading180, heading360 } from './format.ts';
import { photoLegs } from './geometry.ts';

export const MAV_CMD = {
  NAV_WAYPOINT: 16,
  NAV_RETURN_TO_LAUNCH: 20,
  NAV_TAKEOFF: 22,
  NAV_SPLINE_WAYPOINT: 82,
  NAV_DELAY: 93,
  CONDITION_YAW: 115,
  DO_CHANGE_SPEED: 178,
  DO_DIGICAM_CONTROL: 203,
  DO_MOUNT_CONTROL: 205,
  DO_SET_CAM_TRIGG_DIST: 206,
  IMAGE_START_CAPTURE: 2000,
  IMAGE_STOP_CAPTURE: 2001,
  VIDEO_START_CAPTURE: 2500,
  VIDEO_STOP_CAPTURE: 2501,
} as const;

/** MAV_FRAME values used here (§3.2). */
export const MAV_FRAME = { GLOBAL: 0, MISSION: 2, RELATIVE_ALT: 3, TERRAIN_ALT: 10 } as const;

export interface MavItem {
  command: number;
  frame: number;
  /** p1…p7; null stands for NaN ("unchanged"), written as `null` in .plan and 0 in .waypoints. */
  params: [number, number, number, number | null, number, number, number];
  /** Whether p5–p7 are a position (lat, lon, alt). */
  positional: boolean;
}

export interface MavlinkOptions {
  /**
   * 'resolved' (default): frame 3 with the terrain-resolved height above take-off, exactly what
   * was planned. 'terrain_frame': above-ground waypoints use frame 10 and let ArduPilot follow
   * its own terrain data.
   */
  altitude?: 'resolved' | 'terrain_frame';
}

const doItem = (command: number, p: Partial<MavItem['params']> = []): MavItem => ({
  command,
  frame: MAV_FRAME.MISSION,
  params: [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0, p[3] ?? 0, p[4] ?? 0, p[5] ?? 0, p[6] ?? 0],
  positional: false,
});

/** DO_MOUNT_CONTROL: p1 pitch, p7 MAV_MOUNT_MODE 2 (MAVLink targeting), as QGC/MP write it. */
const gimbalItem = (pitch: number): MavItem =>
  doItem(MAV_CMD.DO_MOUNT_CONTROL, [pitch, 0, 0, 0, 0, 0, 2]);

function actionItems(action: WaypointAction, wp: Waypoint): MavItem[] {
  switch (action.type) {
    case 'hover':
      // NAV_DELAY, not NAV_WAYPOINT's hold time, so actions listed after the hover stay after it.
      return [doItem(MAV_CMD.NAV_DELAY, [action.seconds, -1, -1, -1])];
    case 'take_photo':
      // p5 = 1 shoots one photo; supported by every ArduPilot version (§3.2).
      return [doItem(MAV_CMD.DO_DIGICAM_CONTROL, [0, 0, 0, 0, 1])];
    case 'start_recording':
      return [doItem(MAV_CMD.VIDEO_START_CAPTURE)];
    case 'stop_recording':
      return [doItem(MAV_CMD.VIDEO_STOP_CAPTURE)];
    case 'rotate_drone': {
      // CONDITION_YAW p3: -1 ccw / 1 cw; we pick the shorter turn from the waypoint heading.
      const turn = heading180(action.heading_deg - wp.heading_deg);
      return [
        doItem(MAV_CMD.CONDITION_YAW, [heading360(action.heading_deg), 0, turn < 0 ? -1 : 1, 0]),
      ];
    }
    case 'pitch_camera_gimbal':
      return [gimbalItem(action.pitch_deg)];
  }
}

function navItem(mission: Mission, wp: Waypoint, i: number, o: MavlinkOptions): MavItem {
  const terrain = o.altitude === 'terrain_frame' && wp.altitude_mode === 'above_ground';
  const last = i === mission.waypoints.length - 1;
  // Copter splines give the curved path; ends and action points stay plain so they are reached.
  const spline = mission.path_mode === 'curved' && i > 0 && !last && wp.actions.length === 0;
  return {
    command: spline ? MAV_CMD.NAV_SPLINE_WAYPOINT : MAV_CMD.NAV_WAYPOINT,
    frame: terrain ? MAV_FRAME.TERRAIN_ALT : MAV_FRAME.RELATIVE_ALT,
    params: [
      0,
      0,
      0,
      mission.heading_mode === 'custom' ? heading180(wp.heading_deg) : null,
      wp.position[1],
      wp.position[0],
      terrain ? wp.altitude_m : wp.takeoff_relative_m,
    ],
    positional: true,
  };
}

/**
 * The mission as MAVLink items without the home row: take-off, then per waypoint the NAV item,
 * its actions, camera trigger start/stop for photo legs, and speed/gimbal changes for the next
 * leg; RTL at the end.
 * @example
 * missionMavItems(mission).map((it) => it.command); // [22, 205, 16, 206, 178, 16, ...]
 */
export function missionMavItems(mission: Mission, options: MavlinkOptions = {}): MavItem[] {
  const wps = mission.waypoints;
  const first = wps[0];
  if (!first) return [];
  const start = mission.takeoff ?? first.position;
  const items: MavItem[] = [
    {
      command: MAV_CMD.NAV_TAKEOFF,
      frame: MAV_FRAME.RELATIVE_ALT,
      params: [0, 0, 0, null, start[1], start[0], first.takeoff_relative_m],
      positional: true,
    },
    gimbalItem(first.gimbal_pitch_deg),
  ];
  const legs = photoLegs(mission);
  const trigger = mission.trigger;
  let speed = -1;
  wps.forEach((wp, i) => {
    items.push(navItem(mission, wp, i, options));
    for (const action of wp.actions) items.push(...actionItems(action, wp));
    const on = legs[i] ?? false;
    const wasOn = legs[i - 1] ?? false;
    if (on !== wasOn && trigger.type === 'distance') {
      items.push(doItem(MAV_CMD.DO_SET_CAM_TRIGG_DIST, on ? [trigger.spacing_m, 0, 1] : [0]));
    } else if (on !== wasOn && trigger.type === 'time') {
      items.push(
        on
          ? doItem(MAV_CMD.IMAGE_START_CAPTURE, [0, trigger.interval_s, 0, 0])
          : doItem(MAV_CMD.IMAGE_STOP_CAPTURE),
      );
    }
    const next = wps[i + 1];
    if (!next) return;
    // speed 0 means "mission cruise speed" in our model (Litchi semantics): no change item.
    if (wp.speed_mps > 0 && wp.speed_mps !== speed) {
      speed = wp.speed_mps;
      items.push(doItem(MAV_CMD.DO_CHANGE_SPEED, [1, speed, -1]));
    }
    if (next.gimbal_pitch_deg !== wp.gimbal_pitch_deg)
      items.push(gimbalItem(next.gimbal_pitch_deg));
  });
  items.push(doItem(MAV_CMD.NAV_RETURN_TO_LAUNCH));
  return items;
}
