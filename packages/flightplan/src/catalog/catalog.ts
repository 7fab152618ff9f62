// The bundled drone and camera catalogue. The JSON is imported statically so bundlers (Vite, the
// Web Worker build) inline it and the engine never reads files at run time.
import { AppError } from '@sortie/domain';
import dronesJson from '../../data/drones.json' with { type: 'json' };
import camerasJson from '../../data/cameras.json' with { type: 'json' };
import type { CatalogCamera, CatalogDrone } from './catalog-types.ts';
import { parseCameraCatalogue, parseDroneCatalogue } from './validate-catalog.ts';

let drones: readonly CatalogDrone[] | undefined;
let cameras: readonly CatalogCamera[] | undefined;

/**
 * Every aircraft in the catalogue, in file order (validated once, on first use).
 * @example
 * listDrones().map((d) => d.id); // ['dji-mavic-3-enterprise', ...]
 */
export function listDrones(): readonly CatalogDrone[] {
  drones ??= Object.freeze(parseDroneCatalogue(dronesJson as unknown));
  return drones;
}

/**
 * Every camera and payload in the catalogue, in file order.
 * @example
 * listCameras().filter((c) => c.payload_type === 'thermal');
 */
export function listCameras(): readonly CatalogCamera[] {
  cameras ??= Object.freeze(parseCameraCatalogue(camerasJson as unknown));
  return cameras;
}

/**
 * The drone with this id, or undefined.
 * @example
 * findDrone('dji-mini-4-pro')?.model_name;
 */
export function findDrone(id: string): CatalogDrone | undefined {
  return listDrones().find((d) => d.id === id);
}

/**
 * The drone with this id; throws AppError `not_found` (404) when unknown.
 * @example
 * getDrone('dji-matrice-350-rtk').specs.endurance; // 3300
 */
export function getDrone(id: string): CatalogDrone {
  const drone = findDrone(id);
  if (!drone) throw AppError.notFound('Drone');
  return drone;
}

/**
 * The camera with this id, or undefined.
 * @example
 * findCamera('dji-m3e-wide')?.focal_length_mm; // 12.29
 */
export function findCamera(id: string): CatalogCamera | undefined {
  return listCameras().find((c) => c.id === id);
}

/**
 * The camera with this id; throws AppError `not_found` (404) when unknown.
 * @example
 * getCamera('dji-m3e-wide').image_width_px; // 5280
 */
export function getCamera(id: string): CatalogCamera {
  const camera = findCamera(id);
  if (!camera) throw AppError.notFound('Camera');
  return camera;
}

/**
 * Cameras usable on a drone: those the drone lists plus those that list the drone as compatible
 * (the two lists were gathered from different sources). Unknown drones get an empty list.
 * @example
 * camerasForDrone('dji-mavic-3-enterprise').map((c) => c.id); // ['dji-m3e-wide', 'dji-m3e-tele']
 */
export function camerasForDrone(droneId: string): CatalogCamera[] {
  const drone = findDrone(droneId);
  const listed = new Set(drone?.camera_ids ?? []);
  return listCameras().filter((c) => listed.has(c.id) || c.compatible_with.includes(droneId));
}
