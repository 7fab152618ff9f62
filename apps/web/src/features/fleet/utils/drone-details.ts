// The drone details of feature-areas §2 and §4, as pure rules: flight time and ceiling from the
// specs, and the feature list (green supported, red not; hardware-lacking features hidden;
// mission planning always supported; execution and data verification from the cameras).
import type { TDroneAsset, TSensorAsset } from '@sortie/domain/contracts';
import { i18n } from '../../../i18n/i18n.ts';

/** Max. flight time in minutes: endurance seconds / 60, rounded; null when unknown. */
export function flightTimeMinutes(drone: Pick<TDroneAsset, 'specs'>): number | null {
  const s = drone.specs.endurance;
  return s === null ? null : Math.round(s / 60);
}

/** Ceiling height in metres (the catalogue already holds metres; rounded for display). */
export function ceilingMetres(drone: Pick<TDroneAsset, 'specs'>): number | null {
  const h = drone.specs.ceiling_height;
  return h === null ? null : Math.round(h);
}

export type DroneFeature = { key: string; label: string; supported: boolean };

const HARDWARE: { key: keyof TDroneAsset['capabilities']; label: string }[] = [
  { key: 'free_flight', label: 'Free Flight' },
  { key: 'hms', label: 'Health Management (HMS)' },
  { key: 'livestream', label: 'Live Streaming' },
  { key: 'ppk_rtk', label: 'PPK / RTK' },
];

/** Cameras that fit the drone. */
export function camerasOf(drone: TDroneAsset, sensors: readonly TSensorAsset[]): TSensorAsset[] {
  const ids = new Set(drone.camera_ids);
  return sensors.filter((s) => ids.has(s.id) || s.compatible_with.includes(drone.id));
}

/**
 * The accordion's features. Hardware capabilities at 0 are hidden (the drone cannot do them);
 * 2 is supported, anything else (null, 1) not supported.
 */
export function droneFeatures(
  drone: TDroneAsset,
  sensors: readonly TSensorAsset[],
): DroneFeature[] {
  const cameras = camerasOf(drone, sensors);
  const execution = cameras.some((c) =>
    c.capabilities.mission_types.some((m) => m.mission_execution === 2),
  );
  const verification = cameras.some(
    (c) => Boolean(c.make) && Object.values(c.sensor_attributes).some((v) => v !== null),
  );
  const features: DroneFeature[] = [
    { key: 'mission_planning', label: 'Mission Planning', supported: true },
    { key: 'mission_execution', label: 'Mission Execution', supported: execution },
    { key: 'data_verification', label: 'Data Verification', supported: verification },
  ];
  for (const h of HARDWARE) {
    const level = drone.capabilities[h.key];
    if (level === 0) continue;
    features.push({ key: h.key, label: h.label, supported: level === 2 });
  }
  return features;
}

/** Trimmed, case-insensitive "name contains" (feature-areas §5 drone search). */
export function searchDrones<T extends Pick<TDroneAsset, 'model_name'>>(
  drones: readonly T[],
  query: string,
): T[] {
  const q = query.trim().toLowerCase();
  return q === '' ? [...drones] : drones.filter((d) => d.model_name.toLowerCase().includes(q));
}

/** '70+ Supported Drones' only while there are 70 or more; otherwise the true count. */
export function supportedTitle(count: number): string {
  return count >= 70
    ? i18n.t('fleet:supported.titleMany', { count: '70+' })
    : i18n.t('fleet:supported.titleCount', { count });
}

/** The flight app's download link for the drone, or null when there is none. */
export function downloadLink(
  drone: Pick<TDroneAsset, 'download_src'>,
  links: { androidAppUrl?: string | null; enterpriseAppUrl?: string | null },
): string | null {
  if (drone.download_src === 's3_dji_v5') return links.enterpriseAppUrl ?? null;
  if (drone.download_src === 'play_store') return links.androidAppUrl ?? null;
  return null;
}

export type CatalogueFilter = {
  manufacturer: string;
  capability: '' | keyof TDroneAsset['capabilities'];
  payload: '' | TSensorAsset['capabilities']['payload_types'][number];
  query: string;
};

/** The catalogue page's filters: maker, a supported hardware feature, a payload its cameras carry. */
export function filterCatalogue(
  drones: readonly TDroneAsset[],
  sensors: readonly TSensorAsset[],
  f: CatalogueFilter,
): TDroneAsset[] {
  return searchDrones(drones, f.query).filter(
    (d) =>
      (!f.manufacturer || d.manufacturer === f.manufacturer) &&
      (!f.capability || d.capabilities[f.capability] === 2) &&
      (!f.payload ||
        camerasOf(d, sensors).some((c) =>
          c.capabilities.payload_types.includes(f.payload as never),
        )),
  );
}
