// Queue conflicts (issue 11 §8): one dock booked twice (time windows overlap), and two docks'
// missions overlapping in space (bounding boxes, with a separation margin), time and height.
// Pure, over the footprints the tasks store; quadratic in the queue, which is bounded.
import type { TDockTaskConflict } from '@sortie/domain/contracts';

export type Footprint = {
  id: string;
  dockId: string;
  dockCallSign: string;
  missionName: string;
  start: Date;
  end: Date;
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
  minHeightM: number;
  maxHeightM: number;
};

/** Horizontal and vertical separation kept between two docks' aircraft. */
export const SEPARATION = { horizontalM: 50, verticalM: 20 } as const;

const M_PER_DEG_LAT = 111_320;

function overlaps(a0: number, a1: number, b0: number, b1: number, margin = 0): boolean {
  return a0 <= b1 + margin && b0 <= a1 + margin;
}

function spaceOverlap(a: Footprint, b: Footprint): boolean {
  const lat = (a.minLat + a.maxLat) / 2;
  const marginLat = SEPARATION.horizontalM / M_PER_DEG_LAT;
  const marginLng = marginLat / Math.max(0.01, Math.cos((lat * Math.PI) / 180));
  return (
    overlaps(a.minLat, a.maxLat, b.minLat, b.maxLat, marginLat) &&
    overlaps(a.minLng, a.maxLng, b.minLng, b.maxLng, marginLng)
  );
}

const timeOverlap = (a: Footprint, b: Footprint) =>
  a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();

const hhmm = (d: Date) => d.toISOString().slice(11, 16);

/** The conflict of `a` with `b`, or null. */
export function conflictBetween(a: Footprint, b: Footprint): TDockTaskConflict | null {
  if (a.id === b.id || !timeOverlap(a, b)) return null;
  const base = { task_id: b.id, dock_call_sign: b.dockCallSign, mission_name: b.missionName };
  // The sentence's values, for the web's other languages (decision 433).
  const params = {
    dock: b.dockCallSign,
    mission: b.missionName,
    from: hhmm(b.start),
    to: hhmm(b.end),
  };
  if (a.dockId === b.dockId) {
    return {
      ...base,
      kind: 'dock_booked',
      message: `${b.dockCallSign} is already booked for "${b.missionName}" from ${hhmm(b.start)} to ${hhmm(b.end)} UTC. Pick another time or dock.`,
      message_code: { code: 'dock_booked', params },
    };
  }
  if (
    spaceOverlap(a, b) &&
    overlaps(a.minHeightM, a.maxHeightM, b.minHeightM, b.maxHeightM, SEPARATION.verticalM)
  ) {
    return {
      ...base,
      kind: 'airspace',
      message: `"${b.missionName}" of ${b.dockCallSign} flies the same airspace and heights from ${hhmm(b.start)} to ${hhmm(b.end)} UTC. Pick another time, or send anyway if the pilots agree.`,
      message_code: { code: 'airspace_conflict', params },
    };
  }
  return null;
}

export function conflictsOf(task: Footprint, queue: readonly Footprint[]): TDockTaskConflict[] {
  return queue.flatMap((other) => conflictBetween(task, other) ?? []);
}

/** Every conflicting pair of the queue once. */
export function queueConflicts(
  queue: readonly Footprint[],
): (TDockTaskConflict & { with_task_id: string })[] {
  const out: (TDockTaskConflict & { with_task_id: string })[] = [];
  queue.forEach((a, i) => {
    for (const b of queue.slice(i + 1)) {
      const c = conflictBetween(a, b);
      if (c) out.push({ ...c, with_task_id: a.id });
    }
  });
  return out;
}
