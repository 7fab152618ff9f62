import { describe, expect, it } from 'vitest';
import { CURRENT_RELEASE } from '../constants.ts';
import { RELEASES, findRelease } from './releases.ts';
import { ZRelease } from './schema.ts';

describe('release notes', () => {
  it('starts with the current release and every entry is well formed', () => {
    expect(RELEASES[0]?.version).toBe(CURRENT_RELEASE);
    for (const r of RELEASES) expect(ZRelease.safeParse(r).success).toBe(true);
  });

  it('is ordered newest first', () => {
    const dates = RELEASES.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('finds a release by version', () => {
    expect(findRelease('2024.6')?.caption).toContain('Bigger missions');
    expect(findRelease('1999.1')).toBeUndefined();
  });
});
