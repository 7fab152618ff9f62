// The self-hosted basemap (issue 10 §6): the server's PMTiles archive (BASEMAP_PMTILES) drawn
// with the Protomaps layers. No labels: labels need glyph files from the internet, and this
// basemap exists for networks without it.
import { layers as protomapsLayers, namedFlavor } from '@protomaps/basemaps';
import type { StyleSpecification } from 'maplibre-gl';
import { PROTOMAPS_ATTRIBUTION } from './attributions.ts';

export const PMTILES_SOURCE = 'protomaps';

/** The archive's URL as MapLibre's pmtiles:// protocol wants it: absolute, on our origin. */
export function pmtilesSourceUrl(archiveUrl: string, origin: string): string {
  return `pmtiles://${new URL(archiveUrl, origin).href}`;
}

/** A vector style over the self-hosted PMTiles archive (Protomaps schema), without labels. */
export function pmtilesStyle(archiveUrl: string, origin: string): StyleSpecification {
  return {
    version: 8,
    sources: {
      [PMTILES_SOURCE]: {
        type: 'vector',
        url: pmtilesSourceUrl(archiveUrl, origin),
        attribution: PROTOMAPS_ATTRIBUTION,
      },
    },
    layers: protomapsLayers(PMTILES_SOURCE, namedFlavor('light')),
  };
}
