// bench/streams browser: glass-to-glass delay read against the browser's clock. The bench camera
// (camera.ts: Date.now() coded in pixels) publishes over RTMP to the real server serving the
// built web app; Chromium opens StreamPrivatePage (mpegts.js, the product's low-latency settings)
// and, for every frame the <video> presents (requestVideoFrameCallback), draws it to a canvas,
// reads the coded time and subtracts it from Date.now(). Same machine, same clock.
// Run after `npm run build`: npm run bench:streams:browser -w @sortie/bench
import type { ChildProcess } from 'node:child_process';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { startServer } from '../../e2e/support/server.ts';
import { newPerson, register } from '../../e2e/support/session.ts';
import { BITRATE, FPS, startCamera } from './camera.ts';
import { HEIGHT, WIDTH } from './pixel-clock.ts';

const SECONDS = Number(process.env.SECONDS ?? 15);

async function main(): Promise<void> {
  const children: ChildProcess[] = [];
  const server = await startServer();
  const browser = await launchBrowser();
  let stopCamera = () => undefined as void;
  try {
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 800 } })
    ).newPage();
    await register(page, server.url, newPerson('Bench'));
    const raw = await page.evaluate(() => localStorage.getItem('user'));
    const companyId = (JSON.parse(raw ?? '{}') as { personal_space_id: string }).personal_space_id;
    await page.goto(`${server.url}/company/${companyId}/streams`);
    await page.getByLabel('Stream title').fill('Glass to glass');
    await page.getByRole('button', { name: 'New stream' }).click();
    await page.getByRole('button', { name: 'Generate stream key' }).click();
    const rtmpUrl = await page.getByLabel('RTMP URL (server and key)').inputValue();
    stopCamera = startCamera(rtmpUrl, children);
    await page.getByRole('link', { name: 'Open the stream page' }).click();
    await page.waitForFunction(
      () =>
        (document.querySelector<HTMLVideoElement>('[data-testid="stream-video"]')?.currentTime ??
          0) > 2,
      undefined,
      { timeout: 90_000 },
    );
    // As text: tsx names arrow functions with a helper that does not exist in the page.
    const delays = await page.evaluate<number[]>(`new Promise((resolve) => {
      const video = document.querySelector('[data-testid="stream-video"]');
      const canvas = document.createElement('canvas');
      canvas.width = ${WIDTH};
      canvas.height = ${HEIGHT};
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      const out = [];
      const end = performance.now() + ${SECONDS * 1000};
      function onFrame() {
        const now = Date.now();
        ctx.drawImage(video, 0, 0, ${WIDTH}, ${HEIGHT});
        const row = ctx.getImageData(0, 4, 44 * 8, 1).data;
        let ms = 0;
        for (let bit = 0; bit < 44; bit++) if (row[(bit * 8 + 4) * 4] > 128) ms += 2 ** bit;
        out.push(now - ms);
        if (performance.now() < end) video.requestVideoFrameCallback(onFrame);
        else resolve(out);
      }
      video.requestVideoFrameCallback(onFrame);
    })`);
    const sorted = [...delays].sort((a, b) => a - b);
    const q = (p: number) =>
      sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
    console.log(
      `\nbench/streams browser: ${WIDTH}x${HEIGHT} @ ${FPS} fps, ${BITRATE}bit/s, Chromium + mpegts.js`,
    );
    console.log(
      'glass-to-glass = browser Date.now() at frame presentation − time coded in the frame\n',
    );
    console.log('frames  p50 ms  p95 ms  max ms  target');
    console.log(
      `${String(delays.length).padStart(6)}  ${q(0.5).toFixed(0).padStart(6)}  ${q(0.95).toFixed(0).padStart(6)}  ${q(1).toFixed(0).padStart(6)}  ≤ 1500`,
    );
  } finally {
    stopCamera();
    await browser.close();
    await server.stop();
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
