// Exposure, gimbal, altitude and duplicate checks on JPEGs the test makes (issue 14 "Must show"):
// each fault is written into the file (pixels, DJI XMP, GPS), read back the way the worker reads
// it and run through the whole analysis; only the faulty frames are flagged, for that fault only.
import { analyseDataset, rgbaToGray, type ImageRecord } from '@sortie/domain/data-check';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import {
  droneJpeg,
  droneScene,
  encodeScene,
  type DroneJpegOptions,
} from '../../../../../../e2e/support/drone-jpeg.ts';
import { M3E_AT_80M } from '../../../../../../packages/domain/src/data-check/test-support/scenes.ts';
import {
  frameName,
  generatedRecord,
  imageFindings,
  lineFrame,
} from '../testing/generated-survey.ts';

const FRAMES = 8;

/** The records of a line of FRAMES generated files (frame i is `bytesOf(i)`), then `extra`. */
async function records(bytesOf: (i: number) => Uint8Array, extra: Uint8Array[] = []) {
  const all = [...Array.from({ length: FRAMES }, (_, i) => bytesOf(i)), ...extra];
  const out: ImageRecord[] = [];
  for (const [i, bytes] of all.entries()) out.push(await generatedRecord(i, bytes, frameName(i)));
  return out;
}

/** A frame whose scene went through `tone` (clamped to 0–255) before it was encoded. */
function tonedJpeg(o: DroneJpegOptions, tone: (v: number) => number): Uint8Array {
  const gray = droneScene(o).map((v) => Math.max(0, Math.min(255, Math.round(tone(v)))));
  return droneJpeg(o, encodeScene(gray, o));
}

describe('checks on generated drone JPEGs', () => {
  it('flags an over-exposed and an under-exposed frame, and no normal one', async () => {
    const result = analyseDataset(
      await records((i) => {
        const o = lineFrame(i);
        if (i === 3) return tonedJpeg(o, (v) => v + 110); // highlights clipped
        if (i === 6) return tonedJpeg(o, (v) => v - 110); // shadows crushed
        return droneJpeg(o);
      }),
      M3E_AT_80M,
    );
    expect(imageFindings(result)).toEqual([
      'DJI_0004.JPG:overexposed',
      'DJI_0007.JPG:underexposed',
    ]);
  });

  it('flags a frame whose DJI XMP gimbal pitch is −60° in a mapping set, and not otherwise', async () => {
    const set = await records((i) => droneJpeg(lineFrame(i, i === 2 ? { gimbalPitch: -60 } : {})));
    expect(set[2]!.meta.gimbalPitch).toBe(-60);
    expect(imageFindings(analyseDataset(set, M3E_AT_80M))).toEqual([
      'DJI_0003.JPG:gimbal_off_nadir',
    ]);
    // An oblique or video set is not held to nadir.
    expect(imageFindings(analyseDataset(set, { ...M3E_AT_80M, mapping: false }))).toEqual([]);
  });

  it('flags a frame 40 m above its neighbours as an altitude outlier', async () => {
    const set = await records((i) =>
      droneJpeg(lineFrame(i, i === 4 ? { relAltitude: 120, absAltitude: 1020 } : {})),
    );
    expect(set[4]!.meta.relAltitude).toBe(120);
    const result = analyseDataset(set, M3E_AT_80M);
    expect(imageFindings(result)).toEqual(['DJI_0005.JPG:altitude_outlier']);
    const high = result.images.find((i) => i.name === 'DJI_0005.JPG')!;
    expect(high.issues[0]!.code).toBe('altitude_above');
  });

  it('flags a byte-identical copy and a re-encoded copy as duplicates of their originals', async () => {
    const original = (i: number) => droneJpeg(lineFrame(i));
    // Re-encoded: frame 5 decoded and written again at a lower quality, with the same tags.
    const decoded = jpeg.decode(original(5), { useTArray: true });
    const o = lineFrame(5, { quality: 60 });
    const gray = rgbaToGray(decoded.data, decoded.width, decoded.height);
    const reencoded = droneJpeg(o, encodeScene(gray, o));
    expect(reencoded).not.toEqual(original(5));

    const result = analyseDataset(await records(original, [original(2), reencoded]), M3E_AT_80M);
    expect(imageFindings(result)).toEqual(['DJI_0009.JPG:duplicate', 'DJI_0010.JPG:duplicate']);
    const twinOf = (name: string) => result.images.find((i) => i.name === name)!.issues[0]!.params;
    expect(twinOf('DJI_0009.JPG')).toMatchObject({ name: 'DJI_0003.JPG' });
    expect(twinOf('DJI_0010.JPG')).toMatchObject({ name: 'DJI_0006.JPG' });
  });
});
