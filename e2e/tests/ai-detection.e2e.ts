// AI object detection (issue 13) in Chromium: the public test bench finds the astronaut and the
// cat in the bundled 720p sample and draws their boxes, and the JSON download holds them; on a
// live stream (the pilot simulator looping that picture over RTMP), turning detection on draws
// boxes over the video and the video keeps playing.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { repoRoot, startServer, type RunningServer } from '../support/server.ts';
import { newPerson, register } from '../support/session.ts';

const SCENE = path.join(repoRoot, 'apps/web/src/features/ai-detection/samples/scene-720p.jpg');

/** Boxes drawn on a canvas (its data-boxes attribute), once at least `min` are there. */
async function boxesDrawn(page: Page, testId: string, min: number): Promise<number> {
  const handle = await page.waitForFunction(
    ([id, least]) => {
      const n = Number(document.querySelector(`[data-testid="${id}"]`)?.getAttribute('data-boxes'));
      return n >= least ? n : null;
    },
    [testId, min] as const,
    { timeout: 120_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** Starts the pilot simulator looping the scene; resolves with the page to watch it on. */
function startPilotSim(server: RunningServer, email: string, password: string) {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...['--import', 'tsx', path.join(repoRoot, 'apps/server/src/tools/pilot-sim.ts')],
      ...['--api', server.url, '--email', email, '--password', password],
      ...['--title', 'AI e2e', '--seconds', '300', '--image', SCENE],
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const watch = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      output += d.toString();
      const match = /watch it at (\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => reject(new Error(`pilot-sim exited (${code}):\n${output}`)));
  });
  return { child, watch };
}

void describe('AI detection', () => {
  let server: RunningServer;
  let browser: Browser;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  void it(
    'the test bench detects the sample objects and draws boxes',
    { timeout: 240_000 },
    async () => {
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      await page.goto(`${server.url}/ai-test-bench`);
      await page.getByRole('heading', { name: 'AI test bench' }).waitFor();
      await page.getByTestId('ai-bench-run').click();
      const boxes = await boxesDrawn(page, 'ai-bench-canvas', 2);
      assert.ok(boxes >= 2, `boxes drawn: ${boxes}`);
      const rows = await page.getByTestId('ai-bench-row').allTextContents();
      assert.ok(
        rows.some((r) => r.startsWith('person')),
        rows.join(' | '),
      );
      assert.ok(
        rows.some((r) => r.startsWith('cat')),
        rows.join(' | '),
      );
      assert.match(await page.getByTestId('ai-bench-backend').innerText(), /^(wasm|webgl)$/);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('ai-bench-download').click(),
      ]);
      const json = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
        frames: { detections: { class: string; score: number; box: number[] }[] }[];
      };
      const classes = json.frames[0]!.detections.filter((d) => d.score >= 0.5).map((d) => d.class);
      assert.ok(classes.includes('person') && classes.includes('cat'), classes.join(','));
      await screenshot(page, 'ai-test-bench');

      // A short uploaded video: every sampled frame is detected, and the frames can be stepped.
      const dir = mkdtempSync(path.join(tmpdir(), 'sortie-ai-'));
      try {
        const clip = path.join(dir, 'scene.mp4');
        execFileSync('ffmpeg', [
          ...['-loglevel', 'error', '-loop', '1', '-framerate', '5', '-i', SCENE, '-t', '2'],
          ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip],
        ]);
        await page.getByTestId('ai-bench-upload').setInputFiles(clip);
        await page.getByText('Source: scene.mp4').waitFor();
        await page.getByTestId('ai-bench-run').click();
        const stats = page.locator('[data-testid="ai-bench-stats"][data-run="2"]');
        await stats.waitFor({ timeout: 240_000 });
        assert.match(await stats.innerText(), /over 4 frames/);
        assert.ok((await boxesDrawn(page, 'ai-bench-canvas', 2)) >= 2);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }

      // At 390 px the page still fits and shows the result.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByTestId('ai-bench-canvas').waitFor();
      await screenshot(page, 'ai-test-bench-390');
      await page.close();
    },
  );

  void it(
    'turning detection on over a live stream draws boxes while the video plays',
    { timeout: 300_000 },
    async () => {
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      const person = newPerson('Kai');
      await register(page, server.url, person);
      const sim = startPilotSim(server, person.email, person.password);
      try {
        await page.goto(await sim.watch);
        const video = page.getByTestId('stream-video');
        await page.waitForFunction(
          () =>
            (document.querySelector<HTMLVideoElement>('[data-testid="stream-video"]')
              ?.currentTime ?? 0) > 0,
          undefined,
          { timeout: 120_000 },
        );
        await page.getByRole('switch', { name: 'AI detection' }).check();
        const boxes = await boxesDrawn(page, 'ai-overlay-canvas', 1);
        assert.ok(boxes >= 1);
        assert.match(await page.getByTestId('ai-backend').innerText(), /^(wasm|webgl)$/);
        await page.getByTestId('ai-count').first().waitFor();
        const [snapshot] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Snapshot (PNG)' }).click(),
        ]);
        const png = readFileSync(await snapshot.path());
        assert.equal(png.subarray(1, 4).toString(), 'PNG');

        // The video keeps playing with detection on: its time moves on by two more seconds.
        const at = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
        await page.waitForFunction(
          (from) =>
            (document.querySelector<HTMLVideoElement>('[data-testid="stream-video"]')
              ?.currentTime ?? 0) >
            from + 2,
          at,
          { timeout: 120_000 },
        );
        assert.equal(await video.evaluate((v: HTMLVideoElement) => v.paused), false);
        await screenshot(page, 'ai-live-stream');
      } finally {
        sim.child.kill('SIGINT');
        await page.close();
      }
    },
  );
});
