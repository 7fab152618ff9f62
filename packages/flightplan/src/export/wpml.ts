// DJI WPML route (flight-planning.md §3.4): a KMZ (zip) holding wpmz/template.kml (the editable
// waypoint template) and wpmz/waylines.wpml (the execution file), heights relative to take-off.
// Photos: Pilot 2 aircraft get distance-triggered groups over the mission's photo legs; DJI Fly
// aircraft ignore those, so their routes get one waypoint per planned photo with takePhoto.
import { strToU8, zipSync } from 'fflate';
import { AppError } from '@sortie/domain';
import type { LngLat, Mission } from '../mission/types.ts';
import { deg, trimmed } from './format.ts';
import { withPhotoWaypoints } from './photo-waypoints.ts';
import { WPML_DRONES, wpmlLens, wpmlPayloadEnum, type WpmlDroneInfo } from './wpml-enums.ts';
import {
  actionGroups,
  waypointPlacemark,
  wpmlElement as el,
  type WpmlContext,
} from './wpml-waypoints.ts';

export interface WpmlOptions {
  /** createTime/updateTime and zip entry dates; defaults to now. Fix it for reproducible files. */
  timestamp_ms?: number;
  /** Drone enums when the mission's drone is not in our table (§3.4 "Drone enums"). */
  drone?: WpmlDroneInfo;
  /** Point of interest: every waypoint heads towards it (`towardPOI`). */
  poi?: { position: LngLat; altitude_m: number };
  /** Climb height before flying to the first waypoint when starting on the ground; default 20 m. */
  takeoff_security_height_m?: number;
  /** Return-to-home height; defaults to the highest waypoint (at least 30 m). */
  rth_height_m?: number;
  finish_action?: 'goHome' | 'noAction' | 'autoLand' | 'gotoFirstWaypoint';
  /**
   * WGS84 ellipsoidal height of the take-off ground (orthometric elevation + geoid undulation N,
   * §3.4 "Height references"; `ellipsoidalHeightM` in `@sortie/flightplan/geoid` computes it from
   * an EGM96 elevation). With it, template waypoints carry their true `ellipsoidHeight` and the
   * template a `takeOffRefPoint`; without it, `ellipsoidHeight` repeats the height above take-off
   * as DJI's own relative-mode exports do (Pilot 2 flies `height` in relativeToStartPoint mode).
   */
  takeoff_ellipsoid_height_m?: number;
  /** payloadEnumValue for a payload our table does not know (§3.4 "Payload enums"). */
  payload_enum?: number;
}

export interface WpmlFiles {
  'wpmz/template.kml': string;
  'wpmz/waylines.wpml': string;
}

const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:wpml="http://www.dji.com/wpmz/1.0.2">\n<Document>\n';
const TAIL = '</Document>\n</kml>\n';

function missionConfig(
  m: Mission,
  o: WpmlOptions,
  drone: WpmlDroneInfo,
  speed: number,
  waylines: boolean,
): string {
  // payloadInfo is required (§3.4 missionConfig). 0 when the payload is unknown: the app then
  // binds the route to the camera actually mounted (uncertain; set payload_enum to be exact).
  const payload =
    o.payload_enum ?? wpmlPayloadEnum(m.drone_id ?? '', m.camera_id) ?? drone.payloadEnumValue ?? 0;
  const ref =
    o.takeoff_ellipsoid_height_m !== undefined && m.takeoff
      ? [
          el(
            'takeOffRefPoint',
            `${deg(m.takeoff[1])},${deg(m.takeoff[0])},${trimmed(o.takeoff_ellipsoid_height_m, 2)}`,
          ),
          el('takeOffRefPointAGLHeight', 0),
        ]
      : [];
  const maxHeight = Math.max(30, ...m.waypoints.map((w) => Math.ceil(w.takeoff_relative_m)));
  return [
    '<wpml:missionConfig>',
    el('flyToWaylineMode', 'safely'),
    el('finishAction', o.finish_action ?? 'goHome'),
    el('exitOnRCLost', 'executeLostAction'),
    el('executeRCLostAction', 'goBack'),
    el('takeOffSecurityHeight', trimmed(o.takeoff_security_height_m ?? 20, 1)),
    el('globalTransitionalSpeed', trimmed(speed, 1)),
    ...(waylines ? [el('globalRTHHeight', trimmed(o.rth_height_m ?? maxHeight, 1))] : ref),
    `<wpml:droneInfo>${el('droneEnumValue', drone.droneEnumValue)}${el('droneSubEnumValue', drone.droneSubEnumValue)}</wpml:droneInfo>`,
    `<wpml:payloadInfo>${el('payloadEnumValue', payload)}${el('payloadPositionIndex', 0)}</wpml:payloadInfo>`,
    '</wpml:missionConfig>',
  ].join('\n');
}

/**
 * The two WPML documents as text (what {@link exportWpml} zips), for inspection and golden tests.
 * @throws AppError `wpml_unsupported_drone` (422) when the drone has no known DJI enum.
 * @example
 * exportWpmlFiles(mission, { timestamp_ms: 0 })['wpmz/waylines.wpml'];
 */
export function exportWpmlFiles(mission: Mission, options: WpmlOptions = {}): WpmlFiles {
  const drone = options.drone ?? (mission.drone_id ? WPML_DRONES[mission.drone_id] : undefined);
  if (!drone) {
    throw AppError.rule(
      'wpml_unsupported_drone',
      'DJI WPML routes need a DJI aircraft that flies waypoint routes (Pilot 2, DJI Fly or a dock).',
      { drone_id: mission.drone_id, format: 'wpml' },
    );
  }
  const flown = drone.app === 'dji_fly' ? withPhotoWaypoints(mission) : mission;
  const speed = Math.min(15, flown.waypoints.find((w) => w.speed_mps > 0)?.speed_mps ?? 8);
  const ctx: WpmlContext = {
    mission: flown,
    speed,
    poi: options.poi,
    takeoffEllipsoidM: options.takeoff_ellipsoid_height_m ?? null,
  };
  const groups = actionGroups(ctx);
  const placemarks = (file: 'template' | 'waylines'): string[] =>
    flown.waypoints.map((w, i) => waypointPlacemark(ctx, w, i, file, groups[i] ?? []));
  const time = String(options.timestamp_ms ?? Date.now());
  const heightParam = `<wpml:waylineCoordinateSysParam>${el('coordinateMode', 'WGS84')}${el('heightMode', 'relativeToStartPoint')}</wpml:waylineCoordinateSysParam>`;
  const template = [
    HEAD + el('author', 'Sortie'),
    el('createTime', time),
    el('updateTime', time),
    missionConfig(flown, options, drone, speed, false),
    '<Folder>',
    el('templateType', 'waypoint'),
    el('templateId', 0),
    heightParam,
    el('autoFlightSpeed', trimmed(speed, 1)),
    el('globalWaypointTurnMode', 'toPointAndStopWithDiscontinuityCurvature'),
    el('globalUseStraightLine', 1),
    el('gimbalPitchMode', 'usePointSetting'),
    el('globalHeight', trimmed(flown.waypoints[0]?.takeoff_relative_m ?? 0, 2)),
    `<wpml:globalWaypointHeadingParam>${el('waypointHeadingMode', 'followWayline')}</wpml:globalWaypointHeadingParam>`,
    `<wpml:payloadParam>${el('payloadPositionIndex', 0)}${el('imageFormat', wpmlLens(mission.camera_id))}</wpml:payloadParam>`,
    ...placemarks('template'),
    '</Folder>\n' + TAIL,
  ].join('\n');
  const waylines = [
    HEAD + missionConfig(flown, options, drone, speed, true),
    '<Folder>',
    el('templateId', 0),
    el('waylineId', 0),
    el('executeHeightMode', 'relativeToStartPoint'),
    el('distance', trimmed(mission.stats.distance_m, 1)),
    el('duration', trimmed(mission.stats.flight_time_s, 1)),
    el('autoFlightSpeed', trimmed(speed, 1)),
    ...placemarks('waylines'),
    '</Folder>\n' + TAIL,
  ].join('\n');
  return { 'wpmz/template.kml': template, 'wpmz/waylines.wpml': waylines };
}

/**
 * A mission as a DJI WPML `.kmz` (zip bytes), for DJI Pilot 2, FlightHub 2, docks and DJI Fly.
 * @throws AppError `wpml_unsupported_drone` (422) when the drone has no known DJI enum.
 * @example
 * const kmz: Uint8Array = exportWpml(mission);
 */
export function exportWpml(mission: Mission, options: WpmlOptions = {}): Uint8Array {
  const timestamp = options.timestamp_ms ?? Date.now();
  const files = exportWpmlFiles(mission, { ...options, timestamp_ms: timestamp });
  // Zip dates must be ≥ 1980; a fixed timestamp gives byte-identical archives.
  const mtime = new Date(Math.max(timestamp, Date.UTC(1980, 0, 2)));
  return zipSync(
    {
      'wpmz/template.kml': [strToU8(files['wpmz/template.kml']), { mtime }],
      'wpmz/waylines.wpml': [strToU8(files['wpmz/waylines.wpml']), { mtime }],
    },
    { level: 6 },
  );
}
