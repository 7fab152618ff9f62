// The current frame with its boxes as a PNG download, at the video's own resolution.
import type { Detection } from './detection.ts';
import { drawDetections } from './draw-detections.ts';
import { letterbox } from './letterbox.ts';

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function snapshotPng(
  picture: HTMLVideoElement | HTMLImageElement | ImageBitmap,
  width: number,
  height: number,
  detections: readonly Detection[],
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(picture, 0, 0, width, height);
  drawDetections(
    ctx,
    detections,
    letterbox(width, height, width, height),
    Math.max(1, width / 640),
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png'),
  );
}
