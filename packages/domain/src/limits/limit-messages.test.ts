import { describe, expect, it } from 'vitest';
import type { AppError } from '../errors.ts';
import { assertFeature } from './check-feature.ts';
import { FEATURE_KEYS } from './feature-keys.ts';
import type { TFeatureLimit } from './feature-limit.ts';
import { featureLimitMessage, limitErrorMessage } from './limit-messages.ts';

describe('featureLimitMessage', () => {
  it('words the mission generation errors of feature-areas §8 as sentences', () => {
    expect(featureLimitMessage('max_missions', { limit: 10, used: 10, requested: 1 })).toBe(
      'Your plan allows 10 mission generations; you have used them all. Upgrade to generate more.',
    );
    expect(
      featureLimitMessage('max_polygon_mission_acres', { limit: 5000, requested: 6120.44 }),
    ).toBe(
      'Your plan allows area missions up to 5,000 acres; this one is 6,120.4 acres. Split the site into smaller sites or upgrade your plan.',
    );
    expect(featureLimitMessage('max_linestring_mission_km', { limit: 5, requested: 7.25 })).toBe(
      'Your plan allows corridor missions up to 5 km; this corridor is 7.3 km. Shorten the corridor or upgrade your plan.',
    );
  });

  it('says how many are left when a request needs more than that (a split into parts)', () => {
    expect(featureLimitMessage('max_missions', { limit: 10, used: 8, requested: 3 })).toBe(
      'Your plan allows 10 mission generations; 2 are left and this needs 3. Upgrade to generate more.',
    );
    expect(featureLimitMessage('max_sites', { limit: 1, used: 1, requested: 1 })).toBe(
      'Your plan allows 1 site; you have used them all. Upgrade to create more.',
    );
  });

  it('has a real sentence for every key, never the generic fallback when a limit is known', () => {
    for (const f of FEATURE_KEYS) {
      const text = featureLimitMessage(f.key, { limit: f.type === 'bool' ? null : 10 });
      expect(text).toMatch(/^[A-Z].*\.$/);
      expect(text).not.toMatch(/beyond what your plan allows/);
    }
  });
});

describe('limitErrorMessage (what the web shows for a 422)', () => {
  it('maps every feature error code, and nothing else', () => {
    for (const f of FEATURE_KEYS) {
      const text = limitErrorMessage(f.error, { feature: f.key, limit: 3, used: 3 });
      expect(text, f.error).toBe(featureLimitMessage(f.key, { limit: 3, used: 3 }));
    }
    expect(limitErrorMessage('exceeded_max_mission_generation_count', { limit: 10 })).toBe(
      'Your plan allows 10 mission generations; you have used them all. Upgrade to generate more.',
    );
    expect(limitErrorMessage('out_of_range', { limit: 10 })).toBeNull();
    // The engine's 5000-acre cap: same code, no plan limit, its own sentence stays.
    expect(
      limitErrorMessage('exceeded_max_polygon_mission_size', {
        field: 'geometry',
        max_acres: 5000,
      }),
    ).toBeNull();
    expect(limitErrorMessage('feature_not_in_plan', {})).toBe(
      'This is not part of your plan. Upgrade to use it.',
    );
  });

  it('is the sentence assertFeature puts in the envelope', () => {
    const fcl: TFeatureLimit[] = [
      { key: 'max_missions', type: 'range', enabled: false, range: { min: 0, max: 10 }, used: 10 },
    ];
    try {
      assertFeature(fcl, 'max_missions');
      expect.unreachable();
    } catch (e) {
      const error = e as AppError;
      expect(error.message).toBe(limitErrorMessage(error.type, error.details));
      expect(error.message).toMatch(/10 mission generations/);
    }
  });
});
