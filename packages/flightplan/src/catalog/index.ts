// Public surface of the drone/camera catalogue.
export {
  listDrones,
  listCameras,
  findDrone,
  getDrone,
  findCamera,
  getCamera,
  camerasForDrone,
} from './catalog.ts';
export { cameraSpecFor, droneSpecFor, isLegacyDjiWaypointApi, FALLBACKS } from './specs.ts';
export type { CatalogDrone, CatalogCamera, CapabilityLevel } from './catalog-types.ts';
export type { CameraSpec, DroneSpec } from './spec-types.ts';
