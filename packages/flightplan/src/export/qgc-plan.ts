// QGroundControl `.plan` JSON (flight-planning.md §3.3). The mission is written as SimpleItems
// (the same item list as the .waypoints export), not as a survey ComplexItem: QGC flies a
// ComplexItem's `Items` verbatim but regenerates them when edited, and our planner's path is the
// one we want flown.
import type { Mission } from '../mission/types.ts';
import { MAV_FRAME, missionMavItems, type MavlinkOptions } from './mavlink-items.ts';

export interface QgcPlanOptions extends MavlinkOptions {
  /** MAV_AUTOPILOT: 3 ArduPilot (default), 12 PX4. */
  firmware?: 'ardupilot' | 'px4';
  /** Planned home altitude above sea level; defaults to the mission's takeoff_elevation_m, else 0. */
  home_altitude_amsl_m?: number;
}

/** QGC AltMode (§3.3): 1 relative (frame 3), 4 terrain frame (frame 10). */
const ALT_MODE: Record<number, number> = {
  [MAV_FRAME.RELATIVE_ALT]: 1,
  [MAV_FRAME.TERRAIN_ALT]: 4,
};

const round = (v: number, d: number): number => Math.round(v * 10 ** d) / 10 ** d || 0;

/**
 * A mission as a QGroundControl plan (JSON text, 2-space indented).
 * @example
 * JSON.parse(exportQgcPlan(mission)).mission.items[0].command; // 22 (take-off)
 */
export function exportQgcPlan(mission: Mission, options: QgcPlanOptions = {}): string {
  const home = mission.takeoff ?? mission.waypoints[0]?.position ?? [0, 0];
  const items = missionMavItems(mission, options).map((it, i) => {
    const [p1, p2, p3, p4, p5, p6, p7] = it.params;
    const params = it.positional
      ? [round(p1, 3), round(p2, 3), round(p3, 3), p4 === null ? null : round(p4, 2)].concat([
          round(p5, 7),
          round(p6, 7),
          round(p7, 2),
        ])
      : [p1, p2, p3, p4, p5, p6, p7].map((p) => (p === null ? null : round(p, 6)));
    return {
      type: 'SimpleItem',
      command: it.command,
      frame: it.frame,
      autoContinue: true,
      doJumpId: i + 1,
      ...(it.positional
        ? {
            Altitude: round(p7, 2),
            AltitudeMode: ALT_MODE[it.frame] ?? 1,
            AMSLAltAboveTerrain: null,
          }
        : {}),
      params,
    };
  });
  const firstSpeed = mission.waypoints.find((w) => w.speed_mps > 0)?.speed_mps ?? 8;
  const plan = {
    fileType: 'Plan',
    version: 1,
    groundStation: 'QGroundControl',
    geoFence: { circles: [], polygons: [], version: 2 },
    rallyPoints: { points: [], version: 2 },
    mission: {
      version: 2,
      firmwareType: options.firmware === 'px4' ? 12 : 3,
      vehicleType: 2,
      cruiseSpeed: 15,
      hoverSpeed: firstSpeed,
      globalPlanAltitudeMode: 1,
      plannedHomePosition: [
        round(home[1], 7),
        round(home[0], 7),
        options.home_altitude_amsl_m ?? mission.takeoff_elevation_m ?? 0,
      ],
      items,
    },
  };
  return JSON.stringify(plan, null, 2) + '\n';
}
