// Generated drone JPEGs read the way the image worker reads them: tags by exifr (readTags), pixels
// decoded with jpeg-js (jsdom has no OffscreenCanvas), then the domain's own measures. Shared by
// the tests that run Data Check's checks on images they make themselves (issue 14).
import {
  localFrame,
  measureGray,
  metaFromTags,
  rgbaToGray,
  type DataCheckResult,
  type ImageRecord,
} from '@sortie/domain/data-check';
import jpeg from 'jpeg-js';
import type { DroneJpegOptions } from '../../../../../../e2e/support/drone-jpeg.ts';
import { readTags } from '../analysis/read-image.ts';

export const SURVEY_WIDTH = 256;
export const SURVEY_HEIGHT = 192;
const ORIGIN = localFrame(77.59, 12.97);
/** Metres between photos for 75 % front overlap at 80 m with the M3E (the tests' plan). */
const STEP_M = ((80 * 13) / 12.29) * 0.25;

export const frameName = (i: number) => `DJI_${String(i + 1).padStart(4, '0')}.JPG`;

/** The record of one generated JPEG, as the worker would build it. */
export async function generatedRecord(
  index: number,
  bytes: Uint8Array,
  name: string,
): Promise<ImageRecord> {
  const tags = await readTags(bytes);
  const decoded = jpeg.decode(bytes, { useTArray: true });
  const gray = rgbaToGray(decoded.data, decoded.width, decoded.height);
  return {
    index,
    meta: metaFromTags(name, tags),
    measures: measureGray(gray, decoded.width, decoded.height),
  };
}

/** Options of frame `i` of a northbound line at 80 m, 2 s apart; `over` changes any of them. */
export function lineFrame(i: number, over: Partial<DroneJpegOptions> = {}): DroneJpegOptions {
  const [lon, lat] = ORIGIN.toLonLat(0, i * STEP_M);
  return {
    width: SURVEY_WIDTH,
    height: SURVEY_HEIGHT,
    seed: i + 1,
    lat,
    lon,
    relAltitude: 80,
    absAltitude: 980,
    time: new Date(Date.UTC(2026, 10, 24, 9, 0, i * 2)),
    ...over,
  };
}

/** Every per-image finding as "name:kind", sorted. */
export function imageFindings(result: DataCheckResult): string[] {
  return result.images.flatMap((i) => i.issues.map((x) => `${i.name}:${x.kind}`)).sort();
}
