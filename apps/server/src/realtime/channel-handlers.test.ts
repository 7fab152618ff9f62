import { describe, expect, it } from 'vitest';
import { createTokenBucket } from './channel-handlers.ts';

describe('send budget (token bucket)', () => {
  it('allows a burst, then refills at the rate', () => {
    let t = 0;
    const bucket = createTokenBucket(20, 40, () => t);
    const taken = Array.from({ length: 45 }, () => bucket.take()).filter(Boolean).length;
    expect(taken).toBe(40);
    t += 100; // 0.1 s → 2 tokens
    expect([bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, false]);
    t += 10_000; // never more than the burst
    expect(Array.from({ length: 50 }, () => bucket.take()).filter(Boolean).length).toBe(40);
  });
});
