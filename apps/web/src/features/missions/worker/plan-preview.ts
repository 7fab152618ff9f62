// What the planner worker does with one request, kept free of worker globals so it is tested
// directly. It mirrors the server's apps/server/src/modules/missions/engine.ts (geometry from the
// site, camera and drone from the bundled catalogue, the engine's refusal as it is), so the
// preview shows what a save will store.
import { AppError, SQ_M_PER_ACRE, assertNever } from '@sortie/domain';
import { DEFAULT_GENERATED_AREA_ACRES, type TSiteGeometry } from '@sortie/domain/contracts';
import {
  DEFAULT_DRONE,
  cameraSpecFor,
  droneSpecFor,
  findCamera,
  findDrone,
  planMission,
  squareAroundPoint,
  type CameraSpec,
  type DroneSpec,
  type LngLat,
  type Mission,
  type PlanInput,
} from '@sortie/flightplan';
import type { PlanRequestBody } from '../utils/planner-draft.ts';
import { limitErrorText as errorText } from '../../../lib/errors.ts';
import { missionShape, type MissionShape } from '../utils/mission-shape.ts';

/** The server's default when a corridor site has no width (sites service). */
export const DEFAULT_CORRIDOR_WIDTH_M = 20;

export interface PreviewSite {
  geometry: TSiteGeometry;
  location: readonly [number, number];
  corridor_width_m: number | null;
  name: string;
}

export interface PreviewRequest {
  id: number;
  request: PlanRequestBody;
  site: PreviewSite;
}

export interface PreviewProblem {
  type: string;
  message: string;
  /** The parameter the engine blames (details.field), when it names one. */
  field: string | null;
  details: Record<string, unknown>;
}

export type PreviewResponse =
  | {
      id: number;
      ok: true;
      /** The plan without its photo list (drawn from `shape`; the server re-plans on save). */
      mission: Mission;
      /** What the map draws, in transferable arrays (mission-shape.ts). */
      shape: MissionShape;
      drone: DroneSpec;
      ms: number;
    }
  | { id: number; ok: false; problem: PreviewProblem; ms: number };

const rule = (type: string, message: string, field: string) =>
  AppError.rule(type, message, { field });

function cameraFor(req: PlanRequestBody): CameraSpec | null {
  if (!req.camera_id) return null;
  const camera = findCamera(req.camera_id);
  if (!camera) throw rule('unknown_camera', 'This camera is not in the catalogue.', 'camera_id');
  const spec = cameraSpecFor(camera);
  if (!spec.ok) throw spec.error;
  return spec.value;
}

export function droneFor(droneId: string | null | undefined): DroneSpec {
  if (!droneId) return DEFAULT_DRONE;
  const drone = findDrone(droneId);
  if (!drone) throw rule('unknown_drone', 'This drone is not in the catalogue.', 'drone_id');
  return droneSpecFor(drone);
}

function needCamera(camera: CameraSpec | null): CameraSpec {
  if (camera) return camera;
  throw rule('camera_required', 'Choose a camera to plan a mapping mission.', 'camera_id');
}

function polygonOf(site: PreviewSite): LngLat[][] {
  if (site.geometry.type === 'Polygon') return site.geometry.coordinates;
  throw rule('unsupported_site_type', 'Area mapping needs an area (polygon) site.', 'kind');
}

function lineOf(site: PreviewSite): LngLat[] {
  if (site.geometry.type === 'LineString') return site.geometry.coordinates;
  throw rule('unsupported_site_type', 'Corridor missions need a corridor (line) site.', 'kind');
}

/**
 * As the server's geometryForRequest: area mapping on a point site flies the square generated
 * around the point (area_acres, 10 by default; decision 122); area_acres elsewhere is refused.
 */
export function siteForRequest(req: PlanRequestBody, site: PreviewSite): PreviewSite {
  if (req.kind !== 'area_mapping') return site;
  const acres = req.params.area_acres;
  if (site.geometry.type !== 'Point') {
    if (acres === undefined) return site;
    throw rule(
      'area_needs_point_site',
      'The area around a point (area_acres) is only for point-asset sites; an area site is mapped over its own boundary.',
      'area_acres',
    );
  }
  const areaM2 = (acres ?? DEFAULT_GENERATED_AREA_ACRES) * SQ_M_PER_ACRE;
  const square = squareAroundPoint(site.geometry.coordinates, areaM2);
  return { ...site, geometry: { type: 'Polygon', coordinates: square } };
}

export function toPlanInput(req: PlanRequestBody, requestSite: PreviewSite): PlanInput {
  const site = siteForRequest(req, requestSite);
  const camera = cameraFor(req);
  const common = {
    name: req.name ?? site.name,
    drone: droneFor(req.drone_id),
    drone_id: req.drone_id ?? null,
    camera_id: req.camera_id ?? null,
  };
  const centre = (c: readonly [number, number] | undefined): LngLat => c ?? site.location;
  switch (req.kind) {
    case 'area_mapping': {
      // area_acres shaped the site already (siteForRequest); the engine takes a polygon.
      const { area_acres: _generated, ...params } = req.params;
      return {
        kind: req.kind,
        ...params,
        ...common,
        polygon: polygonOf(site),
        camera: needCamera(camera),
      };
    }
    case 'corridor_mapping':
      return {
        kind: req.kind,
        ...req.params,
        ...common,
        line: lineOf(site),
        camera: needCamera(camera),
        corridor_width_m:
          req.params.corridor_width_m ?? site.corridor_width_m ?? DEFAULT_CORRIDOR_WIDTH_M,
      };
    case 'corridor_video':
      return { kind: req.kind, ...req.params, ...common, line: lineOf(site), camera };
    case 'waypoints':
      return { kind: req.kind, ...req.params, ...common, camera };
    case 'poi':
      return {
        kind: req.kind,
        ...req.params,
        ...common,
        camera,
        center: centre(req.params.center),
      };
    case 'wind_turbine':
      return {
        kind: req.kind,
        ...req.params,
        ...common,
        camera,
        center: centre(req.params.center),
      };
    case 'cell_tower':
      return {
        kind: req.kind,
        ...req.params,
        ...common,
        camera,
        center: centre(req.params.center),
      };
    default:
      return assertNever(req, 'mission kind');
  }
}

function toProblem(error: unknown): PreviewProblem {
  if (error instanceof AppError) {
    const details = error.details ?? {};
    return {
      type: error.type,
      message: errorText(error),
      field: typeof details.field === 'string' ? details.field : null,
      details,
    };
  }
  const message = error instanceof Error ? error.message : 'The planner failed.';
  return { type: 'planner_failed', message, field: null, details: {} };
}

/** Plans one request; never throws (a refusal is an answer the form shows). */
export function planPreview(
  input: PreviewRequest,
  now: () => number = () => performance.now(),
): PreviewResponse {
  const start = now();
  try {
    const drone = droneFor(input.request.drone_id);
    const result = planMission(toPlanInput(input.request, input.site));
    if (!result.ok) {
      return { id: input.id, ok: false, problem: toProblem(result.error), ms: now() - start };
    }
    // Photos can number hundreds of thousands: they travel once, as the shape's flat arrays.
    const shape = missionShape(result.value);
    const mission = { ...result.value, photos: [] };
    return { id: input.id, ok: true, mission, shape, drone, ms: now() - start };
  } catch (error) {
    return { id: input.id, ok: false, problem: toProblem(error), ms: now() - start };
  }
}
