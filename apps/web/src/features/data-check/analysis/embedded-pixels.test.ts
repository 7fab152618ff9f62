// The pixel sources the worker reads without decoding a whole frame, on files the test writes:
// a drone JPEG's MPF preview (and its too-small EXIF thumbnail), a DNG's JPEG preview, a baseline
// TIFF's strips. Blurred frames measure far under sharp ones through each, and files whose pixels
// cannot be read say why.
import {
  analyseDataset,
  bytesSource,
  mainImage,
  measureGray,
  pickPreview,
  readJpegHead,
  readTiff,
  rgbaToGray,
  simpleStripsProblem,
  stripsToGray,
  tiffPreviews,
  type ImageRecord,
} from '@sortie/domain/data-check';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { droneJpeg, droneScene, encodeGray } from '../../../../../../e2e/support/drone-jpeg.ts';
import { baselineTiff, dngFile, lzwTiff } from '../../../../../../e2e/support/tiff-file.ts';
import { M3E_AT_80M } from '../../../../../../packages/domain/src/data-check/test-support/scenes.ts';
import { ANALYSIS_WIDTH, readTags } from './read-image.ts';

const W = 1200;
const H = 900;

function sharpness(bytes: Uint8Array): number {
  const d = jpeg.decode(bytes, { useTArray: true });
  const gray = rgbaToGray(d.data, d.width, d.height);
  return measureGray(gray, d.width, d.height).sharpness;
}

const shot = (seed: number, blur: boolean) =>
  droneJpeg({
    width: W,
    height: H,
    seed,
    blur,
    lat: 12.97,
    lon: 77.59,
    time: new Date(Date.UTC(2026, 10, 24, 9)),
    previewWidth: 600,
  });

describe('embedded JPEG previews', () => {
  it('finds the MPF preview, skips the 160 px thumbnail, and reads the tags from the head alone', async () => {
    const bytes = shot(3, false);
    const head = await readJpegHead(bytesSource(bytes));
    expect(head?.frame).toEqual({ width: W, height: H });
    expect(head?.previews.map((p) => p.source).sort()).toEqual(['exif', 'mpf']);
    // The head ends where the scan data starts: a small part of the file.
    expect(head!.head.length).toBeLessThan(bytes.length / 4);
    const tags = await readTags(head!.head);
    expect(tags?.latitude).toBeCloseTo(12.97, 5);
    expect(tags?.RelativeAltitude).toBe(80);
    const picked = await pickPreview(
      bytesSource(bytes),
      head!.previews,
      ANALYSIS_WIDTH,
      head!.frame,
    );
    expect(picked).toMatchObject({ width: 600, height: 450, source: 'mpf' });
    // The thumbnail is there but too small for a calibrated blur measure.
    const thumb = head!.previews.find((p) => p.source === 'exif')!;
    expect(jpeg.decode(bytes.subarray(thumb.offset, thumb.offset + thumb.length)).width).toBe(160);
  });

  it('answers no preview when only the thumbnail is embedded', async () => {
    const bytes = droneJpeg({ width: 800, height: 600, seed: 1, lat: 1, lon: 1, time: new Date() });
    const head = await readJpegHead(bytesSource(bytes));
    expect(head?.previews.map((p) => p.source)).toEqual(['exif']);
    expect(
      await pickPreview(bytesSource(bytes), head!.previews, ANALYSIS_WIDTH, head!.frame),
    ).toBeNull();
  });

  it('flags the blurred frame of a dataset measured on previews only', async () => {
    const records: ImageRecord[] = [];
    for (let i = 0; i < 8; i++) {
      const bytes = shot(i + 1, i === 5);
      const src = bytesSource(bytes);
      const head = (await readJpegHead(src))!;
      const p = (await pickPreview(src, head.previews, ANALYSIS_WIDTH, head.frame))!;
      const d = jpeg.decode(p.bytes, { useTArray: true });
      const measures = measureGray(rgbaToGray(d.data, d.width, d.height), d.width, d.height);
      records.push({
        index: i,
        meta: { ...emptyMeta(`P${i}.JPG`), lat: 12.97 + i * 1e-4, lon: 77.59 },
        measures: { ...measures, source: 'preview' },
      });
    }
    const blurred = records[5]!.measures!.sharpness;
    const sharp = records.filter((r) => r.index !== 5).map((r) => r.measures!.sharpness);
    expect(blurred).toBeLessThan(0.35 * Math.min(...sharp));
    const result = analyseDataset(records, settings());
    expect(
      result.images.filter((i) => i.issues.some((x) => x.kind === 'blur')).map((i) => i.name),
    ).toEqual(['P5.JPG']);
  });
});

describe('DNG and TIFF pixels', () => {
  it('reads a DNG preview and not its raw data', async () => {
    const preview = encodeGray(droneScene({ width: 640, height: 480, seed: 2 }), 640, 480);
    const src = bytesSource(dngFile(5280, 3960, preview));
    const tiff = (await readTiff(src))!;
    expect(tiff.ifds).toHaveLength(2);
    const found = tiffPreviews(tiff);
    expect(found).toHaveLength(1);
    const frame = { width: 5280, height: 3960 };
    const picked = await pickPreview(src, found, ANALYSIS_WIDTH, frame);
    expect(picked).toMatchObject({ width: 640, height: 480, source: 'dng' });
    expect(sharpness(picked!.bytes)).toBeGreaterThan(50);
  });

  it('says why a DNG without a preview and a compressed TIFF are not pixel-checked', async () => {
    const dng = (await readTiff(bytesSource(dngFile(5280, 3960, null))))!;
    expect(tiffPreviews(dng)).toEqual([]);
    expect(simpleStripsProblem(mainImage(dng.ifds)!)).toMatch(/compressed/);
    const lzw = (await readTiff(bytesSource(lzwTiff(64, 48))))!;
    expect(simpleStripsProblem(mainImage(lzw.ifds)!)).toBe('it is compressed (TIFF compression 5)');
    const record: ImageRecord = {
      index: 0,
      meta: emptyMeta('X.DNG'),
      measures: null,
      pixelsSkipped: 'this DNG has no JPEG preview',
    };
    const result = analyseDataset([record], settings());
    expect(result.images[0]!.issues.map((i) => i.message)).toContain(
      'Pixels not checked (blur, exposure, duplicates): this DNG has no JPEG preview.',
    );
  });

  it('averages baseline TIFF strips into the grey copy: blurred measures far under sharp', async () => {
    const measure = async (blur: boolean, rgb: boolean) => {
      const gray = droneScene({ width: 1200, height: 900, seed: 4, blur });
      const src = bytesSource(baselineTiff(gray, 1200, 900, rgb));
      const ifd = mainImage((await readTiff(src))!.ifds)!;
      expect(simpleStripsProblem(ifd)).toBeNull();
      const small = await stripsToGray(src, ifd, ANALYSIS_WIDTH);
      expect([small.width, small.height]).toEqual([512, 384]);
      return measureGray(small.gray, small.width, small.height).sharpness;
    };
    const sharp = await measure(false, true);
    expect(await measure(false, false)).toBeCloseTo(sharp, 0);
    expect(await measure(true, false)).toBeLessThan(0.35 * sharp);
  });
});

function emptyMeta(name: string) {
  return {
    name,
    lat: null,
    lon: null,
    absAltitude: null,
    relAltitude: 80,
    make: 'DJI',
    model: 'M3E',
    focalLengthMm: 12.29,
    exposureTimeS: null,
    iso: null,
    time: null,
    gimbalPitch: -90,
    gimbalYaw: null,
    flightYaw: null,
    rtkFlag: null,
    widthPx: W,
    heightPx: H,
  };
}

function settings() {
  return M3E_AT_80M;
}
