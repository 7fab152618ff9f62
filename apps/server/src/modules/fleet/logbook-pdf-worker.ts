// Worker-thread entry of the logbook PDF in the compiled server (decision 417): built as
// dist/logbook-pdf-worker.js beside the bundle. From source, logbook-pdf-worker.mjs loads the
// TypeScript renderer through tsx instead (Node 20 gives worker threads no tsx hooks).
import { parentPort, workerData } from 'node:worker_threads';
import { renderLogbookPdf } from './logbook-pdf.ts';
import type { PdfLogbook } from './logbook-pdf.ts';

const bytes = await renderLogbookPdf(workerData as PdfLogbook);
// The renderer makes a fresh ArrayBuffer (never shared), so it can be moved, not copied.
parentPort?.postMessage(bytes, [bytes.buffer as ArrayBuffer]);
