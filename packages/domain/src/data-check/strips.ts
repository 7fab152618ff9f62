// Flight lines ("strips") from photo centres in capture order: a new strip starts where the track
// turns or jumps. Overlap, missing strips and mid-line time gaps are all read from strips.
import { median } from './geo.ts';

export type Point = { id: number; x: number; y: number; time: number | null };

export type Strip = {
  points: Point[];
  /** Unit vector along the strip. */
  dir: [number, number];
};

const TURN_DEG = 25;

function angleBetween(a: [number, number], b: [number, number]): number {
  const dot = a[0] * b[0] + a[1] * b[1];
  return (Math.acos(Math.max(-1, Math.min(1, dot))) * 180) / Math.PI;
}

function unit(dx: number, dy: number): [number, number] {
  const l = Math.hypot(dx, dy) || 1;
  return [dx / l, dy / l];
}

/** Splits the ordered points into strips of two or more photos. */
export function findStrips(points: readonly Point[]): Strip[] {
  if (points.length < 2) return [];
  const steps = points.slice(1).map((p, i) => Math.hypot(p.x - points[i]!.x, p.y - points[i]!.y));
  const typical = median(steps.filter((s) => s > 0.01));
  const strips: Strip[] = [];
  let current: Point[] = [points[0]!];
  let dir: [number, number] | null = null;
  const close = () => {
    if (current.length >= 2) {
      const a = current[0]!;
      const b = current[current.length - 1]!;
      strips.push({ points: current, dir: unit(b.x - a.x, b.y - a.y) });
    }
  };
  for (let i = 1; i < points.length; i++) {
    const p = points[i]!;
    const q = points[i - 1]!;
    const step = Math.hypot(p.x - q.x, p.y - q.y);
    if (step < 0.01) continue; // hovering: same place, same strip
    const d = unit(p.x - q.x, p.y - q.y);
    const jump = Number.isFinite(typical) && step > 3 * typical;
    if (jump || (dir && angleBetween(dir, d) > TURN_DEG)) {
      // The leg into a turn or jump belongs to no strip: the next strip starts at p.
      close();
      current = [p];
      dir = null;
      continue;
    }
    current.push(p);
    dir = dir ?? d;
  }
  close();
  return strips;
}
