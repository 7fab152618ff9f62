// The generator-facing spec shapes are owned by the generators (src/generate/camera.ts and
// drone.ts); the catalogue maps its entries onto them.
export type { CameraSpec } from '../generate/camera.ts';
export type { DroneSpec } from '../generate/drone.ts';
