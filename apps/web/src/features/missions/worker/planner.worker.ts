// The planning engine off the main thread: typing in the planner never waits for a plan. Each
// message is one request; the page keeps only the answer to its latest id.
import { planPreview, type PreviewRequest } from './plan-preview.ts';

self.onmessage = (event: MessageEvent<PreviewRequest>) => {
  self.postMessage(planPreview(event.data));
};
