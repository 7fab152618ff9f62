// Non-maximum suppression, per class: the best-scoring box wins and every box of the same class
// overlapping it by more than `iouThreshold` is dropped. Boxes of different classes never
// suppress each other (a person on a boat is both).
import type { Detection } from './detection.ts';
import type { Box } from './letterbox.ts';

export function iou(a: Box, b: Box): number {
  const x1 = Math.max(a.x, b.x);
  const y1 = Math.max(a.y, b.y);
  const x2 = Math.min(a.x + a.width, b.x + b.width);
  const y2 = Math.min(a.y + a.height, b.y + b.height);
  const inter = Math.max(0, x2 - x1) * Math.max(0, y2 - y1);
  const union = a.width * a.height + b.width * b.height - inter;
  return union > 0 ? inter / union : 0;
}

export function nonMaxSuppression(
  detections: readonly Detection[],
  iouThreshold: number,
  maxOut = 100,
): Detection[] {
  const sorted = [...detections].sort((a, b) => b.score - a.score);
  const kept: Detection[] = [];
  for (const candidate of sorted) {
    if (kept.length >= maxOut) break;
    const suppressed = kept.some(
      (k) => k.classId === candidate.classId && iou(k.box, candidate.box) > iouThreshold,
    );
    if (!suppressed) kept.push(candidate);
  }
  return kept;
}
