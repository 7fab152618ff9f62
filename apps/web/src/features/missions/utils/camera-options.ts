// The cameras the planner offers for a drone: those that fit it, the workspace's recent cameras
// first (feature-areas §4: five kept, most recent first), then by name. A camera without the full
// sensor geometry cannot lay out mapping photos, so it is offered only for other kinds.
import { withMaker } from '@sortie/domain';
import type { TDroneAsset, TSensorAsset } from '@sortie/domain/contracts';

export function isPlannable(camera: TSensorAsset): boolean {
  const a = camera.sensor_attributes;
  return [
    a.sensor_width_mm,
    a.sensor_height_mm,
    a.focal_length_mm,
    a.image_width_px,
    a.image_height_px,
  ].every((v) => typeof v === 'number' && v > 0);
}

export interface CameraOptions {
  recent: TSensorAsset[];
  others: TSensorAsset[];
}

export function cameraOptions(
  drone: TDroneAsset | undefined,
  sensors: readonly TSensorAsset[],
  recentIds: readonly string[],
  mappingOnly: boolean,
): CameraOptions {
  const fits = sensors.filter(
    (s) =>
      (!drone || drone.camera_ids.includes(s.id) || s.compatible_with.includes(drone.id)) &&
      (!mappingOnly || isPlannable(s)),
  );
  const byId = new Map(fits.map((s) => [s.id, s]));
  const recent = recentIds.flatMap((id) => byId.get(id) ?? []).slice(0, 5);
  const taken = new Set(recent.map((s) => s.id));
  const others = fits
    .filter((s) => !taken.has(s.id))
    .sort((a, b) => a.model_name.localeCompare(b.model_name));
  return { recent, others };
}

/** The camera to keep or pick after the drone or kind changed (null: none fits). */
export function pickCamera(
  current: string | null,
  options: CameraOptions,
  mappingOnly: boolean,
): string | null {
  const all = [...options.recent, ...options.others];
  if (current && all.some((s) => s.id === current)) return current;
  if (!mappingOnly && current === null) return null;
  return all[0]?.id ?? null;
}

export function cameraLabel(s: Pick<TSensorAsset, 'make' | 'model_name'>): string {
  return withMaker(s.make, s.model_name);
}

export function droneLabel(d: Pick<TDroneAsset, 'manufacturer' | 'model_name'>): string {
  return withMaker(d.manufacturer, d.model_name);
}
