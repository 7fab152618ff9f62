// Benchmark sites, built in local metres and projected around a fixed origin so every run plans
// exactly the same geometry.
import { createLocalProjection, type CameraSpec, type LngLat } from '@sortie/flightplan';

export const ORIGIN: LngLat = [8.5, 47.4];
const proj = createLocalProjection(ORIGIN);

/** DJI Mavic 3 Enterprise wide camera (catalogue values), 2 s trigger interval. */
export const M3E: CameraSpec = {
  sensor_width_mm: 17.3,
  sensor_height_mm: 13,
  focal_length_mm: 12.29,
  image_width_px: 5280,
  image_height_px: 3956,
  min_trigger_interval_s: 2,
  speed: { min: 1, max: 15, default: 8 },
};

export interface BenchSite {
  name: string;
  shape: 'convex' | 'concave';
  rings: LngLat[][];
}

type XY = readonly [number, number];

function rotate(points: readonly XY[], deg: number): XY[] {
  const a = (deg * Math.PI) / 180;
  return points.map(([x, y]) => [
    x * Math.cos(a) - y * Math.sin(a),
    x * Math.sin(a) + y * Math.cos(a),
  ]);
}

export function toRings(local: readonly XY[], holes: readonly (readonly XY[])[] = []): LngLat[][] {
  const close = (r: readonly XY[]) => [...r, r[0]!].map((p) => proj.toLngLat(p));
  return [close(local), ...holes.map(close)];
}

/** A square of `acres` acres, rotated so no axis-aligned sweep is accidentally optimal. */
export function squareOfAcres(acres: number, rotationDeg = 17): LngLat[][] {
  const side = Math.sqrt(acres * 4046.86);
  return toRings(
    rotate(
      [
        [0, 0],
        [side, 0],
        [side, side],
        [0, side],
      ],
      rotationDeg,
    ),
  );
}

/** Convex and concave sites for path efficiency, ~40–100 ha each. */
export function efficiencySites(): BenchSite[] {
  const hex = Array.from(
    { length: 6 },
    (_, i) => [500 * Math.cos((i * Math.PI) / 3), 500 * Math.sin((i * Math.PI) / 3)] as XY,
  );
  const star = Array.from({ length: 14 }, (_, i) => {
    const r = i % 2 === 0 ? 600 : 330;
    const a = (i / 14) * 2 * Math.PI;
    return [r * Math.cos(a), r * Math.sin(a)] as XY;
  });
  return [
    {
      name: 'rectangle 1.6×0.4 km @30°',
      shape: 'convex',
      rings: toRings(
        rotate(
          [
            [0, 0],
            [1600, 0],
            [1600, 400],
            [0, 400],
          ],
          30,
        ),
      ),
    },
    { name: 'hexagon r=500 m', shape: 'convex', rings: toRings(hex) },
    {
      name: 'trapezoid @65°',
      shape: 'convex',
      rings: toRings(
        rotate(
          [
            [0, 0],
            [1400, 0],
            [1000, 600],
            [200, 600],
          ],
          65,
        ),
      ),
    },
    {
      name: 'thin triangle @12°',
      shape: 'convex',
      rings: toRings(
        rotate(
          [
            [0, 0],
            [1800, 0],
            [300, 500],
          ],
          12,
        ),
      ),
    },
    {
      name: 'L-shape @20°',
      shape: 'concave',
      rings: toRings(
        rotate(
          [
            [0, 0],
            [1200, 0],
            [1200, 300],
            [300, 300],
            [300, 1000],
            [0, 1000],
          ],
          20,
        ),
      ),
    },
    {
      name: 'U-shape @40°',
      shape: 'concave',
      rings: toRings(
        rotate(
          [
            [0, 0],
            [1000, 0],
            [1000, 900],
            [700, 900],
            [700, 300],
            [300, 300],
            [300, 900],
            [0, 900],
          ],
          40,
        ),
      ),
    },
    {
      name: 'E-comb @10°',
      shape: 'concave',
      rings: toRings(
        rotate(
          [
            [0, 0],
            [1200, 0],
            [1200, 200],
            [300, 200],
            [300, 400],
            [1200, 400],
            [1200, 600],
            [300, 600],
            [300, 800],
            [1200, 800],
            [1200, 1000],
            [0, 1000],
          ],
          10,
        ),
      ),
    },
    { name: 'star 7 points', shape: 'concave', rings: toRings(star) },
    {
      name: 'square with hole @25°',
      shape: 'concave',
      rings: toRings(
        rotate(
          [
            [0, 0],
            [1000, 0],
            [1000, 1000],
            [0, 1000],
          ],
          25,
        ),
        [
          rotate(
            [
              [350, 350],
              [650, 350],
              [650, 650],
              [350, 650],
            ],
            25,
          ),
        ],
      ),
    },
  ];
}
