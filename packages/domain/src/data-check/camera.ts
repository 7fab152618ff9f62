// Camera detection from EXIF against the shipped catalogue: the make must match and the focal
// length be within 0.3 mm (EXIF rounds it); the model name breaks ties. A catalogue entry without
// full geometry cannot give footprints, so it is not offered.
import type { CameraGeometry, ImageMeta } from './types.ts';

export type CatalogueCamera = {
  id: string;
  model_name: string;
  make: string;
  sensor_attributes: {
    sensor_width_mm: number | null;
    sensor_height_mm: number | null;
    focal_length_mm: number | null;
    image_width_px: number | null;
    image_height_px: number | null;
  };
};

/** The geometry of a catalogue camera, or null when it lacks a measure. */
export function geometryOf(c: CatalogueCamera): CameraGeometry | null {
  const s = c.sensor_attributes;
  if (!s.sensor_width_mm || !s.sensor_height_mm || !s.focal_length_mm) return null;
  if (!s.image_width_px || !s.image_height_px) return null;
  return {
    sensorWidthMm: s.sensor_width_mm,
    sensorHeightMm: s.sensor_height_mm,
    focalLengthMm: s.focal_length_mm,
    imageWidthPx: s.image_width_px,
    imageHeightPx: s.image_height_px,
  };
}

/** The catalogue camera that took an image, or null. */
export function detectCamera(
  meta: Pick<ImageMeta, 'make' | 'model' | 'focalLengthMm'>,
  catalogue: readonly CatalogueCamera[],
): CatalogueCamera | null {
  if (!meta.make || meta.focalLengthMm === null) return null;
  const make = meta.make.toLowerCase();
  const fits = catalogue.filter(
    (c) =>
      c.make.toLowerCase() === make &&
      c.sensor_attributes.focal_length_mm !== null &&
      Math.abs(c.sensor_attributes.focal_length_mm - meta.focalLengthMm!) <= 0.3 &&
      geometryOf(c) !== null,
  );
  const model = meta.model?.toLowerCase() ?? '';
  return fits.find((c) => model && c.model_name.toLowerCase().includes(model)) ?? fits[0] ?? null;
}

/** The key that groups images by camera (make and model, as EXIF gives them). */
export function cameraKey(meta: Pick<ImageMeta, 'make' | 'model'>): string {
  return `${meta.make ?? 'Unknown'} ${meta.model ?? ''}`.trim();
}
