// The whole per-image path on JPEGs the test generates: EXIF GPS and DJI XMP written with
// piexifjs and a spliced XMP packet, read back with exifr (as the worker does), pixels decoded
// with jpeg-js, then the dataset analysed. A blurred frame and one without GPS are the only
// findings.
import { analyseDataset, localFrame, type ImageRecord } from '@sortie/domain/data-check';
import { describe, expect, it } from 'vitest';
import { droneJpeg } from '../../../../../../e2e/support/drone-jpeg.ts';
import { M3E_AT_80M } from '../../../../../../packages/domain/src/data-check/test-support/scenes.ts';
import { generatedRecord, imageFindings } from '../testing/generated-survey.ts';
import { readTags } from './read-image.ts';

const W = 256;
const H = 192;

describe('generated drone JPEGs', () => {
  it('reads GPS, EXIF and DJI XMP back, and flags only the blurred frame and the one without GPS', async () => {
    const frame = localFrame(77.59, 12.97);
    const step = ((80 * 13) / 12.29) * 0.25; // 75 % front overlap at 80 m
    const spacing = ((80 * 17.3) / 12.29) * 0.35; // 65 % side overlap
    const records: ImageRecord[] = [];
    for (let i = 0; i < 30; i++) {
      const line = Math.floor(i / 10);
      const k = line % 2 === 0 ? i % 10 : 9 - (i % 10);
      const [lon, lat] = frame.toLonLat(line * spacing, k * step);
      const bytes = droneJpeg({
        width: W,
        height: H,
        seed: i + 1,
        blur: i === 7,
        lat: i === 12 ? null : lat,
        lon: i === 12 ? null : lon,
        relAltitude: 80,
        absAltitude: 980,
        time: new Date(Date.UTC(2026, 10, 24, 9, 0, i * 2)),
        flightYaw: line % 2 === 0 ? 0 : 180,
      });
      records.push(await generatedRecord(i, bytes, `DJI_${String(i + 1).padStart(4, '0')}.JPG`));
    }
    const first = records[0]!.meta;
    expect(first.lat).toBeCloseTo(12.97, 5);
    expect(first).toMatchObject({
      make: 'DJI',
      model: 'M3E',
      relAltitude: 80,
      gimbalPitch: -90,
      rtkFlag: 50,
    });
    expect(first.focalLengthMm).toBeCloseTo(12.29, 2);
    expect(first.time).toBe(Date.UTC(2026, 10, 24, 9, 0, 0));
    const result = analyseDataset(records, M3E_AT_80M);
    expect(imageFindings(result)).toEqual(['DJI_0008.JPG:blur', 'DJI_0013.JPG:gps_missing']);
    expect(result.issues).toEqual([]);
    expect(result.figures.frontOverlapPct).toBeGreaterThan(73);
    expect(result.figures.sideOverlapPct).toBeGreaterThan(63);
  });

  it('a file that is no image reads as no tags', async () => {
    expect(await readTags(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});
