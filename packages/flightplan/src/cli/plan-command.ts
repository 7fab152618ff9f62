// `flightplan plan SITE --kind K ... --out MISSION.geojson`: plans, optionally follows terrain,
// splits for the drone (battery and waypoint cap), writes one mission file per part (or only
// --part N) and prints the statistics as one JSON object.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadGeoTiffDem } from '../terrain/index.ts';
import { applyTerrainFollowing } from '../generate/terrain-follow.ts';
import { MISSION_KINDS, type TMissionKind } from '@sortie/domain/contracts';
import {
  bboxCentre,
  missionToGeoJson,
  planRequest,
  splitForDrone,
  type Mission,
  type ParsedSite,
  type PlanRequest,
} from '../index.ts';
import { cameraById, droneById, resolveDroneId } from './catalog.ts';
import { CliError, fromAppError, lngLatOption, numberOption, printJson, writeOut } from './io.ts';
import { loadSite } from './site.ts';

const OPTIONS = {
  kind: { type: 'string', default: 'area_mapping' },
  camera: { type: 'string' },
  drone: { type: 'string' },
  gsd: { type: 'string' },
  altitude: { type: 'string' },
  front: { type: 'string' },
  side: { type: 'string' },
  angle: { type: 'string' },
  margin: { type: 'string' },
  crosshatch: { type: 'boolean' },
  terrain: { type: 'string' },
  speed: { type: 'string' },
  takeoff: { type: 'string' },
  width: { type: 'string' },
  'corridor-width': { type: 'string' },
  gimbal: { type: 'string' },
  radius: { type: 'string' },
  every: { type: 'string' },
  'hub-height': { type: 'string' },
  'rotor-diameter': { type: 'string' },
  'tower-height': { type: 'string' },
  part: { type: 'string' },
  out: { type: 'string' },
} as const;

function need<T>(v: T | undefined, field: string): T {
  if (v === undefined)
    throw new CliError('missing_parameter', `--${field} is required for this mission kind.`, {
      field,
    });
  return v;
}

function centre(site: ParsedSite): [number, number] {
  const g = site.geometry;
  const c =
    g.type === 'Point'
      ? g.coordinates
      : bboxCentre(g.type === 'Polygon' ? g.coordinates[0]! : g.coordinates);
  return [c[0], c[1]];
}

const KINDS: readonly string[] = MISSION_KINDS;

type Values = ReturnType<
  typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>
>['values'];

/**
 * The flags as a plan request, the same the API takes, so the CLI plans through planRequest
 * like the server and the web worker. The site file is the geometry; orbits centre on it.
 */
function toRequest(site: ParsedSite, v: Values): PlanRequest {
  const n = (k: keyof typeof OPTIONS) => numberOption(v[k] as string | undefined, k);
  // Flags are checked here so a wrong id names the flag (--camera, --drone).
  cameraById(v.camera);
  const droneId = resolveDroneId(v.drone, v.camera);
  droneById(droneId);
  const takeoff = lngLatOption(v.takeoff, 'takeoff');
  const common = {
    name: site.name,
    drone_id: droneId ?? null,
    camera_id: v.camera ?? null,
  };
  const shared = { takeoff: takeoff ? [takeoff[0], takeoff[1]] : null, speed_mps: n('speed') };
  if (!KINDS.includes(v.kind ?? '')) {
    throw new CliError('invalid_option', `Unknown --kind "${v.kind}".`, { field: 'kind' });
  }
  const kind = v.kind as TMissionKind;
  return { kind, ...common, params: { ...shared, ...kindParams(kind, site, v) } } as PlanRequest;
}

/** The flags of one kind as its parameters (the API's names). */
function kindParams(kind: TMissionKind, site: ParsedSite, v: Values): Record<string, unknown> {
  const n = (k: keyof typeof OPTIONS) => numberOption(v[k] as string | undefined, k);
  const altitude = n('altitude');
  switch (kind) {
    case 'area_mapping':
      need(v.camera, 'camera');
      return {
        altitude_m: altitude,
        gsd_cm: n('gsd'),
        front_overlap_pct: n('front'),
        side_overlap_pct: n('side'),
        angle_deg: v.angle === undefined || v.angle === 'auto' ? 'auto' : n('angle'),
        margin_m: n('margin'),
        crosshatch: v.crosshatch ?? false,
      };
    case 'corridor_mapping':
      need(v.camera, 'camera');
      return {
        altitude_m: altitude,
        gsd_cm: n('gsd'),
        corridor_width_m: need(n('width') ?? n('corridor-width'), 'width'),
        front_overlap_pct: n('front'),
        side_overlap_pct: n('side'),
      };
    case 'corridor_video':
      return {
        altitude_m: need(altitude, 'altitude'),
        gimbal_pitch_deg: n('gimbal'),
      };
    case 'waypoints': {
      const g = site.geometry;
      const pts =
        g.type === 'Polygon'
          ? g.coordinates[0]!.slice(0, -1)
          : g.type === 'LineString'
            ? g.coordinates
            : [g.coordinates];
      return {
        altitude_m: need(altitude, 'altitude'),
        waypoints: pts.map((p) => ({ position: [p[0], p[1]], gimbal_pitch_deg: n('gimbal') })),
      };
    }
    case 'poi':
      return {
        center: centre(site),
        radius_m: need(n('radius'), 'radius'),
        photo_every_deg: n('every'),
        layers: [{ altitude_m: need(altitude, 'altitude'), aim_height_m: 0 }],
      };
    case 'wind_turbine':
      return {
        center: centre(site),
        hub_height_m: need(n('hub-height'), 'hub-height'),
        rotor_diameter_m: need(n('rotor-diameter'), 'rotor-diameter'),
        photo_every_deg: n('every'),
      };
    case 'cell_tower':
      return {
        center: centre(site),
        tower_height_m: need(n('tower-height'), 'tower-height'),
        radius_m: n('radius'),
        photo_every_deg: n('every'),
      };
  }
}

export async function planCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, options: OPTIONS, allowPositionals: true });
  const sitePath = positionals[0];
  if (!sitePath)
    throw new CliError(
      'missing_parameter',
      'Usage: flightplan plan SITE --kind K ... --out MISSION.geojson',
      { field: 'site' },
    );
  const out = need(values.out, 'out');
  const site = await loadSite(sitePath);
  const planned = planRequest(toRequest(site, values), {
    geometry: site.geometry,
    location: centre(site),
    corridor_width_m: null,
    name: site.name,
  });
  if (!planned.ok) throw fromAppError(planned.error);
  const { drone } = planned.value;
  let mission: Mission = planned.value.mission;
  if (values.terrain) {
    const bytes = readFileSync(values.terrain);
    const dem = await loadGeoTiffDem(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    );
    if (!dem.ok) throw fromAppError(dem.error);
    const followed = applyTerrainFollowing(mission, dem.value, { drone });
    if (!followed.ok) throw fromAppError(followed.error);
    mission = followed.value;
  }
  const parts = splitForDrone(mission, drone);
  if (!parts.ok) throw fromAppError(parts.error);
  // One part is the mission itself (no part bookkeeping in its params).
  const files = writeParts(
    out,
    parts.value.length === 1 ? [mission] : parts.value,
    values.part,
    site,
  );
  printJson({
    kind: mission.kind,
    name: mission.name,
    ...mission.stats,
    parts: parts.value.length,
    out: files.length === 1 ? files[0] : undefined,
    files,
  });
}

/**
 * Writes the parts a drone flies: one file when the mission fits one battery (or --part N picks
 * one), else `<out>-part-<i>-of-<n>.geojson` each. Every file carries the site outline.
 */
function writeParts(
  out: string,
  parts: readonly Mission[],
  part: string | undefined,
  site: ParsedSite,
): string[] {
  const write = (path: string, m: Mission) =>
    writeOut(path, `${JSON.stringify(missionToGeoJson(m, { site }))}\n`);
  if (part !== undefined) {
    const n = Number(part);
    const chosen = Number.isInteger(n) ? parts[n - 1] : undefined;
    if (!chosen)
      throw new CliError('out_of_range', `--part must be between 1 and ${parts.length}.`, {
        field: 'part',
        parts: parts.length,
      });
    write(out, chosen);
    return [out];
  }
  if (parts.length === 1) {
    write(out, parts[0]!);
    return [out];
  }
  const dot = out.lastIndexOf('.');
  const [stem, ext] = dot > out.lastIndexOf('/') ? [out.slice(0, dot), out.slice(dot)] : [out, ''];
  return parts.map((m, i) => {
    const path = `${stem}-part-${i + 1}-of-${parts.length}${ext}`;
    write(path, m);
    return path;
  });
}
