// The orbit draft as map layer groups: the minimum safe ring (shaded, dashed), the orbit circle
// and the draggable centre. All orbits of a draft share one radius, so one circle shows them all.
import { useTheme } from '@mui/material';
import { useMemo } from 'react';
import type { MapLayerGroup } from '../../../../lib/map/extra-layers.ts';
import type { PoiDraft } from '../types.ts';
import { poiGeoJson } from '../utils/orbit-geometry.ts';

/** Group and layer ids, for handlers: extraLayerId(POI_CENTRE_GROUP, POI_CENTRE_LAYER). */
export const POI_SAFE_GROUP = 'mission-poi-safe';
export const POI_ORBIT_GROUP = 'mission-poi-orbit';
export const POI_CENTRE_GROUP = 'mission-poi-centre';
export const POI_CENTRE_LAYER = 'centre';

export function poiLayerGroups(
  value: PoiDraft,
  colours: { orbit: string; safe: string; centre: string },
): MapLayerGroup[] {
  const data = poiGeoJson(value);
  return [
    {
      id: POI_SAFE_GROUP,
      data: data.safe,
      layers: [
        { id: 'fill', type: 'fill', paint: { 'fill-color': colours.safe, 'fill-opacity': 0.12 } },
        {
          id: 'line',
          type: 'line',
          paint: { 'line-color': colours.safe, 'line-width': 1.5, 'line-dasharray': [2, 2] },
        },
      ],
    },
    {
      id: POI_ORBIT_GROUP,
      data: data.orbit,
      layers: [
        { id: 'line', type: 'line', paint: { 'line-color': colours.orbit, 'line-width': 3 } },
      ],
    },
    {
      id: POI_CENTRE_GROUP,
      data: data.centre,
      layers: [
        {
          id: POI_CENTRE_LAYER,
          type: 'circle',
          paint: {
            'circle-radius': 9,
            'circle-color': colours.centre,
            'circle-stroke-color': '#ffffff',
            'circle-stroke-width': 2,
          },
        },
      ],
    },
  ];
}

export function usePoiLayerGroups(value: PoiDraft): MapLayerGroup[] {
  const theme = useTheme();
  const { secondary, error, primary } = theme.palette;
  return useMemo(
    () => poiLayerGroups(value, { orbit: secondary.main, safe: error.main, centre: primary.main }),
    [value, secondary.main, error.main, primary.main],
  );
}
