// Aircraft facts the planner needs: how long it flies, how many waypoints its flight app accepts,
// and how fast it climbs and turns (the last ones feed the flight-time model in stats/).

/** What mission generators and limits need to know about an aircraft. */
export interface DroneSpec {
  endurance_s: number;
  /** 99 for DJI Mobile SDK v4 waypoint missions (older DJI), 65535 otherwise. */
  max_waypoints: number;
  /** Maximum take-off altitude above sea level, metres. */
  ceiling_m: number;
  /** Preferred cruise speed for transits, m/s (defaults to 10). */
  cruise_speed_mps?: number;
}

/** Motion model constants for multirotors (flight-planning.md §4.1, conservative DJI-class values). */
export const MOTION = Object.freeze({
  /** Horizontal acceleration/deceleration at a stop-and-turn waypoint, m/s². */
  acceleration_mps2: 2,
  /** Yaw rate when the heading follows the path, °/s. */
  yaw_rate_dps: 60,
  climb_mps: 5,
  descent_mps: 3,
});

/** Fraction of endurance kept in reserve when counting batteries (20 %, DJI's low-battery RTH level). */
export const BATTERY_RESERVE = 0.2;

/** A generic drone used when none is chosen: 20 min endurance, no practical waypoint cap. */
export const DEFAULT_DRONE: DroneSpec = Object.freeze({
  endurance_s: 1200,
  max_waypoints: 65535,
  ceiling_m: 3000,
  cruise_speed_mps: 10,
});
