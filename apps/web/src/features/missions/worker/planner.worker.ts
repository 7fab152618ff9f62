// The planning engine off the main thread: typing in the planner never waits for a plan. Each
// message is one request; the page keeps only the answer to its latest id.
import { shapeTransferables } from '../utils/mission-shape.ts';
import { planPreview, type PreviewRequest } from './plan-preview.ts';

self.onmessage = (event: MessageEvent<PreviewRequest>) => {
  const answer = planPreview(event.data);
  // The shape's buffers move to the page without a copy: an answer the page drops as stale
  // costs it nothing however many photos it has.
  self.postMessage(answer, { transfer: answer.ok ? shapeTransferables(answer.shape) : [] });
};
