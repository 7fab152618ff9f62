// Ground footprint and GSD of a nadir photo. The drone's camera faces the heading, so the image's
// height runs along the track and its width across it (DJI mapping missions fly this way).
import type { CameraGeometry } from './types.ts';

/** Ground size of one image at `heightM` above ground: across (image width) and along (height). */
export function footprintSize(camera: CameraGeometry, heightM: number) {
  return {
    across: (heightM * camera.sensorWidthMm) / camera.focalLengthMm,
    along: (heightM * camera.sensorHeightMm) / camera.focalLengthMm,
  };
}

/** Ground sample distance in cm per pixel. */
export function gsdCm(camera: CameraGeometry, heightM: number): number {
  return (camera.sensorWidthMm * heightM * 100) / (camera.focalLengthMm * camera.imageWidthPx);
}

/** The height above ground that gives `gsd` cm/px with this camera. */
export function heightForGsd(camera: CameraGeometry, gsd: number): number {
  return (gsd * camera.focalLengthMm * camera.imageWidthPx) / (camera.sensorWidthMm * 100);
}

/**
 * The four ground corners [x, y] of a footprint centred on (x, y), heading in degrees clockwise
 * from north (the image's top edge points that way).
 */
export function footprintCorners(
  x: number,
  y: number,
  size: { across: number; along: number },
  headingDeg: number,
): [number, number][] {
  const h = (headingDeg * Math.PI) / 180;
  const fx = Math.sin(h);
  const fy = Math.cos(h);
  const rx = fy;
  const ry = -fx;
  const a = size.along / 2;
  const c = size.across / 2;
  return [
    [x + fx * a - rx * c, y + fy * a - ry * c],
    [x + fx * a + rx * c, y + fy * a + ry * c],
    [x - fx * a + rx * c, y - fy * a + ry * c],
    [x - fx * a - rx * c, y - fy * a - ry * c],
  ];
}
