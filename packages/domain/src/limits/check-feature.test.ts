import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { addUsage, assertFeature, checkFeature, getFeature } from './check-feature.ts';
import { FEATURE_KEYS, featureLimitError } from './feature-keys.ts';
import { ZFeatureLimitList, type TFeatureLimit } from './feature-limit.ts';

const range = (
  key: string,
  max: number | null,
  used: number | null,
  min: number | null = 0,
): TFeatureLimit => ({
  key,
  type: 'range',
  enabled: true,
  range: { min, max },
  used,
});
const fcl: TFeatureLimit[] = [
  range('max_sites', 10, 9),
  range('max_polygon_mission_acres', 75, null),
  range('max_collections', null, 40),
  {
    key: 'web_progress_sync',
    type: 'bool',
    enabled: false,
    range: { min: null, max: null },
    used: null,
  },
  { key: 'wpml_export', type: 'bool', enabled: true, range: { min: null, max: null }, used: 3 },
];

describe('checkFeature (platform-core §4)', () => {
  it('allows a bool feature when enabled', () => {
    expect(checkFeature(fcl, 'web_progress_sync')).toBe(false);
    expect(checkFeature(fcl, 'wpml_export')).toBe(true);
  });

  it('adds aggregated usage to the amount; bounds inclusive', () => {
    expect(checkFeature(fcl, 'max_sites')).toBe(true); // 9 + 1 = 10 ≤ 10
    expect(checkFeature(fcl, 'max_sites', 2)).toBe(false);
    expect(checkFeature(fcl, 'max_collections', 1e6)).toBe(true); // max null = unbounded
  });

  it('checks the amount alone when not aggregated', () => {
    expect(checkFeature(fcl, 'max_polygon_mission_acres', 75)).toBe(true);
    expect(checkFeature(fcl, 'max_polygon_mission_acres', 75.01)).toBe(false);
    expect(checkFeature([range('x', 10, null, 1)], 'x', 0.5)).toBe(false); // below min
  });

  it('throws unknown_feature for a key the list does not have', () => {
    expect(() => checkFeature(fcl, 'teleport')).toThrowError(AppError);
    try {
      getFeature(fcl, 'teleport');
      expect.unreachable();
    } catch (e) {
      expect((e as AppError).type).toBe('unknown_feature');
      expect((e as AppError).status).toBe(422);
    }
  });
});

describe('assertFeature', () => {
  it('throws the mapped 422 error type', () => {
    expect(() => assertFeature(fcl, 'max_sites')).not.toThrow();
    try {
      assertFeature(fcl, 'max_polygon_mission_acres', 120);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).type).toBe('exceeded_max_polygon_mission_size');
      expect((e as AppError).details).toMatchObject({ limit: 75, requested: 120 });
    }
    expect(() => assertFeature(fcl, 'web_progress_sync')).toThrowError(
      /Progress sync is not part of your plan/,
    );
  });
});

describe('addUsage', () => {
  it('updates used and disables a range feature once max is reached', () => {
    const next = addUsage(fcl, 'max_sites', 1);
    expect(getFeature(next, 'max_sites')).toMatchObject({ used: 10, enabled: false });
    expect(getFeature(fcl, 'max_sites')).toMatchObject({ used: 9, enabled: true }); // unchanged input
    const back = addUsage(next, 'max_sites', -1);
    expect(getFeature(back, 'max_sites')).toMatchObject({ used: 9, enabled: true });
  });

  it('keeps a fresh counter at min enabled and unbounded ones enabled', () => {
    const fresh = [range('max_members', 5, 0)];
    expect(getFeature(addUsage(fresh, 'max_members', 0), 'max_members').enabled).toBe(true);
    expect(getFeature(addUsage(fcl, 'max_collections', 100), 'max_collections')).toMatchObject({
      used: 140,
      enabled: true,
    });
  });

  it('leaves non-aggregated entries alone and keeps bool enabled', () => {
    expect(addUsage(fcl, 'max_polygon_mission_acres', 50)).toEqual(fcl);
    expect(getFeature(addUsage(fcl, 'wpml_export', 1), 'wpml_export')).toMatchObject({
      used: 4,
      enabled: true,
    });
    expect(() => addUsage(fcl, 'nope', 1)).toThrowError(/Unknown feature/);
  });
});

describe('feature keys', () => {
  it('are unique and map to error types', () => {
    const keys = FEATURE_KEYS.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(featureLimitError('max_missions')).toBe('exceeded_max_mission_generation_count');
    expect(featureLimitError('max_linestring_mission_km')).toBe(
      'exceeded_max_linestring_mission_size',
    );
    expect(ZFeatureLimitList.safeParse(fcl).success).toBe(true);
  });
});
