// Data Check at scale (issue 14): 1,000 generated 20-megapixel drone JPEGs (EXIF GPS and DJI XMP)
// selected as a folder in Chromium and analysed by the page's worker pool, timed from "Start
// check" to the results. Prints time, throughput and peak memory (the summed RSS of Chromium's
// processes, sampled every 200 ms, and the page's JS heap). Target: ≤ 60 s for 1,000.
//
// Run (after `npm run build`): `npm run bench:data-check -w @sortie/bench`.
// COUNT=100 for a quick look; WIDTH/HEIGHT to change the frame size (default 5280×3956, the
// Mavic 3E's); SCENES distinct encoded scenes (the others reuse one with their own EXIF, so a
// thousand 20 MP files do not take a thousand encodes). The images are generated once into
// DIR (default a folder in the OS temp dir named for the count and size) and reused while it
// holds COUNT files; REGEN=1 writes them again, GENERATE_ONLY=1 stops after writing them.
// Each generated image carries a 960×720 MPF preview and a 160×120 EXIF thumbnail, as DJI
// cameras write them (PREVIEW=0 leaves the preview out, to time full decoding). WORKERS sets
// the pool size by overriding navigator.hardwareConcurrency (default: the machine's).
// The machine is shared: the load average before and after the run is printed with the numbers.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { writeDroneDataset } from '../../e2e/support/drone-dataset.ts';
import { startServer } from '../../e2e/support/server.ts';

const COUNT = Number(process.env.COUNT ?? 1000);
const WIDTH = Number(process.env.WIDTH ?? 5280);
const HEIGHT = Number(process.env.HEIGHT ?? 3956);
const SCENES = Number(process.env.SCENES ?? 8);
const PREVIEW = process.env.PREVIEW !== '0';
const WORKERS = process.env.WORKERS ? Number(process.env.WORKERS) : null;
const PER_LINE = 25;
const DIR =
  process.env.DIR ??
  path.join(
    os.tmpdir(),
    `sortie-data-check-bench-${COUNT}-${WIDTH}x${HEIGHT}${PREVIEW ? '' : '-nopreview'}`,
  );

function ensureDataset(): { files: number; bytes: number; generatedS: number | null } {
  const has = existsSync(DIR) ? readdirSync(DIR).filter((f) => f.endsWith('.JPG')) : [];
  let generatedS: number | null = null;
  if (process.env.REGEN === '1' || has.length !== COUNT) {
    rmSync(DIR, { recursive: true, force: true });
    const t0 = performance.now();
    const lines = Math.ceil(COUNT / PER_LINE);
    writeDroneDataset({
      dir: DIR,
      lines,
      perLine: PER_LINE,
      width: WIDTH,
      height: HEIGHT,
      distinctScenes: SCENES,
      quality: 85,
      previewWidth: PREVIEW ? 960 : 0,
      onFile: (n) => {
        if (n % 50 === 0) process.stderr.write(`generated ${n}/${lines * PER_LINE}\n`);
      },
    });
    // Trim a last partial line's extras so the folder holds exactly COUNT images.
    const all = readdirSync(DIR).sort();
    for (const f of all.slice(COUNT)) rmSync(path.join(DIR, f));
    generatedS = (performance.now() - t0) / 1000;
  }
  const files = readdirSync(DIR).filter((f) => f.endsWith('.JPG'));
  const bytes = files.reduce((s, f) => s + statSync(path.join(DIR, f)).size, 0);
  return { files: files.length, bytes, generatedS };
}

/** Summed RSS (KB) of the Chromium processes under this process. */
function chromiumRssKb(): number {
  const out = execFileSync('ps', ['-eo', 'pid=,ppid=,rss=,comm='], { encoding: 'utf8' });
  const rows = out
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .map(([pid, ppid, rss, ...comm]) => ({
      pid: +pid!,
      ppid: +ppid!,
      rss: +rss!,
      comm: comm.join(' '),
    }));
  const mine = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows) {
      if (!mine.has(r.pid) && mine.has(r.ppid)) {
        mine.add(r.pid);
        grew = true;
      }
    }
  }
  return rows
    .filter((r) => mine.has(r.pid) && /chrom/i.test(r.comm))
    .reduce((s, r) => s + r.rss, 0);
}

async function main() {
  const data = ensureDataset();
  if (process.env.GENERATE_ONLY === '1') return console.log(`${data.files} images in ${DIR}`);
  const server = await startServer({ SEED_DEMO: 'false' });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    if (WORKERS) {
      // The pool sizes itself from hardwareConcurrency; DevTools can override what it reports.
      await cdp.send(
        'Emulation.setHardwareConcurrencyOverride' as never,
        {
          hardwareConcurrency: WORKERS,
        } as never,
      );
    }
    await cdp.send('Performance.enable');
    await page.goto(`${server.url}/drone-data-verification`);
    await page.getByRole('heading', { name: 'Data Check' }).waitFor();
    await page.getByTestId('data-check-folder-input').setInputFiles(DIR);
    await page
      .getByTestId('data-check-selection')
      .getByText(`${COUNT} images selected`)
      .waitFor({ timeout: 120_000 });
    await page.getByRole('button', { name: 'Next' }).click();
    const workers = await page.evaluate(() =>
      Math.max(1, Math.min(6, navigator.hardwareConcurrency || 2)),
    );
    const baselineKb = chromiumRssKb();
    let peakKb = baselineKb;
    let peakHeap = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peakKb = Math.max(peakKb, chromiumRssKb());
        const { metrics } = await cdp.send('Performance.getMetrics');
        peakHeap = Math.max(peakHeap, metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0);
        await new Promise((r) => setTimeout(r, 200));
      }
    })();
    const loadBefore = os.loadavg();
    const t0 = performance.now();
    await page.getByRole('button', { name: 'Start check' }).click();
    await page.getByTestId('data-check-results').waitFor({ timeout: 30 * 60_000 });
    const seconds = (performance.now() - t0) / 1000;
    sampling = false;
    await sampler;
    const loadAfter = os.loadavg();
    const verdict = await page.getByTestId('data-check-verdict').getAttribute('data-verdict');
    const sources = page.getByTestId('data-check-pixel-sources');
    const source = async (k: string) => (await sources.getAttribute(`data-${k}`)) ?? '?';
    const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(', ');
    const mb = data.bytes / 1_048_576;
    const rows: [string, string][] = [
      ['images', `${data.files} × ${WIDTH}×${HEIGHT} (${((WIDTH * HEIGHT) / 1e6).toFixed(1)} MP)`],
      ['dataset size', `${mb.toFixed(0)} MB (${(mb / data.files).toFixed(1)} MB per image)`],
      ['generation', data.generatedS === null ? 'reused' : `${data.generatedS.toFixed(0)} s`],
      [
        'machine',
        `${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB; ${workers} workers`,
      ],
      ['load average (1, 5, 15 min) at start', load(loadBefore)],
      ['load average at end', load(loadAfter)],
      [
        'pixels measured on',
        `${await source('preview')} embedded previews, ${await source('image')} decoded images, ${await source('none')} not checked`,
      ],
      ['analysis (Start → results)', `${seconds.toFixed(1)} s`],
      [
        'throughput',
        `${(data.files / seconds).toFixed(1)} images/s (${(mb / seconds).toFixed(0)} MB/s of dataset, not all of it read)`,
      ],
      ['Chromium RSS baseline', `${(baselineKb / 1024).toFixed(0)} MB`],
      ['Chromium RSS peak (all processes)', `${(peakKb / 1024).toFixed(0)} MB`],
      ['page JS heap peak', `${(peakHeap / 1_048_576).toFixed(0)} MB`],
      ['verdict', verdict ?? '?'],
      [
        'target ≤ 60 s for 1,000',
        data.files >= 1000 ? (seconds <= 60 ? 'met' : 'missed') : 'n/a (fewer images)',
      ],
    ];
    const w = Math.max(...rows.map((r) => r[0].length));
    console.log(`| ${'measure'.padEnd(w)} | value |`);
    console.log(`| ${'-'.repeat(w)} | ----- |`);
    for (const [k, v] of rows) console.log(`| ${k.padEnd(w)} | ${v} |`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
