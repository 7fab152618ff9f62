// The test bench's picture: the image (or a video's frame) with its boxes, scaled to the width.
import { useEffect, useRef } from 'react';
import { filterDetections, type DetectionFilter } from '../model/class-filter.ts';
import type { Detection } from '../model/detection.ts';
import { drawDetections } from '../model/draw-detections.ts';
import { letterbox } from '../model/letterbox.ts';
import { useTranslation } from 'react-i18next';

export function BenchPicture(props: {
  picture: ImageBitmap | null;
  detections: readonly Detection[];
  filter: DetectionFilter;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { t } = useTranslation('ai');
  const { picture, detections, filter } = props;
  useEffect(() => {
    const element = canvas.current;
    if (!element || !picture) return;
    element.width = picture.width;
    element.height = picture.height;
    const ctx = element.getContext('2d')!;
    ctx.drawImage(picture, 0, 0);
    const shown = filterDetections(detections, filter);
    element.dataset.boxes = String(shown.length);
    const fit = letterbox(picture.width, picture.height, picture.width, picture.height);
    drawDetections(ctx, shown, fit, Math.max(1, picture.width / 640));
  }, [picture, detections, filter]);
  return (
    <canvas
      ref={canvas}
      data-testid="ai-bench-canvas"
      role="img"
      aria-label={t('bench.pictureLabel')}
      style={{
        width: '100%',
        height: 'auto',
        display: picture ? 'block' : 'none',
        background: '#000',
      }}
    />
  );
}
