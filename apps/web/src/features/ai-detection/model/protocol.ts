// Messages between the page and the detection worker.
import type { Detection } from './detection.ts';

/** "auto" picks WebGL on a real GPU, else WASM, else plain JS (CPU). */
export type BackendChoice = 'auto' | 'webgl' | 'wasm' | 'cpu';

export type ToWorker =
  | { type: 'init'; backend: BackendChoice }
  /** The frame is transferred; source size is the video's or image's own pixel size. */
  | { type: 'frame'; id: number; bitmap: ImageBitmap; sourceWidth: number; sourceHeight: number };

export type FromWorker =
  | { type: 'ready'; backend: string; loadMs: number }
  | { type: 'result'; id: number; detections: Detection[]; inferMs: number }
  | { type: 'error'; id?: number; message: string };
