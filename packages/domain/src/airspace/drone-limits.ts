// Flight limits of catalogue drones: maximum wind resistance, ingress protection and operating
// temperature. The catalogue (packages/flightplan/data/drones.json) has no such fields. Only
// figures found in a published source are entered (decision 380 lists each with its address);
// every figure not found keeps the conservative default, field by field, so an unverified drone
// is judged as a small consumer drone: 10 m/s, no water protection, 0–40 °C.
export type DroneLimits = {
  /** Maximum wind resistance, m/s. */
  maxWindMs: number;
  /** Ingress protection ("IP55"), null when none is published (or none was found). */
  ipRating: string | null;
  minTempC: number;
  maxTempC: number;
  /** True when every figure is the default, none the drone's own. */
  isDefault: boolean;
};

type Spec = Omit<DroneLimits, 'isDefault'>;

/** A small consumer drone's envelope: the safe side of every published figure below. */
export const DEFAULT_DRONE_LIMITS: DroneLimits = {
  maxWindMs: 10,
  ipRating: null,
  minTempC: 0,
  maxTempC: 40,
  isDefault: true,
};

// Sources (decision 380): DJI = developer.dji.com Payload SDK "choose hardware platform" table
// (IP ratings; "-" = none); SKYCAST = droneskycast.com/learn/dji-wind-limits (DJI's published
// wind levels); AVSS = avss.gitbook.io PRS-M4EX limitations (M4E/M4T envelope); P4R = a DJI
// reseller's copy of the Phantom 4 RTK sheet (joyan.com.cn); M3P = djimavic3pro.com.
const MAVIC3_ENTERPRISE: Partial<Spec> = { maxWindMs: 12, ipRating: null }; // SKYCAST, DJI
const MATRICE4_E: Partial<Spec> = { maxWindMs: 12, ipRating: null, minTempC: -10, maxTempC: 40 }; // AVSS, DJI
const IP55: Partial<Spec> = { ipRating: 'IP55' }; // DJI; wind and temperature not found

const PUBLISHED: Record<string, Partial<Spec>> = {
  'dji-mavic-3-enterprise': MAVIC3_ENTERPRISE,
  'dji-mavic-3-thermal': MAVIC3_ENTERPRISE,
  'dji-mavic-3-thermal-advanced': MAVIC3_ENTERPRISE,
  'dji-mavic-3-multispectral': MAVIC3_ENTERPRISE,
  'dji-mavic-3': { maxWindMs: 12 }, // SKYCAST ("all variants")
  'dji-mavic-3-classic': { maxWindMs: 12 }, // SKYCAST
  'dji-mavic-3-pro': { maxWindMs: 12, minTempC: -10, maxTempC: 40 }, // SKYCAST, M3P
  'dji-matrice-4e': MATRICE4_E,
  'dji-matrice-4t': MATRICE4_E,
  'dji-matrice-4d': IP55,
  'dji-matrice-4td': IP55,
  'dji-matrice-3d': IP55,
  'dji-matrice-3td': IP55,
  'dji-matrice-30': IP55,
  'dji-matrice-30t': IP55,
  'dji-phantom-4-rtk': { minTempC: 0, maxTempC: 40 }, // P4R
  'dji-phantom-4-pro-v2': { maxWindMs: 10 }, // SKYCAST
  'dji-mini-3-pro': { maxWindMs: 10.7 }, // SKYCAST (level 5)
  'dji-mini-4-pro': { maxWindMs: 10.7 }, // SKYCAST (level 5)
  'dji-air-3': { maxWindMs: 12 }, // SKYCAST (level 6)
  'dji-inspire-3': { maxWindMs: 12 }, // SKYCAST (level 6)
};

export function droneLimits(droneId: string | null | undefined): DroneLimits {
  const spec = droneId ? PUBLISHED[droneId] : undefined;
  if (!spec) return DEFAULT_DRONE_LIMITS;
  const { isDefault: _, ...base } = DEFAULT_DRONE_LIMITS;
  return { ...base, ...spec, isDefault: false };
}

/** Water digit of an IP code (IP55 → 5); 0 when there is none. */
export function waterProtection(ipRating: string | null): number {
  const m = ipRating ? /^IP[0-9X]([0-9])$/i.exec(ipRating) : null;
  return m ? Number(m[1]) : 0;
}
