// A pool of image workers: as many as the machine has cores (at most 6, at least 1), each fed a
// new file when it answers, so at most one image per worker is in memory. Progress comes with a
// time estimate from the pace so far; Cancel (the AbortSignal) terminates the workers at once.
import type { ImageRecord } from '@sortie/domain/data-check';
import type { WorkerAnswer } from './worker-messages.ts';

export type Progress = { done: number; total: number; etaS: number | null };

export function poolSize(): number {
  const cores = typeof navigator === 'undefined' ? 2 : (navigator.hardwareConcurrency ?? 2);
  return Math.max(1, Math.min(6, cores));
}

/** Reads every file; resolves with the records in file order, or rejects with an AbortError. */
export function analyseFiles(
  files: readonly File[],
  onProgress: (p: Progress) => void,
  signal: AbortSignal,
  createWorker: () => Worker = () =>
    new Worker(new URL('./image.worker.ts', import.meta.url), { type: 'module' }),
): Promise<ImageRecord[]> {
  return new Promise((resolve, reject) => {
    const records: ImageRecord[] = new Array<ImageRecord>(files.length);
    const workers: Worker[] = [];
    const started = performance.now();
    let next = 0;
    let done = 0;
    const finish = (error?: Error) => {
      for (const w of workers) w.terminate();
      signal.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(records);
    };
    const onAbort = () => finish(new DOMException('Cancelled', 'AbortError'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort);
    if (files.length === 0) return finish();
    const feed = (w: Worker) => {
      if (next >= files.length) return;
      const index = next++;
      w.postMessage({ index, file: files[index]! });
    };
    for (let i = 0; i < Math.min(poolSize(), files.length); i++) {
      const w = createWorker();
      workers.push(w);
      w.onmessage = (e: MessageEvent<WorkerAnswer>) => {
        records[e.data.index] = e.data.record;
        done++;
        const elapsed = (performance.now() - started) / 1000;
        onProgress({
          done,
          total: files.length,
          etaS: done ? (elapsed / done) * (files.length - done) : null,
        });
        if (done === files.length) finish();
        else feed(w);
      };
      w.onerror = (e) => finish(new Error(e.message || 'An image worker failed.'));
      feed(w);
    }
  });
}
