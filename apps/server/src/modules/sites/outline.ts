// The light outline lists carry instead of the full geometry (migration 031 backfills the same
// thinning in SQL): cards and the collection map draw a site at a few hundred pixels, where 256
// vertices per ring are plenty; the full geometry stays on GET one site.
import type { TSiteGeometry } from '@sortie/domain/contracts';

/** Most vertices kept per ring or line. */
export const OUTLINE_MAX_VERTICES = 256;
/** Most rings kept of a polygon (the outer ring and 15 holes). */
export const OUTLINE_MAX_RINGS = 16;

/** Every k-th vertex plus the last one, so closed rings stay closed. */
function thin<T>(positions: readonly T[]): T[] {
  const step = Math.ceil(positions.length / OUTLINE_MAX_VERTICES);
  if (step <= 1) return [...positions];
  return positions.filter((_, i) => i % step === 0 || i === positions.length - 1);
}

/**
 * The outline of a site geometry: rings and lines thinned to at most 256 vertices.
 *
 * @example
 * siteOutline({ type: 'Point', coordinates: [77.59, 12.97] }); // the point itself
 */
export function siteOutline(geometry: TSiteGeometry): TSiteGeometry {
  switch (geometry.type) {
    case 'Point':
      return geometry;
    case 'LineString':
      return { type: 'LineString', coordinates: thin(geometry.coordinates) };
    case 'Polygon':
      return {
        type: 'Polygon',
        coordinates: geometry.coordinates.slice(0, OUTLINE_MAX_RINGS).map((ring) => thin(ring)),
      };
  }
}
