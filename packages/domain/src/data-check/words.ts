// Every sentence Data Check writes, by a stable code with the values it names (decision 431). The
// English text goes to API clients, the CSV, the PDF and logs; the code and its params let a client
// write the same sentence in its reader's language (the web's Hindi). Each code's English lives
// here only, so a code never comes without its sentence; a sentence that changes meaning gets a
// new code. Params hold the numbers as the English shows them (rounded the same way).
import type { ImageIssueKind } from './types.ts';

type NoParams = Record<string, never>;
type Overlap = { overlap: number; planned: number };
type Altitude = { altitude: number; offset: number; median: number };
type Pause = { amount: number; unit: 'min' | 's'; from: string; to: string };

/** Why a TIFF's (or DNG's) pixels are not read simply, as `simpleStripsProblem` says it. */
export type TiffProblemParams = {
  tiff_no_directory: NoParams;
  tiff_tiled: NoParams;
  tiff_compressed: { compression: number };
  tiff_bits: { bits: number };
  tiff_colour_model: NoParams;
  tiff_planar: NoParams;
  tiff_no_strips: NoParams;
};
export type TiffProblem = keyof TiffProblemParams;

const TIFF_PROBLEM: { [C in TiffProblem]: (p: TiffProblemParams[C]) => string } = {
  tiff_no_directory: () => 'it has no image directory',
  tiff_tiled: () => 'it is tiled',
  tiff_compressed: (p) => `it is compressed (TIFF compression ${p.compression})`,
  tiff_bits: (p) => `it has ${p.bits}-bit samples`,
  tiff_colour_model: () => 'its colour model is not grey or RGB',
  tiff_planar: () => 'its colour planes are separate',
  tiff_no_strips: () => 'it has no strips',
};

/** Why an image's pixels were not checked: the `reason` of a `pixels_unchecked` finding. */
export type SkipParams = {
  not_decoded: NoParams;
  no_structure: { kind: string };
  dng_no_preview: { width: number };
} & TiffProblemParams;
export type SkipReason = keyof SkipParams;

const SKIP: { [C in SkipReason]: (p: SkipParams[C]) => string } = {
  not_decoded: () => 'the browser could not decode them',
  no_structure: (p) => `its ${p.kind} structure could not be read`,
  dng_no_preview: (p) =>
    `this DNG has no JPEG preview at least ${p.width} px wide, and its raw data is not decoded in the browser`,
  ...(Object.fromEntries(
    Object.entries(TIFF_PROBLEM).map(([code, phrase]) => [
      code,
      (p: never) =>
        `this TIFF's pixels cannot be read simply (${(phrase as (q: never) => string)(p)})`,
    ]),
  ) as { [C in TiffProblem]: (p: TiffProblemParams[C]) => string }),
};

const IMAGE_COUNT: Record<ImageIssueKind, [string, string]> = {
  gps_missing: ['image has no GPS position', 'images have no GPS position'],
  blur: ['image is blurred', 'images are blurred'],
  overexposed: ['image is overexposed', 'images are overexposed'],
  underexposed: ['image is underexposed', 'images are underexposed'],
  gimbal_off_nadir: [
    'image was taken with the gimbal off nadir',
    'images were taken with the gimbal off nadir',
  ],
  altitude_outlier: [
    'image was taken at an unusual altitude',
    'images were taken at unusual altitudes',
  ],
  duplicate: ['image is a duplicate', 'images are duplicates'],
  unreadable: ['file could not be read', 'files could not be read'],
  pixels_unchecked: [
    'image had its pixels left unchecked (no blur or exposure check)',
    'images had their pixels left unchecked (no blur or exposure check)',
  ],
};

type Count = { count: number };
type ImageCountParams = { [K in ImageIssueKind as `images_${K}`]: Count };

/** Each code's params. */
export type WordParams = {
  // The verdict's reasons.
  no_gps: NoParams;
  missing_strips: Count;
  low_coverage: { coverage: number };
  coverage_gaps: { coverage: number };
  front_overlap_under_plan: Overlap;
  side_overlap_under_plan: Overlap;
  all_passed: NoParams;
  // One image's findings.
  blurred: { sharpness: number; limit: number };
  altitude_above: Altitude;
  altitude_below: Altitude;
  duplicate_of: { name: string };
  no_gps_position: NoParams;
  overexposed: { share: number };
  underexposed: { share: number };
  gimbal_off_nadir: { pitch: number; tolerance: number };
  not_an_image: NoParams;
  // The dataset's findings (the last three are also reasons, word for word).
  missing_strip: NoParams;
  front_overlap: Overlap;
  side_overlap: Overlap;
  site_part_uncovered: NoParams;
  no_images: NoParams;
  gsd_off_plan: { achievedCm: number; plannedCm: number };
  mixed_cameras: { count: number; cameras: string };
  time_gap: Pause;
  time_gap_mid_line: Pause;
} & ImageCountParams;
export type WordCode = keyof WordParams;

const pause = (p: Pause) => `A ${p.amount} ${p.unit} pause between ${p.from} and ${p.to}`;

const ENGLISH: { [C in WordCode]: (p: WordParams[C]) => string } = {
  no_gps: () => 'No image has a GPS position, so nothing can be placed or measured.',
  missing_strips: (p) =>
    `${p.count === 1 ? 'A strip is' : `${p.count} strips are`} missing: fly the gap again.`,
  low_coverage: (p) => `Only ${fixed(p.coverage, 1)} % of the site is covered.`,
  coverage_gaps: (p) =>
    `${fixed(p.coverage, 1)} % of the site is covered; see the gaps on the map.`,
  front_overlap_under_plan: (p) =>
    `Front overlap is ${fixed(p.overlap, 0)} %, planned ${p.planned} %.`,
  side_overlap_under_plan: (p) =>
    `Side overlap is ${fixed(p.overlap, 0)} %, planned ${p.planned} %.`,
  all_passed: () => 'Every check passed: the images are ready for processing.',
  ...(Object.fromEntries(
    Object.entries(IMAGE_COUNT).map(([kind, [one, other]]) => [
      `images_${kind}`,
      (p: Count) => `${p.count} ${p.count === 1 ? one : other}.`,
    ]),
  ) as { [C in keyof ImageCountParams]: (p: Count) => string }),
  blurred: (p) =>
    `Blurred: sharpness ${fixed(p.sharpness, 0)}, under ${fixed(p.limit, 0)} for this camera.`,
  altitude_above: (p) =>
    `Altitude ${fixed(p.altitude, 1)} m is ${fixed(p.offset, 1)} m above the others (${fixed(p.median, 1)} m).`,
  altitude_below: (p) =>
    `Altitude ${fixed(p.altitude, 1)} m is ${fixed(p.offset, 1)} m below the others (${fixed(p.median, 1)} m).`,
  duplicate_of: (p) => `Duplicate of ${p.name}.`,
  no_gps_position: () => 'No GPS position.',
  overexposed: (p) => `Overexposed: ${fixed(p.share, 0)} % of pixels are white.`,
  underexposed: (p) => `Underexposed: ${fixed(p.share, 0)} % of pixels are black.`,
  gimbal_off_nadir: (p) =>
    `Gimbal pitch ${fixed(p.pitch, 1)}°, more than ${p.tolerance}° off straight down.`,
  not_an_image: () => 'The file could not be read as an image.',
  missing_strip: () =>
    'A strip is missing: the spacing between two lines is far wider than the others.',
  front_overlap: (p) => `Front overlap ${fixed(p.overlap, 0)} %, planned ${p.planned} %.`,
  side_overlap: (p) => `Side overlap ${fixed(p.overlap, 0)} %, planned ${p.planned} %.`,
  site_part_uncovered: () => 'Part of the site is in no photo.',
  no_images: () => 'No images were selected.',
  gsd_off_plan: (p) =>
    `Achieved GSD ${fixed(p.achievedCm, 2)} cm/px, planned ${fixed(p.plannedCm, 2)} cm/px.`,
  mixed_cameras: (p) => `Images come from ${p.count} cameras: ${p.cameras}.`,
  time_gap: (p) => `${pause(p)}.`,
  time_gap_mid_line: (p) => `${pause(p)}, in the middle of a line (battery swap?).`,
};

/** A sentence with its code: `text` in English, `code` and `params` for other languages. */
export type Said = {
  [C in WordCode]: { code: C; params: WordParams[C]; text: string };
}[WordCode];

/** The code and params of a sentence, as results carry them beside the English. */
export type Coded = { code: string; params: Record<string, string | number> };

/** The sentence `code` says with `params`, in English, with its code. */
export function say<C extends WordCode>(code: C, params: WordParams[C]): Said {
  const english = ENGLISH[code] as (p: WordParams[C]) => string;
  return { code, params, text: english(params) } as Said;
}

/** Why pixels were skipped, in English (the words after "Pixels not checked …:"). */
export function skipText<C extends SkipReason>(reason: C, params: SkipParams[C]): string {
  return (SKIP[reason] as (p: SkipParams[C]) => string)(params);
}

/** A TIFF problem in English, as `simpleStripsProblem` returns it. */
export function tiffProblemText<C extends TiffProblem>(code: C, params: TiffProblemParams[C]) {
  return (TIFF_PROBLEM[code] as (p: TiffProblemParams[C]) => string)(params);
}

/** Every code with a sentence: for tests and for clients listing what they must translate. */
export const WORD_CODES = Object.keys(ENGLISH) as WordCode[];
export const SKIP_REASONS = Object.keys(SKIP) as SkipReason[];

/**
 * A number rounded as `toFixed(digits)` shows it, for params. A small negative that rounds to
 * zero stays -0, so the English still writes "-0.0" as `toFixed` did on the measured value.
 */
export function shown(v: number, digits: number): number {
  const r = Number(v.toFixed(digits));
  return r === 0 ? (v < 0 ? -0 : 0) : r;
}

/** `toFixed` of a value from `shown`: -0 is written "-0.0", as on the value it was rounded from. */
function fixed(v: number, digits: number): string {
  return Object.is(v, -0) ? `-${(0).toFixed(digits)}` : v.toFixed(digits);
}
