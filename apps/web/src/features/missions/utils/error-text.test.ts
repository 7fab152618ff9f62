import { AppError, FEATURE_KEYS } from '@sortie/domain';
import { describe, expect, it } from 'vitest';
import { errorText } from './error-text.ts';

describe('errorText', () => {
  it('words every feature limit code as a sentence naming the limit', () => {
    const generations = new AppError('exceeded_max_mission_generation_count', 422, 'limit', {
      feature: 'max_missions',
      limit: 10,
      used: 10,
      requested: 1,
    });
    expect(errorText(generations)).toBe(
      'Your plan allows 10 mission generations; you have used them all. Upgrade to generate more.',
    );
    for (const f of FEATURE_KEYS) {
      const text = errorText(new AppError(f.error, 422, 'raw', { feature: f.key, limit: 5 }));
      expect(text, f.error).not.toBe('raw');
    }
  });

  it("keeps other errors' own sentence", () => {
    expect(errorText(new AppError('out_of_range', 422, 'Enter a value.'))).toBe('Enter a value.');
    expect(errorText(new Error('Network down'))).toBe('Network down');
    expect(errorText('?')).toBe('Something went wrong. Try again.');
  });
});
