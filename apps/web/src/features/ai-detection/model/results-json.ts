// The test bench's download: per frame, the detections as class, score and box [x, y, w, h] in the
// source's pixels, with the inference time, so a run can be compared with another model or backend.
import type { Detection } from './detection.ts';

export type FrameRecord = { timeS: number; inferMs: number; detections: Detection[] };

export function resultsJson(run: {
  source: string;
  width: number;
  height: number;
  backend: string;
  frames: readonly FrameRecord[];
}): string {
  const round = (n: number, digits: number) => Number(n.toFixed(digits));
  return JSON.stringify(
    {
      model: 'centernet (MB3-CenterNet, COCO)',
      source: run.source,
      width: run.width,
      height: run.height,
      backend: run.backend,
      frames: run.frames.map((f) => ({
        time_s: round(f.timeS, 3),
        infer_ms: round(f.inferMs, 1),
        detections: f.detections.map((d) => ({
          class: d.label,
          score: round(d.score, 3),
          box: [d.box.x, d.box.y, d.box.width, d.box.height].map((v) => round(v, 1)),
        })),
      })),
    },
    null,
    2,
  );
}
