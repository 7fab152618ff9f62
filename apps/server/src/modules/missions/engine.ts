// From a request to the planning engine and back: the geometry comes from the site (or drawn
// GeoJSON), the camera and drone from the catalogue (or a camera entered by hand), and the
// engine's refusal is answered as it is (422 with its error type and sentence, feature-areas §8).
import { AppError, SQ_M_PER_ACRE, assertNever, squareMetresToAcres } from '@sortie/domain';
import {
  DEFAULT_GENERATED_AREA_ACRES,
  MISSION_PARAMS_BY_KIND,
  type TCustomCamera,
  type TMissionKind,
  type TPlannedMission,
  type TSite,
  type TSiteGeometry,
} from '@sortie/domain/contracts';
import {
  DEFAULT_DRONE,
  DEFAULT_MIN_TRIGGER_INTERVAL_S,
  DEFAULT_SPEED,
  applyTerrainFollowing,
  cameraSpecFor,
  droneSpecFor,
  findCamera,
  findDrone,
  lineLengthM,
  planMission,
  polygonAreaM2,
  squareAroundPoint,
  type CameraSpec,
  type DroneSpec,
  type ElevationSampler,
  type LngLat,
  type Mission,
  type PlanInput,
} from '@sortie/flightplan';
import type { z } from 'zod';
import { DEFAULT_CORRIDOR_WIDTH_M } from '../sites/index.ts';

type ParamsOf<K extends TMissionKind> = z.infer<(typeof MISSION_PARAMS_BY_KIND)[K]>;

/** A kind with its parameters, as the contracts' discriminated unions carry them. */
export type KindParams = { [K in TMissionKind]: { kind: K; params: ParamsOf<K> } }[TMissionKind];

/** Everything the engine needs besides the geometry. */
export type PlanRequest = KindParams & {
  name?: string | undefined;
  drone_id?: string | null | undefined;
  camera_id?: string | null | undefined;
  camera?: TCustomCamera | null | undefined;
};

/** The geometry a mission is planned over. */
export type PlanGeometry = {
  geometry: TSiteGeometry;
  /** Centre of the geometry (orbit kinds default to it). */
  location: readonly [number, number];
  corridor_width_m: number | null;
  name: string;
  /** The site whose elevation source gives the ground; null for drawn geometry. */
  ground: Pick<TSite, 'id' | 'elevation_source' | 'bbox'> | null;
};

/** The size a feature limit judges: acres of a polygon, km of a line (platform-core §4). */
export type MissionSize =
  | { key: 'max_polygon_mission_acres'; amount: number }
  | { key: 'max_linestring_mission_km'; amount: number };

/** Parses stored or patched parameters against the kind (400 naming the field when wrong). */
export function parseParams(kind: TMissionKind, params: unknown): KindParams {
  const parsed = MISSION_PARAMS_BY_KIND[kind].safeParse(params);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({
      path: ['body', 'params', ...i.path.map(String)].join('.'),
      message: i.message,
    }));
    throw AppError.validation(`${issues[0]?.path}: ${issues[0]?.message}`, { issues });
  }
  return { kind, params: parsed.data } as KindParams;
}

function cameraFor(req: PlanRequest): CameraSpec | null {
  if (req.camera) {
    return {
      ...req.camera,
      min_trigger_interval_s: req.camera.min_trigger_interval_s ?? DEFAULT_MIN_TRIGGER_INTERVAL_S,
      speed: { ...DEFAULT_SPEED },
    };
  }
  if (!req.camera_id) return null;
  const camera = findCamera(req.camera_id);
  if (!camera) {
    throw AppError.rule('unknown_camera', 'This camera is not in the catalogue.', {
      field: 'camera_id',
    });
  }
  const spec = cameraSpecFor(camera);
  if (!spec.ok) throw spec.error;
  return spec.value;
}

/** The request's drone from the catalogue, or the generic drone when none is chosen. */
export function droneFor(req: PlanRequest): DroneSpec {
  if (!req.drone_id) return DEFAULT_DRONE;
  const drone = findDrone(req.drone_id);
  if (!drone) {
    throw AppError.rule('unknown_drone', 'This drone is not in the catalogue.', {
      field: 'drone_id',
    });
  }
  return droneSpecFor(drone);
}

function needCamera(camera: CameraSpec | null): CameraSpec {
  if (camera) return camera;
  throw AppError.rule(
    'camera_required',
    'Choose a camera (camera_id) or enter one (camera) to plan a mapping mission.',
    { field: 'camera_id' },
  );
}

function polygonOf(g: PlanGeometry): LngLat[][] {
  if (g.geometry.type === 'Polygon') return g.geometry.coordinates;
  throw AppError.rule('unsupported_site_type', 'Area mapping needs an area (polygon) site.', {
    field: 'site_id',
  });
}

function lineOf(g: PlanGeometry): LngLat[] {
  if (g.geometry.type === 'LineString') return g.geometry.coordinates;
  throw AppError.rule('unsupported_site_type', 'Corridor missions need a corridor (line) site.', {
    field: 'site_id',
  });
}

/**
 * The geometry a request is planned over. Area mapping on a point-asset site flies a square
 * generated around the point, `area_acres` in size (10 by default; decision 122); elsewhere the
 * site's own geometry is the area, so `area_acres` is refused rather than silently ignored.
 */
export function geometryForRequest(req: KindParams, g: PlanGeometry): PlanGeometry {
  if (req.kind !== 'area_mapping') return g;
  const acres = req.params.area_acres;
  if (g.geometry.type !== 'Point') {
    if (acres === undefined) return g;
    throw AppError.rule(
      'area_needs_point_site',
      'The area around a point (area_acres) is only for point-asset sites; an area site is mapped over its own boundary.',
      { field: 'area_acres' },
    );
  }
  const areaM2 = (acres ?? DEFAULT_GENERATED_AREA_ACRES) * SQ_M_PER_ACRE;
  const square = squareAroundPoint(g.geometry.coordinates, areaM2);
  return { ...g, geometry: { type: 'Polygon', coordinates: square } };
}

/** The plan-limited size of a request over its geometry, or null for kinds without one. */
export function missionSize(req: KindParams, g: PlanGeometry): MissionSize | null {
  if (req.kind === 'area_mapping' && g.geometry.type === 'Polygon') {
    const [outer = [], ...holes] = g.geometry.coordinates;
    const m2 = polygonAreaM2({ outer, holes });
    return { key: 'max_polygon_mission_acres', amount: squareMetresToAcres(m2) };
  }
  if (
    (req.kind === 'corridor_mapping' || req.kind === 'corridor_video') &&
    g.geometry.type === 'LineString'
  ) {
    return { key: 'max_linestring_mission_km', amount: lineLengthM(g.geometry.coordinates) / 1000 };
  }
  return null;
}

function toPlanInput(req: PlanRequest, g: PlanGeometry): PlanInput {
  const camera = cameraFor(req);
  const common = {
    name: req.name ?? g.name,
    drone: droneFor(req),
    drone_id: req.drone_id ?? null,
    camera_id: req.camera ? null : (req.camera_id ?? null),
  };
  const center = (c: readonly [number, number] | undefined): LngLat => c ?? g.location;
  switch (req.kind) {
    case 'area_mapping': {
      // area_acres shaped the geometry already (geometryForRequest); the engine takes a polygon.
      const { area_acres: _generated, ...params } = req.params;
      return {
        kind: req.kind,
        ...params,
        ...common,
        polygon: polygonOf(g),
        camera: needCamera(camera),
      };
    }
    case 'corridor_mapping':
      return {
        kind: req.kind,
        ...req.params,
        ...common,
        line: lineOf(g),
        camera: needCamera(camera),
        corridor_width_m:
          req.params.corridor_width_m ?? g.corridor_width_m ?? DEFAULT_CORRIDOR_WIDTH_M,
      };
    case 'corridor_video':
      return { kind: req.kind, ...req.params, ...common, line: lineOf(g), camera };
    case 'waypoints':
      return { kind: req.kind, ...req.params, ...common, camera };
    case 'poi':
      return {
        kind: req.kind,
        ...req.params,
        ...common,
        camera,
        center: center(req.params.center),
      };
    case 'wind_turbine':
      return {
        kind: req.kind,
        ...req.params,
        ...common,
        camera,
        center: center(req.params.center),
      };
    case 'cell_tower':
      return {
        kind: req.kind,
        ...req.params,
        ...common,
        camera,
        center: center(req.params.center),
      };
    default:
      return assertNever(req, 'mission kind');
  }
}

/** Whether the request asks to keep the height above ground (terrain following). */
export function followsTerrain(req: KindParams): boolean {
  return 'terrain_following' in req.params && req.params.terrain_following === true;
}

/** Runs the engine (flat, above take-off); its refusal (an AppError, 422) is thrown as it is. */
export function planFlat(req: PlanRequest, g: PlanGeometry): Mission {
  // terrain_following is applied after planning (core.ts), not by the generators.
  const params = { ...req.params, terrain_following: undefined };
  const result = planMission(toPlanInput({ ...req, params } as PlanRequest, g));
  if (!result.ok) throw result.error;
  return result.value;
}

/**
 * Resolves a flat plan over the ground (the engine's applyTerrainFollowing, with the request's
 * drone for its ceiling); its refusal (no data under the mission, take-off above the ceiling) is
 * thrown as it is.
 */
export function followTerrain(
  req: PlanRequest,
  mission: Mission,
  ground: ElevationSampler,
): Mission {
  const result = applyTerrainFollowing(mission, ground, { drone: droneFor(req) });
  if (!result.ok) throw result.error;
  return result.value;
}

/** The engine's mission as the contract's (readonly tuples become plain arrays). */
export function toPlanned(m: Mission): TPlannedMission {
  return JSON.parse(JSON.stringify(m)) as TPlannedMission;
}

/** Back to the engine's type for split and exports. */
export function toEngineMission(m: TPlannedMission): Mission {
  return m;
}
