// Flight-time model for multirotors (flight-planning.md §4.1): a leg of length L at speed v costs
// L/v, and every corner costs an extra v/a to brake and re-accelerate plus the yaw time Δψ/ω when
// the heading follows the path. Climbs and descents run at their own rates and overlap horizontal
// motion (the slower of the two wins). Deliberately simple and conservative; bench/ tracks it.
import { MOTION } from '../generate/drone.ts';

/** A point of a path in local metres with its altitude. */
export interface PathPoint {
  x: number;
  y: number;
  alt: number;
  /** Speed flown on the segment leaving this point. */
  speed: number;
  /** Seconds spent here (hover actions, photo stops). */
  hold_s?: number;
}

export interface PathMetrics {
  distance_m: number;
  flight_time_s: number;
  turn_count: number;
}

/** A corner sharper than this counts as a turn (a U-turn between lines is two 90° corners). */
export const TURN_THRESHOLD_DEG = 30;

/**
 * Distance, time and turns of a path, optionally flown from and back to a take-off point at
 * ground level (`takeoff` in the same local frame) at `transitSpeed`.
 *
 * @example
 * pathMetrics([{ x: 0, y: 0, alt: 50, speed: 10 }, { x: 100, y: 0, alt: 50, speed: 10 }]);
 * // { distance_m: 100, flight_time_s: 10 + 50/5 + 50/3 + …, turn_count: 0 }
 */
export function pathMetrics(
  points: readonly PathPoint[],
  takeoff: { x: number; y: number } | null = null,
  transitSpeed = 10,
): PathMetrics {
  if (points.length === 0) return { distance_m: 0, flight_time_s: 0, turn_count: 0 };
  const first = points[0]!;
  const last = points[points.length - 1]!;
  let distance = 0;
  let time = first.alt / MOTION.climb_mps + last.alt / MOTION.descent_mps;
  if (takeoff) {
    const inbound = Math.hypot(first.x - takeoff.x, first.y - takeoff.y);
    const outbound = Math.hypot(last.x - takeoff.x, last.y - takeoff.y);
    distance += inbound + outbound;
    time += (inbound + outbound) / transitSpeed;
  }
  let turns = 0;
  let prevHeading: number | null = null;
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    time += p.hold_s ?? 0;
    const q = points[i + 1];
    if (!q) break;
    const len = Math.hypot(q.x - p.x, q.y - p.y);
    const v = Math.max(0.5, p.speed);
    distance += len;
    time += Math.max(
      len / v,
      Math.abs(q.alt - p.alt) / (q.alt > p.alt ? MOTION.climb_mps : MOTION.descent_mps),
    );
    if (len < 1e-6) continue;
    const heading = Math.atan2(q.y - p.y, q.x - p.x);
    if (prevHeading !== null) {
      let d = Math.abs(heading - prevHeading) * (180 / Math.PI);
      if (d > 180) d = 360 - d;
      if (d > TURN_THRESHOLD_DEG) {
        turns++;
        time += v / MOTION.acceleration_mps2 + d / MOTION.yaw_rate_dps;
      }
    }
    prevHeading = heading;
  }
  return { distance_m: distance, flight_time_s: time, turn_count: turns };
}

/**
 * Batteries needed for a flight time, keeping a reserve of the endurance unused.
 *
 * @example
 * batteriesNeeded(1500, 1200); // 2 (960 s usable per battery with the 20 % reserve)
 */
export function batteriesNeeded(flightTimeS: number, enduranceS: number, reserve = 0.2): number {
  const usable = enduranceS * (1 - reserve);
  if (!(usable > 0)) return Infinity;
  return Math.max(1, Math.ceil(flightTimeS / usable - 1e-9));
}
