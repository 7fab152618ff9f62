// DJI WPML route (flight-planning.md §3.4): a KMZ (zip) holding wpmz/template.kml (the editable
// waypoint template) and wpmz/waylines.wpml (the execution file), heights relative to take-off.
import { strToU8, zipSync } from 'fflate';
import { AppError } from '@sortie/domain';
import type { LngLat, Mission } from '../mission/types.ts';
import { trimmed } from './format.ts';
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
  const payload = wpmlPayloadEnum(m.drone_id ?? '', m.camera_id) ?? drone.payloadEnumValue;
  const maxHeight = Math.max(30, ...m.waypoints.map((w) => Math.ceil(w.takeoff_relative_m)));
  return [
    '<wpml:missionConfig>',
    el('flyToWaylineMode', 'safely'),
    el('finishAction', o.finish_action ?? 'goHome'),
    el('exitOnRCLost', 'executeLostAction'),
    el('executeRCLostAction', 'goBack'),
    el('takeOffSecurityHeight', trimmed(o.takeoff_security_height_m ?? 20, 1)),
    el('globalTransitionalSpeed', trimmed(speed, 1)),
    ...(waylines ? [el('globalRTHHeight', trimmed(o.rth_height_m ?? maxHeight, 1))] : []),
    `<wpml:droneInfo>${el('droneEnumValue', drone.droneEnumValue)}${el('droneSubEnumValue', drone.droneSubEnumValue)}</wpml:droneInfo>`,
    ...(payload === null
      ? []
      : [
          `<wpml:payloadInfo>${el('payloadEnumValue', payload)}${el('payloadPositionIndex', 0)}</wpml:payloadInfo>`,
        ]),
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
  const speed = Math.min(15, mission.waypoints.find((w) => w.speed_mps > 0)?.speed_mps ?? 8);
  const ctx: WpmlContext = { mission, speed, poi: options.poi };
  const groups = actionGroups(ctx);
  const placemarks = (file: 'template' | 'waylines'): string[] =>
    mission.waypoints.map((w, i) => waypointPlacemark(ctx, w, i, file, groups[i] ?? []));
  const time = String(options.timestamp_ms ?? Date.now());
  const heightParam = `<wpml:waylineCoordinateSysParam>${el('coordinateMode', 'WGS84')}${el('heightMode', 'relativeToStartPoint')}</wpml:waylineCoordinateSysParam>`;
  const template = [
    HEAD + el('author', 'Sortie'),
    el('createTime', time),
    el('updateTime', time),
    missionConfig(mission, options, drone, speed, false),
    '<Folder>',
    el('templateType', 'waypoint'),
    el('templateId', 0),
    heightParam,
    el('autoFlightSpeed', trimmed(speed, 1)),
    el('globalWaypointTurnMode', 'toPointAndStopWithDiscontinuityCurvature'),
    el('globalUseStraightLine', 1),
    el('gimbalPitchMode', 'usePointSetting'),
    el('globalHeight', trimmed(mission.waypoints[0]?.takeoff_relative_m ?? 0, 2)),
    `<wpml:globalWaypointHeadingParam>${el('waypointHeadingMode', 'followWayline')}</wpml:globalWaypointHeadingParam>`,
    `<wpml:payloadParam>${el('payloadPositionIndex', 0)}${el('imageFormat', wpmlLens(mission.camera_id))}</wpml:payloadParam>`,
    ...placemarks('template'),
    '</Folder>\n' + TAIL,
  ].join('\n');
  const waylines = [
    HEAD + missionConfig(mission, options, drone, speed, true),
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
