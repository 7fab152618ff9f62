// The page's side of the worker. `detect` resolves with the answer to one frame; callers that feed
// a playing video check `busy` first and drop the frame when the worker is still on the last one
// (drop, never queue: a queue would fall further behind the live picture with every frame).
import type { Detection } from './detection.ts';
import type { BackendChoice, FromWorker, ToWorker } from './protocol.ts';

export type FrameResult = { detections: Detection[]; inferMs: number };

export class DetectorClient {
  readonly ready: Promise<{ backend: string; loadMs: number }>;
  private readonly worker: Worker;
  private nextId = 1;
  private pending = new Map<
    number,
    { resolve: (r: FrameResult) => void; reject: (e: Error) => void }
  >();

  constructor(backend: BackendChoice = 'auto') {
    this.worker = new Worker(new URL('./detection-worker.ts', import.meta.url), { type: 'module' });
    this.ready = new Promise((resolve, reject) => {
      this.worker.onmessage = (event: MessageEvent<FromWorker>) => {
        const message = event.data;
        if (message.type === 'ready') resolve({ backend: message.backend, loadMs: message.loadMs });
        else if (message.type === 'result') {
          this.pending.get(message.id)?.resolve(message);
          this.pending.delete(message.id);
        } else if (message.id !== undefined) {
          this.pending.get(message.id)?.reject(new Error(message.message));
          this.pending.delete(message.id);
        } else reject(new Error(message.message));
      };
      this.worker.onerror = (event) =>
        reject(new Error(event.message || 'The detection worker failed.'));
    });
    this.send({ type: 'init', backend });
  }

  get busy(): boolean {
    return this.pending.size > 0;
  }

  /** Hands the bitmap over (it is closed by the worker). */
  detect(bitmap: ImageBitmap, sourceWidth: number, sourceHeight: number): Promise<FrameResult> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.send({ type: 'frame', id, bitmap, sourceWidth, sourceHeight }, [bitmap]);
    });
  }

  dispose(): void {
    this.worker.terminate();
    for (const { reject } of this.pending.values()) reject(new Error('Detection stopped.'));
    this.pending.clear();
  }

  private send(message: ToWorker, transfer: Transferable[] = []) {
    this.worker.postMessage(message, transfer);
  }
}
