// Site shapes for bench/api, deterministic per index: 70 % fields (star-shaped polygons, so never
// self-intersecting: most drawn by hand with 5-40 vertices, some traced boundaries of 40-400 and a
// few surveyed ones of 400-1,200, which the list's outline thins to 256), 20 % corridors (roads
// and pipelines of 20-600 vertices) and 10 % point assets, scattered around Bengaluru.

/** mulberry32: the same shapes on every run, so runs compare. */
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n: number) => Math.round(n * 1e7) / 1e7;

type Shape =
  | { geometry: { type: 'Polygon'; coordinates: [number, number][][] } }
  | { geometry: { type: 'LineString'; coordinates: [number, number][] }; corridor_width_m: number }
  | { geometry: { type: 'Point'; coordinates: [number, number] } };

/** The create-site body's geometry (and corridor width) of the i-th bench site. */
export function siteGeometry(i: number): Shape {
  const random = rng(1000 + i);
  const lng = 77.3 + random() * 0.6;
  const lat = 12.7 + random() * 0.6;
  const kind = random();
  if (kind < 0.7) {
    const r = random();
    const n =
      r < 0.6
        ? 5 + Math.floor(random() * 36)
        : r < 0.9
          ? 40 + Math.floor(random() * 361)
          : 400 + Math.floor(random() * 801);
    const size = 0.001 + random() * 0.01;
    const ring: [number, number][] = [];
    for (let k = 0; k < n; k++) {
      const a = (k / n) * 2 * Math.PI;
      const radius = size * (0.7 + 0.3 * random());
      ring.push([round(lng + radius * Math.cos(a)), round(lat + radius * Math.sin(a))]);
    }
    ring.push(ring[0]!);
    return { geometry: { type: 'Polygon', coordinates: [ring] } };
  }
  if (kind < 0.9) {
    const n = 20 + Math.floor(random() * 581);
    const line: [number, number][] = [];
    let [x, y] = [lng, lat];
    const heading = random() * 2 * Math.PI;
    for (let k = 0; k < n; k++) {
      const a = heading + (random() - 0.5) * 0.4;
      x += 0.0003 * Math.cos(a);
      y += 0.0003 * Math.sin(a);
      line.push([round(x), round(y)]);
    }
    return { geometry: { type: 'LineString', coordinates: line }, corridor_width_m: 30 };
  }
  return { geometry: { type: 'Point', coordinates: [round(lng), round(lat)] } };
}
