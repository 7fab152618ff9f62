// Box decoding for MB3-CenterNet's "detections" output: up to 100 rows of
// [x1, y1, x2, y2, score, class] in model-input pixels (the 512×512 letterboxed square). Rows are
// mapped back through the letterbox to source pixels, cut to the image, and rows below the score
// floor, with a non-finite class or with no area left are dropped.
import { labelOf } from './coco-classes.ts';
import type { Detection } from './detection.ts';
import { clampBox, toSource, type Letterbox } from './letterbox.ts';

export const CENTERNET_ROW = 6;

export function decodeCenterNet(
  rows: ArrayLike<number>,
  fit: Letterbox,
  sourceWidth: number,
  sourceHeight: number,
  minScore: number,
): Detection[] {
  const out: Detection[] = [];
  for (let i = 0; i + CENTERNET_ROW <= rows.length; i += CENTERNET_ROW) {
    const x1 = rows[i]!;
    const y1 = rows[i + 1]!;
    const x2 = rows[i + 2]!;
    const y2 = rows[i + 3]!;
    const score = rows[i + 4]!;
    const classId = rows[i + 5]!;
    if (!(score >= minScore) || !Number.isFinite(classId) || classId < 0) continue;
    const inModel = { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
    const box = clampBox(toSource(inModel, fit), sourceWidth, sourceHeight);
    if (box.width <= 0 || box.height <= 0) continue;
    const id = Math.round(classId);
    out.push({ classId: id, label: labelOf(id), score, box });
  }
  return out;
}
