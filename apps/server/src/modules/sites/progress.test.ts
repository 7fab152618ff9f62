import { describe, expect, it } from 'vitest';
import { nextSiteStatus } from './progress.ts';

describe('nextSiteStatus', () => {
  it('follows the derived status when it changes', () => {
    expect(nextSiteStatus('new', { progress: 0, goal: 600 }, { progress: 60, goal: 600 })).toBe(
      'in_progress',
    );
    expect(nextSiteStatus('new', { progress: 300, goal: 600 }, { progress: 600, goal: 600 })).toBe(
      'complete',
    );
    expect(
      nextSiteStatus('complete', { progress: 600, goal: 600 }, { progress: 600, goal: 1200 }),
    ).toBe('in_progress');
  });

  it('keeps a status set by hand while the derived status stays the same', () => {
    expect(
      nextSiteStatus('complete', { progress: 100, goal: 600 }, { progress: 200, goal: 600 }),
    ).toBe('complete');
    expect(
      nextSiteStatus('new', { progress: 100, goal: null }, { progress: 900, goal: null }),
    ).toBe('new');
  });
});
