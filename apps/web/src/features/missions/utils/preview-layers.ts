// A planned mission as map layers: the flight path, its waypoints, the photo points and the
// take-off. One GeoJSON source per mission (the engine's MISSION.geojson shape, features told
// apart by `role`), so a redraw is one setData.
import type { Feature, FeatureCollection } from 'geojson';
import { missionToGeoJson, type Mission } from '@sortie/flightplan';
import type { CircleLayerSpecification, LineLayerSpecification } from 'maplibre-gl';
import type { ExtraLayer, MapLayerGroup } from '../../../lib/map/extra-layers.ts';

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
  const doc = missionToGeoJson(mission) as unknown as FeatureCollection;
  const features: Feature[] = [...doc.features];
  // Without a chosen take-off the drone launches at the first waypoint.
  const takeoff = mission.takeoff ?? mission.waypoints[0]?.position;
  if (takeoff) {
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [takeoff[0], takeoff[1]] },
      properties: { role: 'takeoff' },
    });
  }
  return { type: 'FeatureCollection', features };
}

export function missionLayerGroup(
  id: string,
  mission: Mission,
  colours: MissionLayerColours,
): MapLayerGroup {
  return featuresLayerGroup(id, missionFeatures(mission), colours);
}

/** The same layers over features already built (the worker builds the preview's). */
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
        filter: role('photo'),
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
