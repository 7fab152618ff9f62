import { PLANS } from '@sortie/domain';
import { describe, expect, it } from 'vitest';
import { limitValue } from './free-plan-limits.tsx';

describe('limitValue of storage (issue 10 §7: no "97.66 GB")', () => {
  it('reads each plan storage limit as the plan states it', () => {
    const storage = (key: string) =>
      limitValue(PLANS.find((p) => p.key === key)!.fcl.find((f) => f.key === 'storage_mb')!);
    expect(storage('free')).toBe('1 GB');
    expect(storage('pro')).toBe('100 GB');
    expect(storage('no_limit')).toBe('Unlimited');
  });
});
