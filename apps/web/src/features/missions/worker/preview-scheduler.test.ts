import { describe, expect, it } from 'vitest';
import type { PreviewRequest, PreviewResponse } from './plan-preview.ts';
import { PreviewScheduler, type PreviewTransport } from './preview-scheduler.ts';

function harness() {
  let t = 0;
  const timers: { at: number; fn: () => void }[] = [];
  const posted: PreviewRequest[] = [];
  const results: number[] = [];
  let answer: (a: PreviewResponse) => void = () => undefined;
  const transport: PreviewTransport = {
    post: (r) => posted.push(r),
    listen: (fn) => (answer = fn),
    close: () => undefined,
  };
  const s = new PreviewScheduler(transport, (a) => results.push(a.id), {
    debounceMs: 150,
    now: () => t,
    setTimer: (fn, ms) => {
      const timer = { at: t + ms, fn };
      timers.push(timer);
      return timer;
    },
    clearTimer: (h) => timers.splice(timers.indexOf(h as (typeof timers)[number]), 1),
  });
  const advance = (ms: number) => {
    t += ms;
    for (const timer of timers.filter((x) => x.at <= t)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.fn();
    }
  };
  const reply = (id: number) =>
    answer({ id, ok: false, problem: { type: 'x', message: '', field: null, details: {} }, ms: 1 });
  const request = () =>
    s.request((id) => ({ id, request: { kind: 'area_mapping', params: {} }, site: null as never }));
  return { s, posted, results, advance, reply, request };
}

describe('PreviewScheduler', () => {
  it('plans a lone change at once', () => {
    const h = harness();
    h.request();
    expect(h.posted.map((p) => p.id)).toEqual([1]);
    h.reply(1);
    expect(h.results).toEqual([1]);
    expect(h.s.busy).toBe(false);
  });

  it('coalesces a burst and plans only its last request after the pause', () => {
    const h = harness();
    h.request();
    h.advance(40);
    h.request();
    h.advance(40);
    h.request();
    h.reply(1); // stale: dropped
    expect(h.results).toEqual([]);
    expect(h.posted.map((p) => p.id)).toEqual([1]);
    h.advance(150);
    expect(h.posted.map((p) => p.id)).toEqual([1, 3]);
    h.reply(3);
    expect(h.results).toEqual([3]);
  });

  it('never has two plans in flight', () => {
    const h = harness();
    h.request();
    h.advance(200);
    h.request();
    h.advance(200);
    expect(h.posted.map((p) => p.id)).toEqual([1]);
    h.reply(1);
    expect(h.posted.map((p) => p.id)).toEqual([1, 2]);
  });
});
