// The per-dock coalescing of live-state pushes (decision 302): leading edge at once, one
// trailing push per window, keys independent, forgotten keys dropped.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoalescer } from './state-push.ts';

describe('createCoalescer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pushes the first change at once and folds the rest of the window into one', () => {
    const sent: string[] = [];
    const push = createCoalescer(100, (key) => sent.push(key));
    push.changed('A');
    expect(sent).toEqual(['A']);
    push.changed('A');
    push.changed('A');
    push.changed('B'); // another dock is not held back by A's window
    expect(sent).toEqual(['A', 'B']);
    vi.advanceTimersByTime(100);
    expect(sent).toEqual(['A', 'B', 'A']);
    vi.advanceTimersByTime(1_000);
    expect(sent).toEqual(['A', 'B', 'A']);
    push.changed('A'); // a quiet window has passed: at once again
    expect(sent).toEqual(['A', 'B', 'A', 'A']);
  });

  it('drops the pending push of a key no longer retained (an unbound dock)', () => {
    const sent: string[] = [];
    const push = createCoalescer(100, (key) => sent.push(key));
    push.changed('A');
    push.changed('A');
    push.retain(new Set(['B']));
    vi.advanceTimersByTime(200);
    expect(sent).toEqual(['A']);
    push.close();
  });
});
