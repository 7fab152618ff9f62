// The request's camera and drone: a camera entered by hand wins over the catalogue's, and an
// unknown id is refused (422 naming the field) rather than planned with a stand-in.
import { AppError } from '@sortie/domain';
import { cameraSpecFor, droneSpecFor, findCamera, findDrone } from '../catalog/index.ts';
import {
  DEFAULT_MIN_TRIGGER_INTERVAL_S,
  DEFAULT_SPEED,
  type CameraSpec,
} from '../generate/camera.ts';
import { DEFAULT_DRONE, type DroneSpec } from '../generate/drone.ts';
import type { PlanRequest } from './request.ts';

/** The request's camera, or null when it names none (kinds that need one refuse later). */
export function cameraForRequest(
  req: Pick<PlanRequest, 'camera' | 'camera_id'>,
): CameraSpec | null {
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
export function droneForRequest(req: Pick<PlanRequest, 'drone_id'>): DroneSpec {
  if (!req.drone_id) return DEFAULT_DRONE;
  const drone = findDrone(req.drone_id);
  if (!drone) {
    throw AppError.rule('unknown_drone', 'This drone is not in the catalogue.', {
      field: 'drone_id',
    });
  }
  return droneSpecFor(drone);
}

/** Mapping kinds need a camera: 422 naming camera_id when the request has none. */
export function needCamera(camera: CameraSpec | null): CameraSpec {
  if (camera) return camera;
  throw AppError.rule(
    'camera_required',
    'Choose a camera (camera_id) or enter one (camera) to plan a mapping mission.',
    { field: 'camera_id' },
  );
}
