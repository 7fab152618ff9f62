// The shapes Data Check passes between its steps: what the worker reads from one image (metadata
// and pixel measures), the settings a pilot chose, and the findings. Pure data, no DOM types, so
// the checks run in Node tests, in Web Workers and in the page alike.
import type { Coded } from './words.ts';

/** Metadata read from one image's EXIF and DJI XMP; null where the file does not say. */
export type ImageMeta = {
  name: string;
  lat: number | null;
  lon: number | null;
  /** Above sea level (EXIF GPSAltitude or XMP AbsoluteAltitude), metres. */
  absAltitude: number | null;
  /** Above take-off (DJI XMP RelativeAltitude), metres. */
  relAltitude: number | null;
  make: string | null;
  model: string | null;
  focalLengthMm: number | null;
  exposureTimeS: number | null;
  iso: number | null;
  /** Capture time, ms since the epoch (camera clock read as UTC). */
  time: number | null;
  gimbalPitch: number | null;
  gimbalYaw: number | null;
  flightYaw: number | null;
  /** DJI RtkFlag: 50 is a fixed solution. */
  rtkFlag: number | null;
  widthPx: number | null;
  heightPx: number | null;
};

/** Pixel measures of one image, taken on a downscaled grey copy. */
export type ImageMeasures = {
  /** Variance of the Laplacian: low means few sharp edges (blur). */
  sharpness: number;
  /** Share of pixels at the dark end of the histogram (0..1). */
  darkClip: number;
  /** Share of pixels at the bright end of the histogram (0..1). */
  brightClip: number;
  /** 64-bit difference hash as 16 hex characters, for duplicates. */
  hash: string;
  /**
   * What was measured: the camera's embedded preview or the image itself (decoded at reduced
   * size). Blur is calibrated per camera and per source, since a camera's preview is processed
   * differently from its full frame. Absent: the image.
   */
  source?: 'preview' | 'image';
};

/** One analysed image: what the worker returns for a file. */
export type ImageRecord = {
  index: number;
  meta: ImageMeta;
  /** Null when the pixels could not be decoded (DNG, some TIFFs): the pixel checks are skipped. */
  measures: ImageMeasures | null;
  /** Set when the file could not be read at all. */
  error?: string;
  /** The code of `error` (decision 431), e.g. `not_an_image`; absent, the finding says `unreadable`. */
  errorCode?: Coded;
  /** Why the pixels were not checked (a DNG without a usable preview, a compressed TIFF). */
  pixelsSkipped?: string;
  /** The code of `pixelsSkipped`: a `SkipReason` and its params (words.ts `skipText`). */
  pixelsSkippedCode?: Coded;
};

/** A camera's geometry for footprints and GSD. */
export type CameraGeometry = {
  sensorWidthMm: number;
  sensorHeightMm: number;
  focalLengthMm: number;
  imageWidthPx: number;
  imageHeightPx: number;
};

/** What the pilot planned, to compare against. */
export type CheckSettings = {
  /** Planned height above ground, metres; null: taken from the images. */
  altitudeM: number | null;
  /** Planned GSD, cm/px; null: derived from altitude and camera. */
  gsdCm: number | null;
  frontOverlapPct: number;
  sideOverlapPct: number;
  /** Null: detected from EXIF (make, model, focal length) when the catalogue knows it. */
  camera: CameraGeometry | null;
  /** Optional site outline [lon, lat][] (one ring) to check coverage against. */
  site: [number, number][] | null;
  /** True for a nadir mapping mission: gimbal pitch is checked. */
  mapping: boolean;
};

export type ImageIssueKind =
  | 'gps_missing'
  | 'blur'
  | 'overexposed'
  | 'underexposed'
  | 'gimbal_off_nadir'
  | 'altitude_outlier'
  | 'duplicate'
  | 'unreadable'
  | 'pixels_unchecked';

export type DatasetIssueKind =
  | 'low_front_overlap'
  | 'low_side_overlap'
  | 'missing_strip'
  | 'coverage_gap'
  | 'gsd_off_plan'
  | 'mixed_cameras'
  | 'time_gap'
  | 'no_images';

/**
 * A finding: `message` is English; `code` and `params` say the same for other languages (words.ts,
 * decision 431). A code a client does not know means: show `message`.
 */
export type ImageIssue = { kind: ImageIssueKind; message: string } & Coded;

/** A dataset finding, with where it is when it has a place ([lon, lat] ring). */
export type DatasetIssue = {
  kind: DatasetIssueKind;
  message: string;
  area?: [number, number][];
} & Coded;

export type Verdict = 'pass' | 'warn' | 'fail';
