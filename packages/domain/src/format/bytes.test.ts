import { describe, expect, it } from 'vitest';
import { PLANS } from '../plans/plans.ts';
import { formatBytes, formatStorageMb } from './bytes.ts';

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

describe('formatStorageMb (issue 10 §7: no "97.66 GB"; decision 170)', () => {
  it('reads storage_mb in the same 1024-based units', () => {
    expect(formatStorageMb(1024)).toBe('1 GB');
    expect(formatStorageMb(102_400)).toBe('100 GB');
    expect(formatStorageMb(0.003)).toBe('3.07 KB');
  });

  it('shows every plan storage limit as a whole number of its unit', () => {
    const shown = PLANS.flatMap((plan) =>
      plan.fcl.flatMap((f) =>
        f.key === 'storage_mb' && f.type === 'range' && f.range.max !== null
          ? [`${plan.key}: ${formatStorageMb(f.range.max)}`]
          : [],
      ),
    );
    expect(shown).toEqual(['free: 1 GB', 'pro: 100 GB']);
  });
});
