// The logbook PDF (issue 15, decision 352): how long drawing takes on the request thread
// (renderLogbookPdf) and end to end in its worker thread (renderInWorker: worker start, tsx
// load, drawing, transfer) for 100 to 2,000 flights (the budget), and the file size. The worker
// figure is what a user waits; the in-thread figure is what the event loop is spared. In English
// (Helvetica) and in Hindi (Noto Sans Devanagari, shaped by fontkit: decision 436).
// Run: `npm run bench:fleet -w @sortie/bench`.
import { performance } from 'node:perf_hooks';
import {
  PDF_MAX_FLIGHTS,
  renderInWorker,
  renderLogbookPdf,
} from '../../apps/server/src/modules/fleet/index.ts';

const RUNS = Number(process.env.RUNS ?? 3);

function book(n: number, language: 'en' | 'hi') {
  return {
    language,
    scope: 'All pilots · 2025-01-01 to 2025-12-31',
    generatedAt: '2026-11-24 18:00',
    flights: Array.from({ length: n }, (_, i) => ({
      takeoff_at: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString(),
      landing_at: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000 + 1_800_000).toISOString(),
      duration_s: 1800,
      pilot: `Pilot ${i % 12}`,
      drone: 'Heron (DJI Matrice 350 RTK)',
      place: 'North quarry, bench 4',
      purpose: 'Stockpile survey',
    })),
  };
}

async function median(fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

async function main() {
  const rows: Record<string, string | number>[] = [];
  for (const language of ['en', 'hi'] as const) {
    await renderLogbookPdf(book(10, language)); // load fonts and the JIT once
    for (const n of [100, 500, 1000, PDF_MAX_FLIGHTS]) {
      const b = book(n, language);
      const size = (await renderLogbookPdf(b)).length;
      rows.push({
        language,
        flights: n,
        'in thread ms (median)': Math.round(await median(() => renderLogbookPdf(b))),
        'in worker ms (median)': Math.round(await median(() => renderInWorker(b))),
        'PDF KB': Math.round(size / 1024),
      });
    }
  }
  console.table(rows);
}

await main();
