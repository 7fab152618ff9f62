// A planned mission as map layers: the flight path, its waypoints, the photo points and the
// take-off. One GeoJSON source per mission, features told apart by `role` (mission-shape.ts), so
// a redraw is one setData. Photos are drawn from the zoom at which they stand apart
// (photo-zoom.ts, decision 121); the flight line is drawn at every zoom.
import type { FeatureCollection } from 'geojson';
import type { Mission } from '@sortie/flightplan';
import type { CircleLayerSpecification, LineLayerSpecification } from 'maplibre-gl';
import type { ExtraLayer, MapLayerGroup } from '../../../lib/map/extra-layers.ts';
import { missionShape, shapeFeatures } from './mission-shape.ts';

export interface MissionLayerColours {
  path: string;
  waypoint: string;
  photo: string;
  takeoff: string;
}

/** Group ids: the live preview and the saved mission picked in the list. */
export const PREVIEW_GROUP = 'mission-preview';
export const SAVED_GROUP = 'mission-saved';

const role = (r: string): ['==', ['get', string], string] => ['==', ['get', 'role'], r];

// ExtraLayer omits `source` from a union, which drops the per-type keys (filter); typed here
// per layer type, then widened.
const line = (l: Omit<LineLayerSpecification, 'source'>): ExtraLayer => l;
const circle = (l: Omit<CircleLayerSpecification, 'source'>): ExtraLayer => l;

export function missionFeatures(mission: Mission): FeatureCollection {
  return shapeFeatures(missionShape(mission));
}

export function missionLayerGroup(
  id: string,
  mission: Mission,
  colours: MissionLayerColours,
): MapLayerGroup {
  return featuresLayerGroup(id, missionFeatures(mission), colours);
}

/** The same layers over features already built (the preview's, from the worker's shape). */
export function featuresLayerGroup(
  id: string,
  data: FeatureCollection,
  colours: MissionLayerColours,
): MapLayerGroup {
  return {
    id,
    data,
    layers: [
      line({
        id: 'path',
        type: 'line',
        filter: role('path'),
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': colours.path, 'line-width': 2.5 },
      }),
      circle({
        id: 'photos',
        type: 'circle',
        // Zoom in a filter is the tile's whole zoom: below `min_zoom` the photos are left out of
        // the tiles' buffers, not just hidden.
        filter: ['all', role('photo'), ['>=', ['zoom'], ['get', 'min_zoom']]],
        paint: { 'circle-radius': 2, 'circle-color': colours.photo, 'circle-opacity': 0.8 },
      }),
      circle({
        id: 'waypoints',
        type: 'circle',
        filter: role('waypoint'),
        paint: {
          'circle-radius': 3.5,
          'circle-color': '#ffffff',
          'circle-stroke-color': colours.waypoint,
          'circle-stroke-width': 1.5,
        },
      }),
      circle({
        id: 'takeoff',
        type: 'circle',
        filter: role('takeoff'),
        paint: {
          'circle-radius': 7,
          'circle-color': colours.takeoff,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      }),
    ],
  };
}
