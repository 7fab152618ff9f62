// Mission Planner / ArduPilot plain-text mission, `QGC WPL 110` (flight-planning.md §3.2):
// TAB-separated rows INDEX CURRENT FRAME COMMAND P1..P7 AUTOCONTINUE, row 0 the home position.
import type { Mission } from '../mission/types.ts';
import { fixed, trimmed } from './format.ts';
import {
  MAV_CMD,
  MAV_FRAME,
  missionMavItems,
  type MavItem,
  type MavlinkOptions,
} from './mavlink-items.ts';

export interface MissionPlannerOptions extends MavlinkOptions {
  /**
   * Home (take-off ground) altitude above sea level for row 0; defaults to the mission's
   * `takeoff_elevation_m`, else 0 (ArduPilot replaces home with the real position on arming).
   */
  home_altitude_amsl_m?: number;
}

function line(index: number, current: 0 | 1, item: MavItem): string {
  const [p1, p2, p3, p4, p5, p6, p7] = item.params;
  // Positional items: lat/lon with 7 decimals and altitude with 6, as Mission Planner writes;
  // NaN ("unchanged") yaw is written as 0, which ArduPilot Copter ignores for waypoints.
  const cells = [
    index,
    current,
    item.frame,
    item.command,
    trimmed(p1, 6),
    trimmed(p2, 6),
    trimmed(p3, 6),
    trimmed(p4 ?? 0, 6),
    item.positional && (p5 !== 0 || p6 !== 0) ? fixed(p5, 7) : trimmed(p5, 6),
    item.positional && (p5 !== 0 || p6 !== 0) ? fixed(p6, 7) : trimmed(p6, 6),
    item.positional ? fixed(p7, 6) : trimmed(p7, 6),
    1,
  ];
  return cells.join('\t');
}

/**
 * A mission as a Mission Planner `.waypoints` file (ArduPilot). Row 0 is home (the take-off point,
 * else the first waypoint) at `home_altitude_amsl_m`; mission items start at index 1.
 * @example
 * exportMissionPlanner(mission).split('\n')[0]; // 'QGC WPL 110'
 */
export function exportMissionPlanner(
  mission: Mission,
  options: MissionPlannerOptions = {},
): string {
  const home = mission.takeoff ?? mission.waypoints[0]?.position ?? [0, 0];
  const homeItem: MavItem = {
    command: MAV_CMD.NAV_WAYPOINT,
    frame: MAV_FRAME.GLOBAL,
    params: [
      0,
      0,
      0,
      0,
      home[1],
      home[0],
      options.home_altitude_amsl_m ?? mission.takeoff_elevation_m ?? 0,
    ],
    positional: true,
  };
  const rows = [
    line(0, 1, homeItem),
    ...missionMavItems(mission, options).map((it, i) => line(i + 1, 0, it)),
  ];
  return ['QGC WPL 110', ...rows].join('\n') + '\n';
}
