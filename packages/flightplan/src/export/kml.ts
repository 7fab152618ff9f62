// Google Earth KML of a mission (flight-planning.md §3.5 export suggestions): one Folder per
// element — site, flight path (extruded LineString at altitude), waypoints, photos, GCPs.
import type { Geometry } from 'geojson';
import type { GroundControlPoint } from '../generate/gcp.ts';
import type { Mission, Waypoint, WaypointAction } from '../mission/types.ts';
import { trimmed } from './format.ts';
import { folder, geometryKml, kmlDocument, placemark, tuple } from './kml-xml.ts';

export interface MissionKmlOptions {
  /** The site the mission covers, drawn clamped to the ground. */
  site?: Geometry;
  /** Ground control points, as target Placemarks. */
  gcps?: readonly GroundControlPoint[];
  /** Also write one Placemark per planned photo (off by default: surveys plan thousands). */
  photos?: boolean;
  /**
   * 'relative' (default): `relativeToGround`, exact for terrain-following waypoints and an
   * approximation on slopes for heights above take-off. 'absolute': AMSL heights from the
   * take-off ground elevation, exact for both.
   */
  altitude?: { mode: 'relative' } | { mode: 'absolute'; takeoff_elevation_m: number };
}

function actionText(a: WaypointAction): string {
  switch (a.type) {
    case 'hover':
      return `hover ${trimmed(a.seconds, 1)} s`;
    case 'take_photo':
      return 'take photo';
    case 'start_recording':
      return 'start recording';
    case 'stop_recording':
      return 'stop recording';
    case 'rotate_drone':
      return `rotate to ${trimmed(a.heading_deg, 1)}°`;
    case 'pitch_camera_gimbal':
      return `gimbal pitch ${trimmed(a.pitch_deg, 1)}°`;
  }
}

/**
 * A mission as a KML 2.2 document that Google Earth and GDAL open.
 * @example
 * const kml = exportMissionKml(mission, { site: polygon, altitude: { mode: 'relative' } });
 */
export function exportMissionKml(mission: Mission, options: MissionKmlOptions = {}): string {
  const alt = options.altitude ?? { mode: 'relative' };
  const kmlMode = alt.mode === 'absolute' ? 'absolute' : 'relativeToGround';
  const height = (w: Waypoint): number =>
    alt.mode === 'absolute'
      ? alt.takeoff_elevation_m + w.takeoff_relative_m
      : w.altitude_mode === 'above_ground'
        ? w.altitude_m
        : w.takeoff_relative_m;
  const point = (w: Waypoint): string =>
    `<Point><altitudeMode>${kmlMode}</altitudeMode><coordinates>${tuple(w.position[0], w.position[1], height(w))}</coordinates></Point>`;

  const body: string[] = [];
  if (options.site) {
    body.push(folder('Site', [placemark(mission.name, 'site', geometryKml(options.site))]));
  }
  const line =
    `<LineString><extrude>1</extrude><altitudeMode>${kmlMode}</altitudeMode><coordinates>` +
    mission.waypoints.map((w) => tuple(w.position[0], w.position[1], height(w))).join(' ') +
    '</coordinates></LineString>';
  body.push(folder('Flight path', [placemark('Flight path', 'path', line)]));
  body.push(
    folder(
      'Waypoints',
      mission.waypoints.map((w, i) =>
        placemark(`WP ${i + 1}`, 'waypoint', point(w), {
          ...(w.actions.length > 0 ? { description: w.actions.map(actionText).join(', ') } : {}),
          data: {
            altitude_m: trimmed(w.altitude_m, 2),
            altitude_mode: w.altitude_mode,
            takeoff_relative_m: trimmed(w.takeoff_relative_m, 2),
            speed_mps: trimmed(w.speed_mps, 2),
            heading_deg: trimmed(w.heading_deg, 1),
            gimbal_pitch_deg: trimmed(w.gimbal_pitch_deg, 1),
          },
        }),
      ),
    ),
  );
  if (options.photos && mission.photos.length > 0) {
    const photos = mission.photos.map((p, i) =>
      placemark(
        `Photo ${i + 1}`,
        'photo',
        `<Point><coordinates>${tuple(p.position[0], p.position[1])}</coordinates></Point>`,
      ),
    );
    body.push(folder('Photos', photos));
  }
  if (options.gcps && options.gcps.length > 0) body.push(gcpFolder(options.gcps));
  return kmlDocument(mission.name, body);
}

/** GCPs as a Folder of target Placemarks with their elevation as extended data. */
export function gcpFolder(gcps: readonly GroundControlPoint[]): string {
  return folder(
    'Ground control points',
    gcps.map((g) =>
      placemark(
        g.name,
        'gcp',
        `<Point><coordinates>${tuple(g.position[0], g.position[1], g.elevation_m ?? 0)}</coordinates></Point>`,
        { data: { elevation_m: g.elevation_m === null ? '' : trimmed(g.elevation_m, 2) } },
      ),
    ),
  );
}

/**
 * A site (area polygon or corridor line) as a Google-Earth-style KML document.
 * @example
 * exportSiteKml('Field A', { type: 'Polygon', coordinates: [[[8.544, 47.3975], ...]] });
 */
export function exportSiteKml(name: string, geometry: Geometry): string {
  return kmlDocument(name, [placemark(name, 'site', geometryKml(geometry))]);
}
