// Zone rules of a brand's regulator, kept in brand.json (`airspace`). The aerodrome rings say how
// high one may fly without permission at a distance from an aerodrome's perimeter; everything else
// is green up to `maxHeightM`. Figures and their sources: docs/decisions/390-airspace-rules.md.
import { z } from 'zod';

/** A stable name a client looks its words up by: lower case, digits and underscores. */
const CODE = /^[a-z][a-z0-9_]*$/;

export const ZZoneClass = z.enum(['red', 'yellow', 'green']);
export type TZoneClass = z.infer<typeof ZZoneClass>;

export const ZAerodromeRing = z.object({
  /** Distance from the aerodrome perimeter where the ring starts and ends, km. */
  fromKm: z.number().min(0),
  toKm: z.number().positive(),
  /** Height above ground flown without permission inside the ring; 0 = permission from the ground. */
  freeHeightM: z.number().min(0),
});

export const ZAirspaceRules = z.object({
  /**
   * The stable name of these rules (`india_dgca`), by which a client writes `authority` and
   * `source` in its reader's language (decision 432); absent: they stay as written here.
   */
  code: z.string().regex(CODE).optional(),
  /** Who publishes the rules, as shown to the pilot ("DGCA, India"). */
  authority: z.string().min(1),
  /** Where the figures come from (a citation the pilot can look up). */
  source: z.string().min(1),
  /** True when the regulator's figures are not encoded and a conservative default stands in. */
  conservativeDefault: z.boolean(),
  /** Ceiling of the green zone, m above ground (DGCA: 400 ft). */
  maxHeightM: z.number().positive(),
  aerodromeRings: z.array(ZAerodromeRing).min(1),
  /**
   * The dataset has reference points, not perimeters: the assumed distance from the reference
   * point to the perimeter by aerodrome type, km. Subtracted from the distance (conservatively small).
   */
  perimeterKm: z.object({ large_airport: z.number().min(0), medium_airport: z.number().min(0) }),
  /** Who grants permission in a yellow zone and in a red zone, as a sentence each. */
  permission: z.object({ yellow: z.string().min(1), red: z.string().min(1) }),
  /**
   * Stable names of the two permission sentences (`india_atc`), sent with the findings' codes so a
   * client writes them in its reader's language (decision 432). Absent: findings naming a
   * permission carry no code, and clients show the English.
   */
  permissionCodes: z
    .object({ yellow: z.string().regex(CODE), red: z.string().regex(CODE) })
    .optional(),
  /**
   * The flag "permission is always needed for professional (commercial) flights": present when the
   * regulator requires its permission wherever one flies (GCAA, Guyana). Its value is the sentence
   * shown as a finding, saying why, with its source. A green point stays green (the map's class),
   * but the advisory and the go/no-go say permission is needed (decision 384).
   */
  professionalPermissionEverywhere: z.string().min(1).optional(),
  /** The stable name of that sentence (`guyana_gcaa`), as `permissionCodes` (decision 432). */
  professionalPermissionCode: z.string().regex(CODE).optional(),
  /** The date the rules were last checked (ISO date), shown as the data's date. */
  checkedOn: z.iso.date(),
});
export type TAirspaceRules = z.infer<typeof ZAirspaceRules>;

type TAerodromeRing = z.infer<typeof ZAerodromeRing>;

/**
 * The class of a ring, as the judge finds it: green where one may fly some height without
 * permission, yellow where permission is needed from the ground.
 *
 * @example ringClass(rules, { fromKm: 0, toKm: 8, freeHeightM: 0 }) // 'yellow'
 */
export function ringClass(rules: TAirspaceRules, ring: TAerodromeRing): TZoneClass {
  return ringFreeHeightM(rules, ring) > 0 ? 'green' : 'yellow';
}

/** Height flown without permission inside a ring, never above the brand's ceiling. */
export function ringFreeHeightM(rules: TAirspaceRules, ring: TAerodromeRing): number {
  return Math.min(ring.freeHeightM, rules.maxHeightM);
}
