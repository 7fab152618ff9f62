import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes.ts';

describe('formatBytes (platform-core §9 byte unit 1048576)', () => {
  it('steps by 1024 and formats the figure by the §9 number rule', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(3000)).toBe('2.93 KB');
    expect(formatBytes(1_048_576)).toBe('1 MB');
    expect(formatBytes(1024 * 1_048_576)).toBe('1 GB');
    expect(formatBytes(150 * 1024 ** 3)).toBe('150 GB');
  });

  it('never shows NaN or a negative size', () => {
    expect(formatBytes(Number.NaN)).toBe('-');
    expect(formatBytes(-5)).toBe('0 B');
  });
});
