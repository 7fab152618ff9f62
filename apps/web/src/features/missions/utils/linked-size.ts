// GSD and altitude are two views of one choice for a given camera: the planner sends the one the
// pilot set and shows the other, computed the way the engine computes it.
import {
  altitudeForGsdM,
  cameraSpecFor,
  findCamera,
  gsdCm,
  type CameraSpec,
} from '@sortie/flightplan';

export function cameraSpecById(cameraId: string | null): CameraSpec | null {
  if (!cameraId) return null;
  const camera = findCamera(cameraId);
  if (!camera) return null;
  const spec = cameraSpecFor(camera);
  return spec.ok ? spec.value : null;
}

/** The other half of the pair, or null without a camera to relate them. */
export function linkedValue(
  sizing: 'gsd' | 'altitude',
  value: number,
  camera: CameraSpec | null,
): number | null {
  if (!camera || !Number.isFinite(value) || value <= 0) return null;
  return sizing === 'gsd' ? altitudeForGsdM(camera, value) : gsdCm(camera, value);
}
