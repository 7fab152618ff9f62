// `npm run bench:ai -w @sortie/bench`: object detection speed in Chromium, per TensorFlow.js
// backend, on the bundled 1280×720 sample (CenterNet, decision 500). It drives the AI test bench
// page of the built app: per backend one warm-up run (model load, shader/WASM compile), then
// timed runs; "infer ms" is the worker's time per frame (letterbox, inference, decoding, NMS),
// "fps" the rate that allows; "wall ms" adds the page's side (decode, hand-over, drawing).
//
//   npm run build && npm run bench:ai -w @sortie/bench            this machine, headless
//   … -- --runs 30 --gpu                                          a GPU machine: real WebGL
//   … -- --url https://sortie.example.com                         a running server instead
//
// Headless without --gpu, Chromium's WebGL is SwiftShader (software), so its row says what
// WebGL costs without a GPU, not what it costs with one.
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../e2e/support/server.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '10' },
    gpu: { type: 'boolean', default: false },
    backends: { type: 'string', default: 'wasm,cpu,webgl' },
  },
});
const RUNS = Number(args.runs);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.floor(s.length / 2)]!;
};

type Row = { backend: string; used: string; loadS: number; inferMs: number[]; wallMs: number[] };

async function runOnce(page: Page, k: number): Promise<{ inferMs: number; wallMs: number }> {
  const started = performance.now();
  await page.getByTestId('ai-bench-run').click();
  const done = page.locator(`[data-testid="ai-bench-stats"][data-run="${k}"]`);
  const failed = page.getByRole('alert');
  await done.or(failed).first().waitFor({ timeout: 300_000 });
  if (await failed.isVisible()) throw new Error(await failed.innerText());
  const wallMs = performance.now() - started;
  return { inferMs: Number(await page.getByTestId('ai-bench-frame-ms').innerText()), wallMs };
}

async function benchBackend(page: Page, base: string, backend: string): Promise<Row | string> {
  await page.goto(`${base}/ai-test-bench?backend=${backend}`);
  await page.getByTestId('ai-bench-run').waitFor();
  const row: Row = { backend, used: '', loadS: 0, inferMs: [], wallMs: [] };
  try {
    const warm = await runOnce(page, 1);
    row.loadS = warm.wallMs / 1000;
    row.used = await page.getByTestId('ai-bench-backend').innerText();
    for (let k = 2; k <= RUNS + 1; k++) {
      const r = await runOnce(page, k);
      row.inferMs.push(r.inferMs);
      row.wallMs.push(r.wallMs);
    }
    return row;
  } catch (error) {
    return `${backend}: not available (${String(error).split('\n')[0]})`;
  }
}

async function main() {
  let server: RunningServer | null = null;
  const base = args.url ?? (server = await startServer()).url;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--no-first-run',
      ...(args.gpu
        ? ['--enable-gpu', '--ignore-gpu-blocklist', '--use-angle=default']
        : ['--use-angle=swiftshader', '--enable-unsafe-swiftshader']),
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const renderer = await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2');
      const debug = gl?.getExtension('WEBGL_debug_renderer_info');
      return gl && debug ? String(gl.getParameter(debug.UNMASKED_RENDERER_WEBGL)) : 'no WebGL2';
    });
    console.log(`Chromium ${browser.version()} · WebGL renderer: ${renderer} · ${RUNS} runs`);
    console.log('frame: bundled 1280×720 sample; model input 512×512 (CenterNet, COCO)\n');
    console.log(
      'backend  used     first run s  infer ms (median)  fps (1/infer)  wall ms (median)',
    );
    for (const backend of args.backends.split(',')) {
      const row = await benchBackend(page, base, backend);
      if (typeof row === 'string') {
        console.log(row);
        continue;
      }
      const infer = median(row.inferMs);
      console.log(
        `${row.backend.padEnd(8)} ${row.used.padEnd(8)} ${row.loadS.toFixed(1).padStart(11)} ` +
          `${infer.toFixed(0).padStart(18)} ${(1000 / infer).toFixed(2).padStart(14)} ` +
          `${median(row.wallMs).toFixed(0).padStart(17)}`,
      );
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
}

await main();
