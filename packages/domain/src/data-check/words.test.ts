// Every code comes with its English sentence (the words the page, the CSV and the e2e read), and
// every finding and reason an analysis writes carries a code that says the same (decision 431).
import { describe, expect, it } from 'vitest';
import { analyseDataset } from './analyse.ts';
import { M3E_AT_80M, surveyGrid } from './test-support/scenes.ts';
import type { DataCheckResult } from './result.ts';
import type { CheckSettings, ImageRecord } from './types.ts';
import {
  say,
  shown,
  SKIP_REASONS,
  skipText,
  WORD_CODES,
  type SkipParams,
  type WordCode,
  type WordParams,
} from './words.ts';

const pause = { from: 'A.JPG', to: 'B.JPG' };
/** Each code with sample params and the exact English it must write. */
const ENGLISH: { [C in WordCode]: [WordParams[C], string] } = {
  no_gps: [{}, 'No image has a GPS position, so nothing can be placed or measured.'],
  missing_strips: [{ count: 2 }, '2 strips are missing: fly the gap again.'],
  low_coverage: [{ coverage: 85 }, 'Only 85.0 % of the site is covered.'],
  coverage_gaps: [{ coverage: 97.3 }, '97.3 % of the site is covered; see the gaps on the map.'],
  front_overlap_under_plan: [{ overlap: 61, planned: 75 }, 'Front overlap is 61 %, planned 75 %.'],
  side_overlap_under_plan: [{ overlap: 50, planned: 65 }, 'Side overlap is 50 %, planned 65 %.'],
  all_passed: [{}, 'Every check passed: the images are ready for processing.'],
  images_gps_missing: [{ count: 1 }, '1 image has no GPS position.'],
  images_blur: [{ count: 3 }, '3 images are blurred.'],
  images_overexposed: [{ count: 2 }, '2 images are overexposed.'],
  images_underexposed: [{ count: 1 }, '1 image is underexposed.'],
  images_gimbal_off_nadir: [{ count: 2 }, '2 images were taken with the gimbal off nadir.'],
  images_altitude_outlier: [{ count: 1 }, '1 image was taken at an unusual altitude.'],
  images_duplicate: [{ count: 2 }, '2 images are duplicates.'],
  images_unreadable: [{ count: 1 }, '1 file could not be read.'],
  images_pixels_unchecked: [
    { count: 4 },
    '4 images had their pixels left unchecked (no blur or exposure check).',
  ],
  blurred: [{ sharpness: 8, limit: 40 }, 'Blurred: sharpness 8, under 40 for this camera.'],
  altitude_above: [
    { altitude: 120, offset: 40, median: 80 },
    'Altitude 120.0 m is 40.0 m above the others (80.0 m).',
  ],
  altitude_below: [
    { altitude: 70.5, offset: 9.5, median: 80 },
    'Altitude 70.5 m is 9.5 m below the others (80.0 m).',
  ],
  duplicate_of: [{ name: 'DJI_0001.JPG' }, 'Duplicate of DJI_0001.JPG.'],
  no_gps_position: [{}, 'No GPS position.'],
  overexposed: [{ share: 30 }, 'Overexposed: 30 % of pixels are white.'],
  underexposed: [{ share: 20 }, 'Underexposed: 20 % of pixels are black.'],
  gimbal_off_nadir: [
    { pitch: -60, tolerance: 10 },
    'Gimbal pitch -60.0°, more than 10° off straight down.',
  ],
  not_an_image: [{}, 'The file could not be read as an image.'],
  missing_strip: [
    {},
    'A strip is missing: the spacing between two lines is far wider than the others.',
  ],
  front_overlap: [{ overlap: 61, planned: 75 }, 'Front overlap 61 %, planned 75 %.'],
  side_overlap: [{ overlap: 50, planned: 65 }, 'Side overlap 50 %, planned 65 %.'],
  site_part_uncovered: [{}, 'Part of the site is in no photo.'],
  no_images: [{}, 'No images were selected.'],
  gsd_off_plan: [
    { achievedCm: 3.2, plannedCm: 2.13 },
    'Achieved GSD 3.20 cm/px, planned 2.13 cm/px.',
  ],
  mixed_cameras: [
    { count: 2, cameras: 'DJI M3E (29), Unknown (1)' },
    'Images come from 2 cameras: DJI M3E (29), Unknown (1).',
  ],
  time_gap: [{ amount: 90, unit: 's', ...pause }, 'A 90 s pause between A.JPG and B.JPG.'],
  time_gap_mid_line: [
    { amount: 15, unit: 'min', ...pause },
    'A 15 min pause between A.JPG and B.JPG, in the middle of a line (battery swap?).',
  ],
};

const SKIPPED: { [C in keyof SkipParams]: [SkipParams[C], string] } = {
  not_decoded: [{}, 'the browser could not decode them'],
  no_structure: [{ kind: 'DNG' }, 'its DNG structure could not be read'],
  dng_no_preview: [
    { width: 512 },
    'this DNG has no JPEG preview at least 512 px wide, and its raw data is not decoded in the browser',
  ],
  tiff_no_directory: [{}, "this TIFF's pixels cannot be read simply (it has no image directory)"],
  tiff_tiled: [{}, "this TIFF's pixels cannot be read simply (it is tiled)"],
  tiff_compressed: [
    { compression: 5 },
    "this TIFF's pixels cannot be read simply (it is compressed (TIFF compression 5))",
  ],
  tiff_bits: [{ bits: 16 }, "this TIFF's pixels cannot be read simply (it has 16-bit samples)"],
  tiff_colour_model: [
    {},
    "this TIFF's pixels cannot be read simply (its colour model is not grey or RGB)",
  ],
  tiff_planar: [{}, "this TIFF's pixels cannot be read simply (its colour planes are separate)"],
  tiff_no_strips: [{}, "this TIFF's pixels cannot be read simply (it has no strips)"],
};

const settings = (over: Partial<CheckSettings> = {}): CheckSettings => ({ ...M3E_AT_80M, ...over });

const isWordCode = (code: string): code is WordCode => (WORD_CODES as string[]).includes(code);

/** Every reason and finding of a result says in English what its code says. */
function expectCodesMatch(result: DataCheckResult) {
  expect(result.reasonCodes).toHaveLength(result.reasons.length);
  const said = [
    ...result.reasons.map((text, i) => [text, result.reasonCodes[i]!] as const),
    ...result.issues.map((i) => [i.message, i] as const),
    ...result.images.flatMap((img) => img.issues.map((i) => [i.message, i] as const)),
  ];
  for (const [text, { code, params }] of said) {
    if (!isWordCode(code)) continue;
    expect(say(code, params as never).text).toBe(text);
  }
  return said.map(([, c]) => c.code);
}

describe('Data Check words by code', () => {
  it.each(WORD_CODES)('%s comes with its English sentence', (code) => {
    const [params, english] = ENGLISH[code];
    expect(say(code, params as never)).toEqual({ code, params, text: english });
  });

  it('a single strip and a single image read in the singular', () => {
    expect(say('missing_strips', { count: 1 }).text).toBe('A strip is missing: fly the gap again.');
    expect(say('images_blur', { count: 1 }).text).toBe('1 image is blurred.');
  });

  it('rounded params write what toFixed wrote on the measured value, sign of a small negative too', () => {
    for (const v of [-0.04, -0, 0, 0.04, -61.25, 2.005, 97.35]) {
      expect(say('gimbal_off_nadir', { pitch: shown(v, 1), tolerance: 10 }).text).toBe(
        `Gimbal pitch ${v.toFixed(1)}°, more than 10° off straight down.`,
      );
    }
  });

  it.each(SKIP_REASONS)('skipped pixels: %s comes with its English words', (reason) => {
    const [params, english] = SKIPPED[reason];
    expect(skipText(reason, params as never)).toBe(english);
  });

  it('a clean grid passes with the all_passed code', () => {
    const result = analyseDataset(
      surveyGrid({ lines: 5, perLine: 10, height: 80, front: 75, side: 65 }),
      settings(),
    );
    expect(result.reasonCodes).toEqual([{ code: 'all_passed', params: {} }]);
    expectCodesMatch(result);
  });

  it('a flawed dataset: each reason and finding carries the code of its sentence', () => {
    const grid = surveyGrid({
      lines: 7,
      perLine: 10,
      height: 120,
      front: 75,
      side: 65,
      skipLine: 3,
    });
    grid[1]!.measures = { ...grid[1]!.measures!, brightClip: 0.3 };
    grid[2]!.measures = { ...grid[2]!.measures!, darkClip: 0.2 };
    grid[3]!.meta = { ...grid[3]!.meta, gimbalPitch: -60 };
    grid[4]!.meta = { ...grid[4]!.meta, lat: null, lon: null };
    grid[5]!.meta = { ...grid[5]!.meta, relAltitude: 200 };
    grid[0]!.meta = { ...grid[0]!.meta, model: 'M3M' };
    for (const r of grid.slice(15)) r.meta = { ...r.meta, time: r.meta.time! + 15 * 60_000 };
    const copy: ImageRecord = { ...grid[6]!, index: grid.length, meta: { ...grid[6]!.meta } };
    copy.meta.name = 'COPY.JPG';
    const unreadable: ImageRecord = {
      ...grid[8]!,
      index: grid.length + 1,
      measures: null,
      error: 'The file could not be read as an image.',
      errorCode: { code: 'not_an_image', params: {} },
    };
    const result = analyseDataset([...grid, copy, unreadable], settings({ altitudeM: 80 }));
    const codes = expectCodesMatch(result);
    expect(codes).toEqual(
      expect.arrayContaining([
        'missing_strips',
        'missing_strip',
        'overexposed',
        'underexposed',
        'gimbal_off_nadir',
        'no_gps_position',
        'altitude_above',
        'duplicate_of',
        'not_an_image',
        'gsd_off_plan',
        'mixed_cameras',
        'images_overexposed',
      ]),
    );
    expect(codes.some((c) => c === 'time_gap' || c === 'time_gap_mid_line')).toBe(true);
  });

  it('pixels left unchecked carry the reader’s reason as a code, or `unexplained`', () => {
    const grid = surveyGrid({ lines: 3, perLine: 10, height: 80, front: 75, side: 65 });
    grid[0]!.measures = null;
    grid[0]!.pixelsSkipped = skipText('tiff_compressed', { compression: 5 });
    grid[0]!.pixelsSkippedCode = { code: 'tiff_compressed', params: { compression: 5 } };
    grid[1]!.measures = null;
    grid[1]!.pixelsSkipped = 'a reason without a code';
    grid[2]!.measures = null;
    const issues = analyseDataset(grid, settings()).images.flatMap((i) => i.issues);
    expect(issues.filter((i) => i.kind === 'pixels_unchecked')).toEqual([
      {
        kind: 'pixels_unchecked',
        message:
          "Pixels not checked (blur, exposure, duplicates): this TIFF's pixels cannot be read simply (it is compressed (TIFF compression 5)).",
        code: 'pixels_unchecked',
        params: { reason: 'tiff_compressed', compression: 5 },
      },
      {
        kind: 'pixels_unchecked',
        message: 'Pixels not checked (blur, exposure, duplicates): a reason without a code.',
        code: 'pixels_unchecked',
        params: { reason: 'unexplained' },
      },
      {
        kind: 'pixels_unchecked',
        message:
          'Pixels not checked (blur, exposure, duplicates): the browser could not decode them.',
        code: 'pixels_unchecked',
        params: { reason: 'not_decoded' },
      },
    ]);
  });
});
