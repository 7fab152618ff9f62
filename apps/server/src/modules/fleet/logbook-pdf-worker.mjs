// Worker-thread entry of the logbook PDF (logbook-export.ts): Node 20 does not pass tsx's module
// hooks to worker threads, so the TypeScript renderer is loaded through tsx's own API, as the
// planning pool's tasks-entry.mjs does.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { renderLogbookPdf } = await tsImport('./logbook-pdf.ts', import.meta.url);
const bytes = await renderLogbookPdf(workerData);
parentPort.postMessage(bytes, [bytes.buffer]);
