// ImageMeta from the merged tag object an EXIF/XMP reader (exifr) returns. DJI writes its XMP
// numbers as signed strings ("+12.30"), so every number is coerced here, and nonsense (NaN, a
// latitude of 300) reads as missing rather than as a place.
import type { ImageMeta } from './types.ts';

function num(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

function text(v: unknown): string | null {
  return typeof v === 'string' && v.trim() ? v.trim().slice(0, 80) : null;
}

function time(v: unknown): number | null {
  if (v instanceof Date) return Number.isFinite(v.getTime()) ? v.getTime() : null;
  if (typeof v === 'string') {
    // EXIF form "2026:11:24 10:00:00"
    const m = /^(\d{4}):(\d\d):(\d\d)[ T](\d\d):(\d\d):(\d\d)/.exec(v);
    if (m) return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
  }
  return null;
}

/** Reads the tags of one image; `tags` is exifr's merged output (gps, exif, xmp). */
export function metaFromTags(
  name: string,
  tags: Record<string, unknown> | null | undefined,
): ImageMeta {
  const t = tags ?? {};
  let lat = num(t.latitude);
  let lon = num(t.longitude);
  if (
    lat === null ||
    lon === null ||
    Math.abs(lat) > 90 ||
    Math.abs(lon) > 180 ||
    (lat === 0 && lon === 0)
  ) {
    lat = null;
    lon = null;
  }
  const gpsAlt = num(t.GPSAltitude);
  const below = num(t.GPSAltitudeRef) === 1;
  return {
    name,
    lat,
    lon,
    absAltitude: num(t.AbsoluteAltitude) ?? (gpsAlt === null ? null : below ? -gpsAlt : gpsAlt),
    relAltitude: num(t.RelativeAltitude),
    make: text(t.Make),
    model: text(t.Model),
    focalLengthMm: num(t.FocalLength),
    exposureTimeS: num(t.ExposureTime),
    iso: num(t.ISO) ?? num(t.ISOSpeedRatings),
    time: time(t.DateTimeOriginal) ?? time(t.CreateDate) ?? time(t.DateTime),
    gimbalPitch: num(t.GimbalPitchDegree),
    gimbalYaw: num(t.GimbalYawDegree),
    flightYaw: num(t.FlightYawDegree),
    rtkFlag: num(t.RtkFlag),
    widthPx: num(t.ExifImageWidth) ?? num(t.ImageWidth),
    heightPx: num(t.ExifImageHeight) ?? num(t.ImageHeight),
  };
}
