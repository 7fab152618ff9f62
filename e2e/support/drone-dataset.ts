// A folder of generated drone JPEGs for the Data Check e2e run and benchmark: a serpentine survey
// at 80 m with 75 % front and 65 % side overlap (Mavic 3E geometry), each image with EXIF GPS and
// DJI XMP. Options leave a line out, blur one frame and drop one frame's GPS.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { droneJpeg, droneScene, encodeScene, type EncodedScene } from './drone-jpeg.ts';
import { localFrame } from '../../packages/domain/src/data-check/geo.ts';

export type DatasetOptions = {
  dir: string;
  lines: number;
  perLine: number;
  width: number;
  height: number;
  /** Index (in flight order, over all planned photos) of the frame to blur. */
  blurAt?: number;
  /** Index of the frame written without GPS. */
  noGpsAt?: number;
  /** A line never flown. */
  skipLine?: number;
  /**
   * Distinct scenes to encode; images past that reuse an encoded scene with their own EXIF, so a
   * thousand 20 MP files do not take a thousand encodes. 0: every image its own scene.
   */
  distinctScenes?: number;
  quality?: number;
  /** MPF preview width (see DroneJpegOptions); default 960 for frames wider than 1,920. */
  previewWidth?: number;
  /** Only every n-th frame carries the preview (the others are decoded): both paths run. */
  previewEvery?: number;
  onFile?: (done: number) => void;
};

const HEIGHT_M = 80;
const ALONG = (HEIGHT_M * 13) / 12.29;
const ACROSS = (HEIGHT_M * 17.3) / 12.29;

/** Writes the dataset; answers the file names written, in flight order. */
export function writeDroneDataset(o: DatasetOptions): string[] {
  mkdirSync(o.dir, { recursive: true });
  const frame = localFrame(77.59, 12.97);
  const step = ALONG * 0.25;
  const spacing = ACROSS * 0.35;
  const encoded = new Map<number, EncodedScene>();
  const names: string[] = [];
  let shot = 0;
  let t = Date.UTC(2026, 10, 24, 9, 0, 0);
  for (let line = 0; line < o.lines; line++) {
    for (let k = 0; k < o.perLine; k++) {
      const index = line * o.perLine + k;
      if (line === o.skipLine) continue;
      const along = line % 2 === 0 ? k : o.perLine - 1 - k;
      const [lon, lat] = frame.toLonLat(line * spacing, along * step);
      const blur = index === o.blurAt;
      const scene = o.distinctScenes ? index % o.distinctScenes : index;
      let base = blur ? undefined : encoded.get(scene);
      if (!base) {
        const withPreview = index % (o.previewEvery ?? 1) === 0;
        base = encodeScene(
          droneScene({ width: o.width, height: o.height, seed: scene + 1, blur }),
          { ...o, previewWidth: withPreview ? o.previewWidth : 0 },
        );
        if (!blur && o.distinctScenes) encoded.set(scene, base);
      }
      t += 2000;
      const name = `DJI_${String(++shot).padStart(4, '0')}.JPG`;
      const noGps = index === o.noGpsAt;
      const bytes = droneJpeg(
        {
          width: o.width,
          height: o.height,
          seed: scene + 1,
          lat: noGps ? null : lat,
          lon: noGps ? null : lon,
          relAltitude: HEIGHT_M,
          absAltitude: 900 + HEIGHT_M,
          time: new Date(t),
          flightYaw: line % 2 === 0 ? 0 : 180,
        },
        base,
      );
      writeFileSync(path.join(o.dir, name), bytes);
      names.push(name);
      o.onFile?.(names.length);
    }
  }
  return names;
}
