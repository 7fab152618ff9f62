// The ground under a site, from its elevation source (docs/decisions/041): None is flat ground at
// 0 m (said so in a note), SRTM reads .hgt tiles, Custom the site's uploaded GeoTIFF. A source
// without data is a 422 that says what is missing; heights are never invented.
import { AppError } from '@sortie/domain';
import type { TSite } from '@sortie/domain/contracts';
import { createSrtmSource, type ElevationSampler, type LngLat } from '@sortie/flightplan';
import type { Db } from '../../db/database.ts';
import type { DemFiles } from './dem-files.ts';
import * as repo from './repo.ts';
import { createSrtmTiles, type SrtmTilesOptions } from './srtm-tiles.ts';

export type SamplerSite = Pick<TSite, 'id' | 'elevation_source' | 'bbox'>;

export const NO_SOURCE_NOTE =
  'This site has no elevation source (None), so the ground is taken as flat at 0 m. ' +
  'Choose SRTM or a custom elevation model on the site for terrain heights.';

const FLAT: ElevationSampler = { elevationAt: () => 0 };

function bboxWith(
  bbox: readonly [number, number, number, number],
  points: readonly LngLat[],
): [number, number, number, number] {
  let [w, s, e, n] = bbox;
  for (const [lng, lat] of points) {
    w = Math.min(w, lng);
    s = Math.min(s, lat);
    e = Math.max(e, lng);
    n = Math.max(n, lat);
  }
  return [w, s, e, n];
}

export function createSamplers(deps: { db: Db; dems: DemFiles; srtm: SrtmTilesOptions }) {
  // One SRTM source per server: its LRU keeps the last few decoded tiles (26 MB each at 1″).
  const srtm = createSrtmSource(createSrtmTiles(deps.srtm), { cacheTiles: 4, maxTiles: 16 });

  return {
    /**
     * A sampler over the site (and `points`, e.g. a drawn path reaching past it).
     * @throws 422 srtm_tile_missing naming the tile, elevation_model_missing for Custom without
     *   an upload, terrain_area_too_large past 16 SRTM tiles.
     */
    async samplerFor(site: SamplerSite, points: readonly LngLat[] = []): Promise<ElevationSampler> {
      if (site.elevation_source === 'None') return FLAT;
      if (site.elevation_source === 'SRTM') {
        const sampler = await srtm.samplerFor(bboxWith(site.bbox, points));
        if (!sampler.ok) throw sampler.error;
        return sampler.value;
      }
      const model = await repo.findModel(deps.db, site.id);
      if (!model) {
        throw AppError.rule(
          'elevation_model_missing',
          "This site's elevation source is Custom, but no elevation model has been uploaded. " +
            'Upload a GeoTIFF on the site, or choose another elevation source.',
          { elevation_source: 'Custom' },
        );
      }
      return deps.dems.load(model.stored_name);
    },
  };
}

export type ElevationSamplers = ReturnType<typeof createSamplers>;
