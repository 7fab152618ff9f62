// The logbook PDF export (issue 15 item 3), per pilot and date range like the CSV. Drawing
// 2,000 flights takes about half a second of CPU, so it runs in a worker thread of its own with
// a deadline, at most PDF_WORKERS at a time; past the row budget the answer is 422 with what to
// change. Decision 352.
import { Worker } from 'node:worker_threads';
import { AppError } from '@sortie/domain';
import type { TLogbookExportQuery } from '@sortie/domain/contracts';
import { assertRight, type Membership } from '../../access/index.ts';
import type { FleetDeps } from './deps.ts';
import type { PdfLogbook } from './logbook-pdf.ts';
import { logbookPdfWords } from './logbook-pdf-words.ts';
import type { Logbook } from './logbook.ts';
import * as repo from './repo.ts';

export const PDF_MAX_FLIGHTS = 2000;
export const PDF_DEADLINE_MS = 30_000;
const PDF_WORKERS = 2;
// From source the .mjs loads the TypeScript renderer through tsx; the compiled server (decision
// 417) has logbook-pdf-worker.js built beside its bundle, as the planning pool has tasks.js.
const WORKER = new URL(
  import.meta.url.endsWith('.ts') ? './logbook-pdf-worker.mjs' : './logbook-pdf-worker.js',
  import.meta.url,
);

let running = 0;

/** Draws the PDF in a worker thread; ends it at the deadline (422) or when busy (503). */
export function renderInWorker(book: PdfLogbook, deadlineMs = PDF_DEADLINE_MS): Promise<Buffer> {
  if (running >= PDF_WORKERS) {
    return Promise.reject(
      new AppError('pdf_busy', 503, 'Other logbook PDFs are being drawn. Try again in a moment.'),
    );
  }
  running++;
  return new Promise<Buffer>((resolve, reject) => {
    const worker = new Worker(WORKER, {
      workerData: book,
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(
        AppError.rule(
          'pdf_too_slow',
          'Drawing this logbook took too long. Pick a shorter date range or one pilot.',
        ),
      );
    }, deadlineMs);
    const done = () => {
      clearTimeout(timer);
      running--;
    };
    worker.once('message', (bytes: Uint8Array) => {
      resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      void worker.terminate();
    });
    worker.once('error', (error) => reject(error));
    worker.once('exit', done);
  });
}

export function createLogbookExport(deps: FleetDeps, logbook: Logbook) {
  const { db, clock } = deps;
  return {
    async exportPdf(actor: Membership, q: TLogbookExportQuery): Promise<Buffer> {
      assertRight(actor, 'DroneCsvExport', 'GET');
      const flights = await logbook.list(actor, { ...q, limit: PDF_MAX_FLIGHTS + 1 });
      if (flights.length > PDF_MAX_FLIGHTS) {
        throw AppError.rule(
          'logbook_pdf_too_long',
          `The PDF holds at most ${PDF_MAX_FLIGHTS} flights. Pick a shorter date range or one pilot.`,
        );
      }
      const drones = await repo.listDrones(db, actor.companyId);
      const droneName = new Map(
        drones.map((d) => [d.id, d.nickname ?? `${d.model_id} ${d.serial}`]),
      );
      const language = q.language ?? 'en';
      const words = logbookPdfWords(language);
      const pilot = q.pilot_id ? (flights[0]?.pilot.name ?? words.onePilot) : words.allPilots;
      const range = q.from || q.to ? ` · ${words.range(q.from, q.to)}` : '';
      return renderInWorker({
        language,
        scope: `${pilot}${range}`,
        generatedAt: clock.now().toISOString().slice(0, 16).replace('T', ' '),
        // Oldest first, as a paper logbook reads.
        flights: [...flights].reverse().map((f) => ({
          takeoff_at: f.takeoff_at,
          landing_at: f.landing_at,
          duration_s: f.duration_s,
          pilot: f.pilot.name ?? f.pilot.id,
          drone: f.drone_id ? (droneName.get(f.drone_id) ?? words.deletedDrone) : '',
          place: f.location ?? (f.site_id ? words.site : ''),
          purpose: f.purpose ?? '',
        })),
      });
    },
  };
}
