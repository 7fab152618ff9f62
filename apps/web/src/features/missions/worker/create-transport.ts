// The planner worker as a PreviewTransport. Where Web Workers are missing (jsdom in unit tests,
// very old browsers) the same planner runs on the main thread after a macrotask, so the page
// still works, just without the isolation. That fallback imports the planner lazily: a static
// import would put a second copy of the engine in the site page's chunk (issue 18 §1).
import type { PreviewRequest, PreviewResponse } from './preview-protocol.ts';
import type { PreviewTransport } from './preview-scheduler.ts';

export function createWorkerTransport(): PreviewTransport {
  if (typeof Worker === 'undefined') return createInlineTransport();
  const worker = new Worker(new URL('./planner.worker.ts', import.meta.url), { type: 'module' });
  return {
    post: (request) => worker.postMessage(request),
    listen: (onAnswer) => {
      worker.onmessage = (e: MessageEvent<PreviewResponse>) => onAnswer(e.data);
    },
    close: () => worker.terminate(),
  };
}

export function createInlineTransport(): PreviewTransport {
  let handler: (answer: PreviewResponse) => void = () => undefined;
  let closed = false;
  const planner = import('./plan-preview.ts');
  return {
    post: (request: PreviewRequest) => {
      void planner.then(({ planPreview }) => {
        if (!closed) handler(planPreview(request));
      });
    },
    listen: (onAnswer) => {
      handler = onAnswer;
    },
    close: () => {
      closed = true;
    },
  };
}
