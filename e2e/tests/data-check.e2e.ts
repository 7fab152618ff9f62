// Data Check (issue 14) in Chromium against the real server: a signed-out visitor selects a folder
// of 60 generated drone JPEGs in which one frame is blurred, one has no GPS and one strip was never
// flown. The results show exactly those three problems, in the findings, in the table and on the
// map (its legend and layer counts), and the CSV downloads with a row per image. Every other frame
// carries a 512 px MPF preview, so both pixel paths run in Chromium: the preview read from the
// file's end, and the image decoded at reduced size.
// Screenshots land in e2e/artifacts (data-check-*.png).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { writeDroneDataset } from '../support/drone-dataset.ts';
import { mapSettled } from '../support/map.ts';
import { startServer, type RunningServer } from '../support/server.ts';

async function step<T>(page: Page, name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    await screenshot(page, `data-check-failure-${name}`).catch(() => undefined);
    throw error;
  }
}

void describe('data check', () => {
  let server: RunningServer;
  let browser: Browser;
  let dir: string;
  let names: string[];

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sortie-data-check-'));
    // 7 lines of 10 with line 3 left out: 60 images. Planned index 7 blurred, 52 without GPS.
    names = writeDroneDataset({
      dir: path.join(dir, 'flight'),
      lines: 7,
      perLine: 10,
      width: 640,
      height: 480,
      skipLine: 3,
      blurAt: 7,
      noGpsAt: 52,
      previewWidth: 512,
      previewEvery: 2,
    });
    server = await startServer({ SEED_DEMO: 'false' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  void it(
    'finds the blurred frame, the frame without GPS and the missing strip',
    { timeout: 240_000 },
    async () => {
      assert.equal(names.length, 60);
      const blurred = names[7]!;
      // Planned index 52 is the 43rd photo taken (line 3's ten were skipped).
      const noGps = names[42]!;
      const page = await browser.newPage({
        viewport: { width: 1366, height: 900 },
        acceptDownloads: true,
      });
      await page.goto(`${server.url}/drone-data-verification`);
      await page.getByRole('heading', { name: 'Data Check' }).waitFor();
      await page.getByTestId('data-check-folder-input').setInputFiles(path.join(dir, 'flight'));
      await page.getByTestId('data-check-selection').getByText('60 images selected').waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Front overlap (%)').waitFor();
      await page.getByRole('button', { name: 'Start check' }).click();
      const results = page.getByTestId('data-check-results');
      await step(page, 'results', () => results.waitFor({ timeout: 180_000 }));

      // The verdict fails on the strip and names each problem.
      const verdict = page.getByTestId('data-check-verdict');
      assert.equal(await verdict.getAttribute('data-verdict'), 'fail');
      const reasons = await page.getByTestId('data-check-reasons').locator('li').allInnerTexts();
      assert.deepEqual(reasons.sort(), [
        '1 image has no GPS position.',
        '1 image is blurred.',
        'A strip is missing: fly the gap again.',
      ]);

      // Half the frames were measured on their preview, half decoded (line 3's ten were skipped).
      const sources = page.getByTestId('data-check-pixel-sources');
      assert.equal(await sources.getAttribute('data-preview'), '30');
      assert.equal(await sources.getAttribute('data-image'), '30');
      assert.equal(await sources.getAttribute('data-none'), '0');

      // Findings about the dataset: the missing strip only.
      const kinds = await page
        .getByTestId('data-check-findings')
        .locator('[data-kind]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
      assert.deepEqual(kinds, ['missing_strip']);

      // The table (flagged images by default): exactly the two frames.
      const rows = page.getByTestId('data-check-row');
      assert.equal(await rows.count(), 2);
      const flagged = await rows.evaluateAll((els) =>
        els.map((e) => `${e.querySelector('td')?.textContent}:${e.getAttribute('data-issues')}`),
      );
      assert.deepEqual(flagged.sort(), [`${blurred}:blur`, `${noGps}:gps_missing`].sort());

      // The map: its layers hold 59 centres (one has no place), two of them flagged... one, since
      // the frame without GPS has no place, and one gap; the legend names what is drawn.
      const region = page.getByTestId('data-check-map');
      assert.equal(await region.getAttribute('data-centres'), '59');
      assert.equal(await region.getAttribute('data-flagged-centres'), '1');
      assert.equal(await region.getAttribute('data-gaps'), '1');
      await page.getByTestId('data-check-legend').getByText('Blurred').waitFor();
      await page.getByTestId('data-check-legend-gaps').waitFor();
      await step(page, 'map', () => mapSettled(region.locator('.maplibregl-map'), 60_000));
      await screenshot(page, 'data-check-results');

      // The CSV: a header and a row per image, the two findings in it.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      assert.equal(download.suggestedFilename(), 'data-check.csv');
      const csv = readFileSync(await download.path(), 'utf8')
        .trim()
        .split('\r\n');
      assert.equal(csv.length, 61);
      assert.ok(csv.some((l) => l.startsWith(`${blurred},`) && l.includes(',blur,')));
      assert.ok(csv.some((l) => l.startsWith(`${noGps},`) && l.includes(',gps_missing,')));
      // Only those two rows list issues (column 9; the columns before it hold no commas).
      assert.equal(csv.slice(1).filter((l) => l.split(',')[8] !== '').length, 2);
    },
  );
});
