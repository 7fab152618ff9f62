// Site coverage in the dataset's local frame: the outline [lon, lat] is projected, then measured.
import { siteCoverage, type CoverageResult } from './coverage.ts';
import type { LocalFrame } from './geo.ts';

export function coverageOfSite(
  site: readonly [number, number][],
  frame: LocalFrame,
  footprints: readonly [number, number][][],
): CoverageResult | null {
  if (site.length < 3) return null;
  return siteCoverage(
    site.map(([lon, lat]) => frame.toXY(lon, lat)),
    footprints,
  );
}
