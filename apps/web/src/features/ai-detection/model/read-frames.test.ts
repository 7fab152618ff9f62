import { describe, expect, it } from 'vitest';
import { frameTimes } from './read-frames.ts';
import { resultsJson } from './results-json.ts';

describe('frameTimes', () => {
  it('samples every half second for short clips and spreads longer ones over the frame cap', () => {
    expect(frameTimes(2)).toEqual([0, 0.5, 1, 1.5]);
    const long = frameTimes(120, 60);
    expect(long).toHaveLength(60);
    expect(long[1]).toBe(2);
    expect(frameTimes(Number.NaN)).toEqual([0]);
  });
});

describe('resultsJson', () => {
  it('writes class, score and box per frame, rounded', () => {
    const json = JSON.parse(
      resultsJson({
        source: 'cat.jpg',
        width: 451,
        height: 300,
        backend: 'wasm',
        frames: [
          {
            timeS: 0,
            inferMs: 123.456,
            detections: [
              {
                classId: 15,
                label: 'cat',
                score: 0.48765,
                box: { x: 1.04, y: 2, width: 400.55, height: 290 },
              },
            ],
          },
        ],
      }),
    ) as { backend: string; frames: unknown[] };
    expect(json.backend).toBe('wasm');
    expect(json.frames).toEqual([
      {
        time_s: 0,
        infer_ms: 123.5,
        detections: [{ class: 'cat', score: 0.488, box: [1, 2, 400.6, 290] }],
      },
    ]);
  });
});
