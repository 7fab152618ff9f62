// Camera and drone ids for the CLI, resolved through the catalogue.
import {
  cameraSpecFor,
  droneSpecFor,
  findCamera,
  findDrone,
  listDrones,
} from '../catalog/index.ts';
import type { CameraSpec, DroneSpec } from '../index.ts';
import { CliError, fromAppError } from './io.ts';

export function cameraById(id: string | undefined): CameraSpec | null {
  if (id === undefined) return null;
  const cam = findCamera(id);
  if (!cam)
    throw new CliError('unknown_camera', `No camera with id "${id}" in the catalogue.`, {
      field: 'camera',
    });
  const spec = cameraSpecFor(cam);
  if (!spec.ok) throw fromAppError(spec.error);
  return spec.value;
}

export function droneById(id: string | undefined): DroneSpec | undefined {
  if (id === undefined) return undefined;
  const d = findDrone(id);
  if (!d)
    throw new CliError('unknown_drone', `No drone with id "${id}" in the catalogue.`, {
      field: 'drone',
    });
  return droneSpecFor(d);
}

/**
 * The drone a pilot meant: the one named with --drone, or, when only --camera is given and that
 * camera fits exactly one drone in the catalogue, that drone (so WPML export and the waypoint cap
 * work without repeating the obvious).
 */
export function resolveDroneId(
  droneId: string | undefined,
  cameraId: string | undefined,
): string | undefined {
  if (droneId !== undefined || cameraId === undefined) return droneId;
  const cam = findCamera(cameraId);
  const fits = listDrones().filter(
    (d) => cam?.compatible_with?.includes(d.id) || d.camera_ids?.includes(cameraId),
  );
  return fits.length === 1 ? fits[0]?.id : undefined;
}
