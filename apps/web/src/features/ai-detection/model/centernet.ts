// The detector itself: MB3-CenterNet (COCO, 80 classes) as a TensorFlow.js graph model. This file
// is shared by the Web Worker (browser backends) and the model test (WASM backend in Node); it gets
// an RGBA square the caller has already letterboxed to MODEL_INPUT, so drawing and resizing stay
// with whoever owns the pixels (OffscreenCanvas in the worker, sharp in the test).
import * as tf from '@tensorflow/tfjs-core';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import { decodeCenterNet } from './decode-boxes.ts';
import type { Detection } from './detection.ts';
import type { Letterbox } from './letterbox.ts';
import { nonMaxSuppression } from './nms.ts';

/** The model's square input side, from its signature (1×512×512×3). */
export const MODEL_INPUT = 512;
/** Rows below this never leave the worker; the viewer's slider filters above it. */
export const DECODE_MIN_SCORE = 0.15;
export const NMS_IOU = 0.45;
const OUTPUT = 'tower_0/detections';

export type ModelSource = { modelUrl: string; weightsUrl: string } | tf.io.IOHandler;

export async function loadCenterNet(source: ModelSource): Promise<GraphModel> {
  if ('modelUrl' in source) {
    // The bundler gives the weights file its own hashed URL; the model JSON names it
    // "centernet.bin", so every weight path is mapped to that URL.
    return loadGraphModel(source.modelUrl, {
      weightUrlConverter: () => Promise.resolve(source.weightsUrl),
    });
  }
  return loadGraphModel(source);
}

/** RGBA bytes (MODEL_INPUT² × 4) to the 1×H×W×3 float input, 0–255 as the model was trained. */
export function rgbaToInput(rgba: ArrayLike<number>, side = MODEL_INPUT): Float32Array {
  const rgb = new Float32Array(side * side * 3);
  for (let p = 0, q = 0; q < rgb.length; p += 4, q += 3) {
    rgb[q] = rgba[p]!;
    rgb[q + 1] = rgba[p + 1]!;
    rgb[q + 2] = rgba[p + 2]!;
  }
  return rgb;
}

/** One inference: letterboxed RGBA in, detections in source pixels out (decoded, NMS applied). */
export async function detectCenterNet(
  model: GraphModel,
  rgba: ArrayLike<number>,
  fit: Letterbox,
  sourceWidth: number,
  sourceHeight: number,
): Promise<Detection[]> {
  const input = tf.tensor4d(rgbaToInput(rgba), [1, MODEL_INPUT, MODEL_INPUT, 3], 'float32');
  let output: tf.Tensor | undefined;
  try {
    output = model.execute(input, OUTPUT) as tf.Tensor;
    const rows = await output.data();
    const decoded = decodeCenterNet(rows, fit, sourceWidth, sourceHeight, DECODE_MIN_SCORE);
    return nonMaxSuppression(decoded, NMS_IOU);
  } finally {
    input.dispose();
    output?.dispose();
  }
}
