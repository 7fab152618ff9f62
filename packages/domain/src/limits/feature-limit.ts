// Feature-limit entry of platform-core §3: "key, type (bool or range), enabled, range (min and
// max; null means unbounded), used (a number means usage is aggregated)". A workspace's `fcl` is
// a list of these, copied from its plan and updated as usage grows.
import { z } from 'zod';

/**
 * One feature-limit entry.
 *
 * @example
 * ZFeatureLimit.parse({ key: 'max_sites', type: 'range', enabled: true, range: { min: 0, max: 10 }, used: 3 });
 */
export const ZFeatureLimit = z.object({
  key: z.string().min(1).max(64),
  type: z.enum(['bool', 'range']),
  enabled: z.boolean(),
  range: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
  used: z.number().nullable(),
});
/** One feature-limit entry. */
export type TFeatureLimit = z.infer<typeof ZFeatureLimit>;

/**
 * A workspace's feature-limit list (`fcl`).
 *
 * @example
 * ZFeatureLimitList.parse(company.fcl);
 */
export const ZFeatureLimitList = z.array(ZFeatureLimit);
/** A workspace's feature-limit list (`fcl`). */
export type TFeatureLimitList = z.infer<typeof ZFeatureLimitList>;
