// The map without outside tiles (issue 10 §6), in Chromium against the real server: every request
// to a host other than our own is aborted, as on a closed network. A new user opens the draw page
// and sees the Natural Earth basemap shipped with the app (not a blank grey), goes to typed
// coordinates, reads the cursor position and the scale bar, draws a 20-acre field and saves it.
// Then, at phone width, the site page scrolls while its map stays in view (issue 10 §7).
// Screenshots land in e2e/artifacts (map-offline-*.png).
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { artifactsDir, launchBrowser, screenshot } from '../support/browser.ts';
import { newPerson, register } from '../support/session.ts';
import { startServer, type RunningServer } from '../support/server.ts';

// 20 acres as a square at zoom 16 (MapLibre's 512-px tiles) at this latitude.
const LAT = 12.9716;
const SQ_M_PER_ACRE = 4046.8564224;
const METRES_PER_PX_Z16 = (40_075_016.686 * Math.cos((LAT * Math.PI) / 180)) / (512 * 2 ** 16);
const SIDE_PX = Math.sqrt(20 * SQ_M_PER_ACRE) / METRES_PER_PX_Z16;

async function step<T>(page: Page, name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    await screenshot(page, `map-offline-failure-${name}`).catch(() => undefined);
    throw error;
  }
}

void describe('map without outside tiles', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const blocked: string[] = [];
  let fallbackFetched = false;

  before(async () => {
    server = await startServer({ SEED_DEMO: 'false' });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const ours = new URL(server.url).host;
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.host === ours || url.protocol === 'data:' || url.protocol === 'blob:')
        return route.continue();
      blocked.push(url.href);
      return route.abort('internetdisconnected');
    });
    page = await context.newPage();
    page.on('response', (res) => {
      if (/fallback-basemap[^/]*\.json$/.test(res.url()) && res.status() === 200)
        fallbackFetched = true;
    });
    await register(page, server.url, newPerson('Meera'));
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  void it('draws a 20-acre field from typed coordinates on the fallback basemap', async () => {
    const user = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}') as {
      companies: { id: string }[];
    };
    const companyId = user.companies[0]!.id;
    await page.goto(`${server.url}/company/${companyId}/sites/new?workflow=draw`);
    await page.getByRole('heading', { name: 'Draw Site' }).waitFor();
    const map = page.getByRole('region', { name: 'Drawing map' });
    // The search box appears once the map has loaded.
    const search = map.getByRole('textbox', { name: 'Search sites or go to coordinates' });
    await step(page, 'map-loaded', () => search.waitFor({ timeout: 30_000 }));

    // Outside tiles were asked for and refused; the shipped basemap and its credit stand in.
    await step(page, 'fallback', async () => {
      await map.getByTestId('fallback-basemap-chip').waitFor();
      await map.locator('.maplibregl-ctrl-attrib').getByText('Natural Earth').waitFor({
        state: 'attached',
      });
    });
    assert.ok(blocked.length > 0, 'the brand map asked for outside tiles');
    assert.ok(fallbackFetched, 'the Natural Earth basemap was loaded from our own server');
    assert.ok(
      blocked.every((u) => !/fallback-basemap/.test(u)),
      'the fallback never leaves our origin',
    );
    const scale = map.locator('.maplibregl-ctrl-scale');
    await scale.waitFor();
    await screenshot(page, 'map-offline-world');

    // A clear error for coordinates that cannot be, then the real ones.
    await search.fill('97.5, 77.59');
    await search.press('Enter');
    await map.getByRole('alert').getByText('Latitude must be between -90 and 90.').waitFor();
    await search.fill('12°58\'17.8"N 77°35\'40.6"E');
    await search.press('Enter');
    await step(page, 'goto', () => map.getByRole('alert').waitFor({ state: 'detached' }));
    assert.match(await search.inputValue(), /^12\.971(6|7)\d*, 77\.594(6|5)\d*$/);

    // Cursor readout at the map's centre reads the typed position.
    const canvas = map.locator('canvas.maplibregl-canvas');
    const box = (await canvas.boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    await page.mouse.move(cx, cy);
    const readout = map.getByTestId('cursor-readout');
    await step(page, 'readout', async () => {
      await readout.waitFor();
      assert.match((await readout.textContent()) ?? '', /^12\.97\d{3}, 77\.59\d{3}$/);
    });
    // Metric by default: a scale bar in m at field zoom.
    assert.match((await scale.textContent()) ?? '', /^\d+\s(m|km)$/);

    // Four corners of a 20-acre square around the typed point.
    const h = SIDE_PX / 2;
    const corners: [number, number][] = [
      [cx - h, cy - h],
      [cx + h, cy - h],
      [cx + h, cy + h],
      [cx - h, cy + h],
    ];
    for (const [i, [x, y]] of corners.entries()) {
      await page.mouse.click(x, y);
      // A click too soon after the last one would be read as a double-click (finish).
      await step(page, `corner-${i + 1}`, () =>
        page.getByText(new RegExp(`^\\(${i + 1} points?\\)$`)).waitFor(),
      );
      await page.mouse.move(x + 30, y + 30, { steps: 4 });
    }
    await page.getByRole('button', { name: 'Finish shape' }).click();
    const area = (await page.getByText(/^Area: /).textContent()) ?? '';
    const acres = Number(/Area: ([\d.,]+) acres/.exec(area)?.[1]?.replace(/,/g, ''));
    assert.ok(acres > 19 && acres < 21, `a 20-acre field, got "${area}"`);
    await page.getByLabel('Site name').fill('North Field');
    await page.mouse.move(cx + h / 2, cy);
    await screenshot(page, 'map-offline-draw');

    await page.getByRole('button', { name: 'Save site' }).click();
    await step(page, 'saved', async () => {
      await page.getByTestId('app-snackbar').getByText('Site created successfully').waitFor();
      await page.waitForURL((url) => /\/sites\/[0-9a-f-]{36}$/.test(url.pathname));
      await page.getByRole('heading', { name: 'North Field' }).first().waitFor();
    });
    const siteMap = page.getByRole('region', { name: 'Site map' });
    await siteMap.locator('.maplibregl-ctrl-scale').waitFor();
    await siteMap.getByTestId('fallback-basemap-chip').waitFor();
    await screenshot(page, 'map-offline-site');

    // The search box finds the workspace's sites by name, and says so when none matches.
    const siteSearch = siteMap.getByRole('textbox', { name: 'Search sites or go to coordinates' });
    await siteSearch.fill('Orchard');
    await siteSearch.press('Enter');
    await siteMap
      .getByRole('alert')
      .getByText(/No site in this workspace is named like/)
      .waitFor();
    await siteSearch.fill('north');
    await siteSearch.press('Enter');
    await step(page, 'site-search', async () => {
      await siteMap.getByRole('alert').waitFor({ state: 'detached' });
      await page.waitForFunction(
        () =>
          (
            document.querySelector(
              '[aria-label="Search sites or go to coordinates"]',
            ) as HTMLInputElement
          )?.value === 'North Field',
      );
    });
  });

  void it('keeps the site map in view while a phone scrolls the page', async () => {
    await page.setViewportSize({ width: 390, height: 720 });
    const siteMap = page.getByTestId('site-page-map');
    await siteMap.waitFor();
    // Scroll the page until the side panel's last button sits at the bottom of the screen: the
    // panel moves up under the map, the map does not move.
    const last = page.getByRole('button', { name: 'Delete Site' });
    const before = (await last.boundingBox())!;
    await page.evaluate((dy) => window.scrollBy(0, dy), before.y + before.height + 16 - 720);
    await step(page, 'sticky', async () => {
      await page.waitForFunction(() => window.scrollY > 0);
      const rect = (await siteMap.boundingBox())!;
      // Just under the 56-px top bar, fully on screen, above the panel's button.
      assert.ok(rect.y >= 55 && rect.y <= 57, `map top at ${rect.y}`);
      assert.ok(rect.y + rect.height <= ((await last.boundingBox())?.y ?? 0));
    });
    await page.screenshot({ path: path.join(artifactsDir, 'map-offline-phone-scrolled.png') });
  });
});
