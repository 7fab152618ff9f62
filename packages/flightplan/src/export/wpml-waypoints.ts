// WPML Placemarks and action groups (flight-planning.md §3.4), shared by wpmz/template.kml and
// wpmz/waylines.wpml. Coordinates in <Point> are lon,lat; waypointPoiPoint is lat,lon,alt.
import type { LngLat, Mission, Waypoint, WaypointAction } from '../mission/types.ts';
import { deg, fixed, heading180, trimmed } from './format.ts';
import { curveRadiusM, photoLegRuns, photoLegs } from './geometry.ts';

export interface WpmlContext {
  mission: Mission;
  /** Default leg speed (m/s) used when a waypoint's speed is 0 ("cruise"). */
  speed: number;
  poi: { position: LngLat; altitude_m: number } | undefined;
  /** WGS84 ellipsoidal height of the take-off ground, when known (WpmlOptions). */
  takeoffEllipsoidM: number | null;
}

type Params = Record<string, string | number>;

const el = (name: string, value: string | number): string =>
  `<wpml:${name}>${value}</wpml:${name}>`;
const params = (p: Params): string =>
  Object.entries(p)
    .map(([k, v]) => el(k, v))
    .join('');
const PAYLOAD = { payloadPositionIndex: 0 };

function action(id: number, func: string, p: Params): string {
  return `<wpml:action>${el('actionId', id)}${el('actionActuatorFunc', func)}<wpml:actionActuatorFuncParam>${params(p)}</wpml:actionActuatorFuncParam></wpml:action>`;
}

function gimbalRotate(pitch: number): [string, Params] {
  return [
    'gimbalRotate',
    {
      gimbalHeadingYawBase: 'aircraft',
      gimbalRotateMode: 'absoluteAngle',
      gimbalPitchRotateEnable: 1,
      gimbalPitchRotateAngle: trimmed(pitch, 1),
      gimbalRollRotateEnable: 0,
      gimbalRollRotateAngle: 0,
      gimbalYawRotateEnable: 0,
      gimbalYawRotateAngle: 0,
      gimbalRotateTimeEnable: 0,
      gimbalRotateTime: 0,
      ...PAYLOAD,
    },
  ];
}

function wpmlAction(a: WaypointAction, wp: Waypoint): [string, Params] {
  switch (a.type) {
    case 'hover':
      return ['hover', { hoverTime: trimmed(a.seconds, 1) }];
    case 'take_photo':
      return ['takePhoto', { ...PAYLOAD, useGlobalPayloadLensIndex: 1 }];
    case 'start_recording':
      return ['startRecord', { ...PAYLOAD, useGlobalPayloadLensIndex: 1 }];
    case 'stop_recording':
      return ['stopRecord', PAYLOAD];
    case 'rotate_drone': {
      const turn = heading180(a.heading_deg - wp.heading_deg);
      const aircraftHeading = trimmed(heading180(a.heading_deg), 1);
      return [
        'rotateYaw',
        { aircraftHeading, aircraftPathMode: turn < 0 ? 'counterClockwise' : 'clockwise' },
      ];
    }
    case 'pitch_camera_gimbal':
      return gimbalRotate(a.pitch_deg);
  }
}

function group(
  id: number,
  start: number,
  end: number,
  trigger: string,
  actions: Array<[string, Params]>,
): string {
  return (
    `<wpml:actionGroup>${el('actionGroupId', id)}${el('actionGroupStartIndex', start)}` +
    `${el('actionGroupEndIndex', end)}${el('actionGroupMode', 'sequence')}` +
    `<wpml:actionTrigger>${trigger}</wpml:actionTrigger>` +
    actions.map(([func, p], i) => action(i, func, p)).join('') +
    '</wpml:actionGroup>'
  );
}

/** Action groups per waypoint index: reachPoint groups, then interval-photo groups over runs. */
export function actionGroups(ctx: WpmlContext): string[][] {
  const { mission } = ctx;
  const wps = mission.waypoints;
  const groups: string[][] = wps.map(() => []);
  let id = 0;
  wps.forEach((wp, i) => {
    const prev = wps[i - 1];
    const acts: Array<[string, Params]> = [];
    // WPML has no per-point gimbal pitch in waylines: a change becomes a gimbalRotate action.
    if (!prev || prev.gimbal_pitch_deg !== wp.gimbal_pitch_deg)
      acts.push(gimbalRotate(wp.gimbal_pitch_deg));
    acts.push(...wp.actions.map((a) => wpmlAction(a, wp)));
    if (acts.length > 0)
      groups[i]?.push(group(id++, i, i, el('actionTriggerType', 'reachPoint'), acts));
  });
  const t = mission.trigger;
  if (t.type === 'distance' || t.type === 'time') {
    // Pilot 2 honours these; DJI Fly ignores them (§3.4): its routes arrive here already turned
    // into photo waypoints (withPhotoWaypoints), with no trigger left.
    const trigger =
      el('actionTriggerType', t.type === 'distance' ? 'multipleDistance' : 'multipleTiming') +
      el('actionTriggerParam', trimmed(t.type === 'distance' ? t.spacing_m : t.interval_s, 2));
    for (const [a, b] of photoLegRuns(photoLegs(mission))) {
      groups[a]?.push(
        group(id++, a, b, trigger, [['takePhoto', { ...PAYLOAD, useGlobalPayloadLensIndex: 1 }]]),
      );
    }
  }
  return groups;
}

function headingParam(ctx: WpmlContext, wp: Waypoint): string {
  if (ctx.poi) {
    const [lng, lat] = ctx.poi.position;
    return (
      el('waypointHeadingMode', 'towardPOI') +
      el('waypointPoiPoint', `${deg(lat)},${deg(lng)},${fixed(ctx.poi.altitude_m, 6)}`) +
      el('waypointHeadingPathMode', 'followBadArc')
    );
  }
  if (ctx.mission.heading_mode === 'custom') {
    return (
      el('waypointHeadingMode', 'smoothTransition') +
      el('waypointHeadingAngle', trimmed(heading180(wp.heading_deg), 1)) +
      el('waypointHeadingPathMode', 'followBadArc')
    );
  }
  return el('waypointHeadingMode', 'followWayline');
}

function turnParam(ctx: WpmlContext, wp: Waypoint, i: number): string {
  // Curved paths turn early (coordinateTurn with the Litchi-style radius as damping distance);
  // ends and action points stop, so their actions run at the point (§3.4 turn parameters).
  const r =
    ctx.mission.path_mode === 'curved' && wp.actions.length === 0
      ? curveRadiusM(ctx.mission, i)
      : 0;
  const mode = r > 0 ? 'coordinateTurn' : 'toPointAndStopWithDiscontinuityCurvature';
  return el('waypointTurnMode', mode) + el('waypointTurnDampingDist', trimmed(r, 1));
}

/** One waypoint Placemark; the template carries height/ellipsoidHeight, waylines executeHeight. */
export function waypointPlacemark(
  ctx: WpmlContext,
  wp: Waypoint,
  i: number,
  file: 'template' | 'waylines',
  groups: readonly string[],
): string {
  const height = trimmed(wp.takeoff_relative_m, 2);
  // Same point, two datums (§3.4): ellipsoidal h = take-off ground's h + height above take-off.
  const ellipsoid =
    ctx.takeoffEllipsoidM === null
      ? height
      : trimmed(ctx.takeoffEllipsoidM + wp.takeoff_relative_m, 2);
  const speed = trimmed(wp.speed_mps > 0 ? Math.min(15, wp.speed_mps) : ctx.speed, 1);
  const lines = [
    `<Point><coordinates>${deg(wp.position[0])},${deg(wp.position[1])}</coordinates></Point>`,
    el('index', i),
    ...(file === 'template'
      ? [
          el('useGlobalHeight', 0),
          el('ellipsoidHeight', ellipsoid),
          el('height', height),
          el('useGlobalSpeed', 0),
        ]
      : [el('executeHeight', height)]),
    el('waypointSpeed', speed),
    ...(file === 'template' ? [el('useGlobalHeadingParam', 0)] : []),
    `<wpml:waypointHeadingParam>${headingParam(ctx, wp)}</wpml:waypointHeadingParam>`,
    ...(file === 'template' ? [el('useGlobalTurnParam', 0)] : []),
    `<wpml:waypointTurnParam>${turnParam(ctx, wp, i)}</wpml:waypointTurnParam>`,
    el('useStraightLine', 1),
    ...(file === 'template' ? [el('gimbalPitchAngle', trimmed(wp.gimbal_pitch_deg, 1))] : []),
    ...groups,
  ];
  return `<Placemark>\n${lines.join('\n')}\n</Placemark>`;
}

export { el as wpmlElement };
