// What the map draws of a planned mission, as flat coordinate arrays (decision 121). The planner
// worker sends it with its buffers transferred, not copied: a plan for an intermediate value met
// while typing (an altitude of "9" on the way to "95" is ~400,000 photos) can be dropped as stale
// without the page ever deserialising its photos. The page builds GeoJSON (shapeFeatures) only
// for the answer it draws: a few arrays per photo, no per-photo objects or properties.
import type { FeatureCollection, Position } from 'geojson';
import type { LngLat, Mission } from '@sortie/flightplan';
import { photoMinZoom } from './photo-zoom.ts';

export interface MissionShape {
  /** Waypoint positions, longitude and latitude interleaved: the flight line and its markers. */
  waypoints: Float64Array;
  /** Photo positions, interleaved likewise. */
  photos: Float64Array;
  /** The whole zoom from which the photos are drawn (photo-zoom.ts). */
  photoMinZoom: number;
  /** Where the drone launches: the chosen take-off, else the first waypoint. */
  takeoff: [number, number] | null;
}

function flat(points: readonly { position: LngLat }[]): Float64Array {
  const out = new Float64Array(points.length * 2);
  points.forEach((p, i) => {
    out[i * 2] = p.position[0];
    out[i * 2 + 1] = p.position[1];
  });
  return out;
}

function positions(coords: Float64Array): Position[] {
  const out: Position[] = new Array<Position>(coords.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = [coords[i * 2]!, coords[i * 2 + 1]!];
  return out;
}

export function missionShape(mission: Mission): MissionShape {
  const takeoff = mission.takeoff ?? mission.waypoints[0]?.position ?? null;
  return {
    waypoints: flat(mission.waypoints),
    photos: flat(mission.photos),
    photoMinZoom: photoMinZoom(mission.photos.map((p) => p.position)),
    takeoff: takeoff ? [takeoff[0], takeoff[1]] : null,
  };
}

/** The buffers to transfer with a shape in postMessage. */
export function shapeTransferables(shape: MissionShape): ArrayBuffer[] {
  return [shape.waypoints.buffer as ArrayBuffer, shape.photos.buffer as ArrayBuffer];
}

/**
 * The map's features, told apart by `role` for the layer filters: the path, the waypoints and
 * the photos as one MultiPoint each (the photos with their `min_zoom`), and the take-off.
 */
export function shapeFeatures(shape: MissionShape): FeatureCollection {
  const features: FeatureCollection['features'] = [];
  if (shape.waypoints.length > 0) {
    const line = positions(shape.waypoints);
    features.push(
      {
        type: 'Feature',
        geometry: { type: 'LineString', coordinates: line },
        properties: { role: 'path' },
      },
      {
        type: 'Feature',
        geometry: { type: 'MultiPoint', coordinates: line },
        properties: { role: 'waypoint' },
      },
    );
  }
  if (shape.photos.length > 0) {
    features.push({
      type: 'Feature',
      geometry: { type: 'MultiPoint', coordinates: positions(shape.photos) },
      properties: { role: 'photo', min_zoom: shape.photoMinZoom },
    });
  }
  if (shape.takeoff) {
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: shape.takeoff },
      properties: { role: 'takeoff' },
    });
  }
  return { type: 'FeatureCollection', features };
}
