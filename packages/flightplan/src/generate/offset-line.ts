// Parallel offsets of a polyline in local metres, with mitred joins capped at 3× the offset so a
// sharp bend does not throw a join point far outside the corridor.
import type { LocalXY } from '../geo/types.ts';

/**
 * The polyline shifted `offset` metres to its left (negative: right).
 *
 * @example
 * offsetPolyline([[0, 0], [10, 0]], 5); // [[0, 5], [10, 5]]
 */
export function offsetPolyline(line: readonly LocalXY[], offset: number): LocalXY[] {
  if (offset === 0) return [...line];
  const normals = line.slice(0, -1).map((p, i) => {
    const q = line[i + 1]!;
    const len = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
    return [-(q[1] - p[1]) / len, (q[0] - p[0]) / len] as const;
  });
  return line.map((p, i) => {
    const n1 = normals[Math.max(0, i - 1)]!;
    const n2 = normals[Math.min(normals.length - 1, i)]!;
    const mx = n1[0] + n2[0];
    const my = n1[1] + n2[1];
    const dot = n1[0] * n2[0] + n1[1] * n2[1];
    let k = 1 / Math.max(1e-9, (1 + dot) / 2);
    k = Math.min(Math.sqrt(k), 3);
    const ml = Math.hypot(mx, my) || 1;
    return [p[0] + (mx / ml) * offset * k, p[1] + (my / ml) * offset * k] as LocalXY;
  });
}
