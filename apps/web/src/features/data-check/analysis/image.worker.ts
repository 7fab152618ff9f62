// One Data Check worker: reads the images it is sent, one at a time, and answers each with its
// record. The pool decides how many run at once.
import { readImage } from './read-image.ts';
import type { WorkerAnswer, WorkerTask } from './worker-messages.ts';

self.onmessage = async (e: MessageEvent<WorkerTask>) => {
  const { index, file } = e.data;
  const record = await readImage(index, file);
  const answer: WorkerAnswer = { index, record };
  self.postMessage(answer);
};
