// A mission path judged only at its waypoints would miss a zone crossed between two of them (a
// mapping leg is hundreds of metres long). Points are added along every leg, at most SPACING_M
// apart, and the spacing widens so a long path stays within MAX_POINTS judged points.
import { distanceM, type LngLat } from '@sortie/domain/airspace';

const SPACING_M = 50;
const MAX_POINTS = 5_000;

export function densifyPath(path: readonly LngLat[]): LngLat[] {
  if (path.length < 2) return [...path];
  const legs = path.slice(1).map((p, i) => distanceM(path[i]!, p));
  const total = legs.reduce((s, d) => s + d, 0);
  const spacing = Math.max(SPACING_M, total / MAX_POINTS);
  const out: LngLat[] = [path[0]!];
  legs.forEach((d, i) => {
    const a = path[i]!;
    const b = path[i + 1]!;
    const steps = Math.max(1, Math.ceil(d / spacing));
    for (let k = 1; k <= steps; k++)
      out.push([a[0] + ((b[0] - a[0]) * k) / steps, a[1] + ((b[1] - a[1]) * k) / steps]);
  });
  return out;
}
