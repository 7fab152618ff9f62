import { describe, expect, it } from 'vitest';
import { collectionSubtitle } from './collection-subtitle.ts';

describe('collectionSubtitle', () => {
  it('counts sites', () => {
    expect(collectionSubtitle(0)).toBe('No sites');
    expect(collectionSubtitle(1)).toBe('1 site');
    expect(collectionSubtitle(12)).toBe('12 sites');
  });
});
