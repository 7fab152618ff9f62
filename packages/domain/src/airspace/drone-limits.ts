// Flight limits of catalogue drones: maximum wind resistance, ingress protection and operating
// temperature, from the manufacturers' published specifications (decision 392). The catalogue
// (shared/data/drones.json) has no such fields; a drone missing here gets the conservative default.
export type DroneLimits = {
  /** Maximum wind resistance, m/s. */
  maxWindMs: number;
  /** Ingress protection ("IP55"), null when the maker publishes none. */
  ipRating: string | null;
  minTempC: number;
  maxTempC: number;
  /** True when these are the default, not the drone's own figures. */
  isDefault: boolean;
};

type Spec = Omit<DroneLimits, 'isDefault'>;
const MAVIC3E: Spec = { maxWindMs: 12, ipRating: null, minTempC: -10, maxTempC: 40 };
const M30: Spec = { maxWindMs: 15, ipRating: 'IP55', minTempC: -20, maxTempC: 50 };
const M4E: Spec = { maxWindMs: 12, ipRating: null, minTempC: -10, maxTempC: 40 };
const M4D: Spec = { maxWindMs: 12, ipRating: 'IP55', minTempC: -20, maxTempC: 50 };

const LIMITS: Record<string, Spec> = {
  'dji-mavic-3-enterprise': MAVIC3E,
  'dji-mavic-3-thermal': MAVIC3E,
  'dji-mavic-3-thermal-advanced': MAVIC3E,
  'dji-mavic-3-multispectral': MAVIC3E,
  'dji-matrice-4e': M4E,
  'dji-matrice-4t': M4E,
  'dji-matrice-4d': M4D,
  'dji-matrice-4td': M4D,
  'dji-matrice-3d': { maxWindMs: 12, ipRating: 'IP54', minTempC: -20, maxTempC: 50 },
  'dji-matrice-3td': { maxWindMs: 12, ipRating: 'IP54', minTempC: -20, maxTempC: 50 },
  'dji-matrice-30': M30,
  'dji-matrice-30t': M30,
  'dji-matrice-300-rtk': { maxWindMs: 15, ipRating: 'IP45', minTempC: -20, maxTempC: 50 },
  'dji-matrice-350-rtk': { maxWindMs: 12, ipRating: 'IP55', minTempC: -20, maxTempC: 50 },
  'dji-phantom-4-rtk': { maxWindMs: 10, ipRating: null, minTempC: 0, maxTempC: 40 },
  'dji-mini-4-pro': { maxWindMs: 10.7, ipRating: null, minTempC: -10, maxTempC: 40 },
};

/** A small consumer drone's envelope: the safe side of every figure in the table above. */
export const DEFAULT_DRONE_LIMITS: DroneLimits = {
  maxWindMs: 10,
  ipRating: null,
  minTempC: 0,
  maxTempC: 40,
  isDefault: true,
};

export function droneLimits(droneId: string | null | undefined): DroneLimits {
  const spec = droneId ? LIMITS[droneId] : undefined;
  return spec ? { ...spec, isDefault: false } : DEFAULT_DRONE_LIMITS;
}

/** Water digit of an IP code (IP55 → 5); 0 when there is none. */
export function waterProtection(ipRating: string | null): number {
  const m = ipRating ? /^IP[0-9X]([0-9])$/i.exec(ipRating) : null;
  return m ? Number(m[1]) : 0;
}
