// A plan request over its geometry as the engine's input: the request's camera and drone, the
// shape its kind needs, the site's corridor width and centre as defaults.
import { DEFAULT_CORRIDOR_WIDTH_M, assertNever } from '@sortie/domain';
import type { PlanInput } from '../generate/plan-mission.ts';
import type { LngLat } from '../mission/types.ts';
import { cameraForRequest, droneForRequest, needCamera } from './catalogue.ts';
import { lineOf, polygonOf } from './geometry.ts';
import type { PlanGeometry, PlanRequest } from './request.ts';

/**
 * The engine's input for a request over a geometry already shaped by geometryForRequest.
 * terrain_following is not an engine parameter: callers resolve the flat plan over the ground.
 */
export function toPlanInput(request: PlanRequest, g: PlanGeometry): PlanInput {
  const params = { ...request.params, terrain_following: undefined };
  const req = { ...request, params } as PlanRequest;
  const camera = cameraForRequest(req);
  const common = {
    name: req.name ?? g.name,
    drone: droneForRequest(req),
    drone_id: req.drone_id ?? null,
    camera_id: req.camera ? null : (req.camera_id ?? null),
  };
  // Orbit kinds centre on the geometry unless the request names a centre.
  const centred = <P extends { center?: LngLat | undefined }>(p: P) =>
    ({ ...p, center: p.center ?? g.location }) as Omit<P, 'center'> & { center: LngLat };
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
      return { kind: req.kind, ...centred(req.params), ...common, camera };
    case 'wind_turbine':
      return { kind: req.kind, ...centred(req.params), ...common, camera };
    case 'cell_tower':
      return { kind: req.kind, ...centred(req.params), ...common, camera };
    default:
      return assertNever(req, 'mission kind');
  }
}
