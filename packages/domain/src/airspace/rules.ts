// Zone rules of a brand's regulator, kept in brand.json (`airspace`). The aerodrome rings say how
// high one may fly without permission at a distance from an aerodrome's perimeter; everything else
// is green up to `maxHeightM`. Figures and their sources: docs/decisions/390-airspace-rules.md.
import { z } from 'zod';

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
  /** The date the rules were last checked (ISO date), shown as the data's date. */
  checkedOn: z.iso.date(),
});
export type TAirspaceRules = z.infer<typeof ZAirspaceRules>;
