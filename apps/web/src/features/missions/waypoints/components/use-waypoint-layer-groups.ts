// The waypoint draft as map layer groups: the flight path under numbered waypoint circles. The
// numbers are icons drawn by WaypointMapLayer (the offline style has no glyphs for text); without
// it the circles still show.
import { useTheme } from '@mui/material';
import { useMemo } from 'react';
import type { MapLayerGroup } from '../../../../lib/map/extra-layers.ts';
import type { WaypointsDraft } from '../types.ts';
import { waypointPathGeoJson, waypointPointsGeoJson } from '../utils/waypoint-geojson.ts';

/** Group and layer ids, for handlers: extraLayerId(WAYPOINT_POINTS_GROUP, WAYPOINT_CIRCLE_LAYER). */
export const WAYPOINT_PATH_GROUP = 'mission-waypoint-path';
export const WAYPOINT_POINTS_GROUP = 'mission-waypoints';
export const WAYPOINT_CIRCLE_LAYER = 'circle';
export const WAYPOINT_NUMBER_LAYER = 'number';
/** Prefix of the number icons; WaypointMapLayer draws `${prefix}${label}` on demand. */
export const WAYPOINT_ICON_PREFIX = 'sortie-wp-num-';

export function waypointLayerGroups(
  value: WaypointsDraft,
  selectedIndex: number | null,
  colours: { path: string; point: string; selected: string },
): MapLayerGroup[] {
  return [
    {
      id: WAYPOINT_PATH_GROUP,
      data: waypointPathGeoJson(value),
      layers: [
        {
          id: 'line',
          type: 'line',
          paint: { 'line-color': colours.path, 'line-width': 3, 'line-opacity': 0.9 },
          layout: { 'line-join': 'round', 'line-cap': 'round' },
        },
      ],
    },
    {
      id: WAYPOINT_POINTS_GROUP,
      data: waypointPointsGeoJson(value, selectedIndex),
      layers: [
        {
          id: WAYPOINT_CIRCLE_LAYER,
          type: 'circle',
          paint: {
            'circle-radius': ['case', ['boolean', ['get', 'selected'], false], 13, 11],
            'circle-color': [
              'case',
              ['boolean', ['get', 'selected'], false],
              colours.selected,
              colours.point,
            ],
            'circle-stroke-color': '#ffffff',
            'circle-stroke-width': 2,
          },
        },
        {
          id: WAYPOINT_NUMBER_LAYER,
          type: 'symbol',
          layout: {
            'icon-image': ['concat', WAYPOINT_ICON_PREFIX, ['get', 'label']],
            'icon-allow-overlap': true,
            'icon-ignore-placement': true,
          },
        },
      ],
    },
  ];
}

/** Layer groups of the waypoint draft, memoised on the draft and the selection. */
export function useWaypointLayerGroups(
  value: WaypointsDraft,
  selectedIndex?: number | null,
): MapLayerGroup[] {
  const theme = useTheme();
  const colours = useMemo(
    () => ({
      path: theme.palette.secondary.main,
      point: theme.palette.primary.main,
      selected: theme.palette.secondary.main,
    }),
    [theme],
  );
  return useMemo(
    () => waypointLayerGroups(value, selectedIndex ?? null, colours),
    [value, selectedIndex, colours],
  );
}
