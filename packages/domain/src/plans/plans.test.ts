import { describe, expect, it } from 'vitest';
import { MAX_MISSION_ACRES } from '../constants.ts';
import { checkFeature } from '../limits/check-feature.ts';
import { FEATURE_KEYS } from '../limits/feature-keys.ts';
import {
  FREE_PLAN,
  NO_LIMIT_PLAN,
  PLANS,
  PRO_PLAN,
  findPlan,
  isNoLimitPlan,
  planKeyOf,
} from './plans.ts';
import { ZPlan } from './schema.ts';

describe('seed plans', () => {
  it('are valid and carry every feature key', () => {
    const keys = FEATURE_KEYS.map((f) => f.key).sort();
    for (const plan of PLANS) {
      expect(ZPlan.parse(plan)).toEqual(plan);
      expect(plan.fcl.map((f) => f.key).sort()).toEqual(keys);
      for (const f of plan.fcl) {
        const meta = FEATURE_KEYS.find((k) => k.key === f.key)!;
        expect(f.type).toBe(meta.type);
        expect(typeof f.used === 'number').toBe(meta.aggregated);
      }
    }
    expect(new Set(PLANS.map((p) => p.key)).size).toBe(PLANS.length);
  });

  it('prices Free and Pro in USD and INR, and never sells no_limit', () => {
    expect(FREE_PLAN.prices?.USD).toEqual({ month: 0, year: 0 });
    expect(PRO_PLAN.prices?.INR?.month).toBeGreaterThan(0);
    expect(PRO_PLAN.prices?.USD?.year).toBeLessThan(12 * PRO_PLAN.prices!.USD.month);
    expect(NO_LIMIT_PLAN.public).toBe(false);
    expect(NO_LIMIT_PLAN.prices).toBeNull();
  });

  it('gates web_progress_sync and mission size by plan', () => {
    expect(checkFeature(FREE_PLAN.fcl, 'web_progress_sync')).toBe(false);
    expect(checkFeature(PRO_PLAN.fcl, 'web_progress_sync')).toBe(true);
    expect(checkFeature(FREE_PLAN.fcl, 'max_polygon_mission_acres', 76)).toBe(false);
    expect(checkFeature(PRO_PLAN.fcl, 'max_polygon_mission_acres', MAX_MISSION_ACRES)).toBe(true);
    expect(checkFeature(NO_LIMIT_PLAN.fcl, 'max_sites', 1e9)).toBe(true);
  });

  it('reads an empty plan key as free', () => {
    expect(planKeyOf({ key: '' })).toBe('free');
    expect(planKeyOf(null)).toBe('free');
    expect(findPlan('')?.key).toBe('free');
    expect(findPlan('pro')?.name).toBe('Pro');
    expect(findPlan('gold')).toBeUndefined();
    expect(isNoLimitPlan({ key: 'no_limit' })).toBe(true);
    expect(isNoLimitPlan(undefined)).toBe(false);
  });
});
