// DJI enum values for wpml:droneInfo / wpml:payloadInfo, keyed by our catalogue ids. Values and
// their confidence come from flight-planning.md §3.4 ("Drone enums", "Payload enums"); entries the
// reference marks uncertain are left out rather than guessed, except the Mini 4 Pro (68/0), which
// several DJI Fly generators agree on.

export interface WpmlDroneInfo {
  droneEnumValue: number;
  droneSubEnumValue: number;
  /** The aircraft's built-in camera (enterprise drones with a fixed payload); null otherwise. */
  payloadEnumValue: number | null;
  /**
   * The app that flies the route. 'dji_pilot' (Pilot 2, FlightHub 2, docks; the default) honours
   * distance-triggered photo groups; 'dji_fly' (consumer drones) ignores them, so photos become
   * one waypoint each with a takePhoto action (flight-planning.md §3.4).
   */
  app?: 'dji_pilot' | 'dji_fly';
}

export const WPML_DRONES: Readonly<Record<string, WpmlDroneInfo>> = {
  'dji-matrice-300-rtk': { droneEnumValue: 60, droneSubEnumValue: 0, payloadEnumValue: null },
  'dji-matrice-350-rtk': { droneEnumValue: 89, droneSubEnumValue: 0, payloadEnumValue: null },
  'dji-matrice-30': { droneEnumValue: 67, droneSubEnumValue: 0, payloadEnumValue: 52 },
  'dji-matrice-30t': { droneEnumValue: 67, droneSubEnumValue: 1, payloadEnumValue: 53 },
  'dji-mavic-3-enterprise': { droneEnumValue: 77, droneSubEnumValue: 0, payloadEnumValue: 66 },
  'dji-mavic-3-thermal': { droneEnumValue: 77, droneSubEnumValue: 1, payloadEnumValue: 67 },
  'dji-mavic-3-multispectral': { droneEnumValue: 77, droneSubEnumValue: 2, payloadEnumValue: 68 },
  'dji-matrice-3d': { droneEnumValue: 91, droneSubEnumValue: 0, payloadEnumValue: 80 },
  'dji-matrice-3td': { droneEnumValue: 91, droneSubEnumValue: 1, payloadEnumValue: 81 },
  'dji-matrice-4e': { droneEnumValue: 99, droneSubEnumValue: 0, payloadEnumValue: 88 },
  'dji-matrice-4t': { droneEnumValue: 99, droneSubEnumValue: 1, payloadEnumValue: 89 },
  'dji-matrice-4d': { droneEnumValue: 100, droneSubEnumValue: 0, payloadEnumValue: null },
  'dji-matrice-4td': { droneEnumValue: 100, droneSubEnumValue: 1, payloadEnumValue: null },
  'dji-mini-4-pro': {
    droneEnumValue: 68,
    droneSubEnumValue: 0,
    payloadEnumValue: null,
    app: 'dji_fly',
  },
};

/** Interchangeable payloads of the M300/M350 (verified values only). */
export const WPML_PAYLOADS: Readonly<Record<string, number>> = {
  'dji-zenmuse-h20': 42,
  'dji-zenmuse-h20t': 43,
  'dji-zenmuse-h30': 82,
  'dji-zenmuse-h30t': 83,
};

/** The payload enum for a drone/camera pair: the drone's own camera, else a known gimbal payload. */
export function wpmlPayloadEnum(droneId: string, cameraId: string | null): number | null {
  return (
    WPML_DRONES[droneId]?.payloadEnumValue ??
    (cameraId ? WPML_PAYLOADS[cameraId] : undefined) ??
    null
  );
}

/** The lens a camera id names, for `wpml:imageFormat` / `payloadLensIndex` (§3.4 takePhoto). */
export function wpmlLens(cameraId: string | null): 'wide' | 'zoom' | 'ir' {
  if (!cameraId) return 'wide';
  if (/thermal/.test(cameraId)) return 'ir';
  if (/tele|zoom/.test(cameraId)) return 'zoom';
  return 'wide';
}
