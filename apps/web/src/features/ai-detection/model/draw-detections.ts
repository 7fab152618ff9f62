// Boxes with label and confidence, drawn on a 2D canvas over a picture fitted by `fit` (the
// on-screen letterbox of a video, or scale 1 for a snapshot at the video's own size).
import type { Detection } from './detection.ts';
import { groupOf, type ClassGroup } from './coco-classes.ts';
import { toTarget, type Letterbox } from './letterbox.ts';

const GROUP_COLOURS: Record<ClassGroup, string> = {
  people: '#ff4081',
  vehicles: '#ffca28',
  boats: '#40c4ff',
  aircraft: '#b388ff',
  animals: '#69f0ae',
  other: '#ffffff',
};

export function drawDetections(
  ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  detections: readonly Detection[],
  fit: Letterbox,
  pixelRatio = 1,
): void {
  const line = Math.max(2, Math.round(2 * pixelRatio));
  const font = Math.max(11, Math.round(12 * pixelRatio));
  ctx.lineWidth = line;
  ctx.font = `${font}px sans-serif`;
  ctx.textBaseline = 'top';
  for (const d of detections) {
    const box = toTarget(d.box, fit);
    const colour = GROUP_COLOURS[groupOf(d.label)];
    ctx.strokeStyle = colour;
    ctx.strokeRect(box.x, box.y, box.width, box.height);
    const text = `${d.label} ${Math.round(d.score * 100)}%`;
    const textWidth = ctx.measureText(text).width + 8;
    const labelY = box.y >= font + 4 ? box.y - font - 4 : box.y;
    ctx.fillStyle = colour;
    ctx.fillRect(box.x, labelY, textWidth, font + 4);
    ctx.fillStyle = '#000';
    ctx.fillText(text, box.x + 4, labelY + 2);
  }
}
