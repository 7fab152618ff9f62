// Missions (issue 6) in Chromium against the real server: the demo owner uploads a KML site, opens
// the planner, sees an area mapping preview, changes the front overlap and watches the statistics
// change and the map redraw (MapLibre idle after the new preview), saves the mission, and exports
// it as Litchi CSV and DJI WPML: the files hold the saved mission's waypoints at its heights. A
// large field is split into one part per battery from the missions list. A site over 5000 acres
// gets the size message, Save stays disabled and nothing is stored. A site with an uploaded
// GeoTIFF saves a terrain-following mission. Screenshots land in e2e/artifacts.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { signInDemoOwner } from '../support/session.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { kmlFile, readSiteFile, saveSite, uploadUrl } from '../support/site-upload.ts';

function polygonKml(name: string, west: number, south: number, size: number): string {
  const [e, n] = [west + size, south + size];
  return `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>${name}</name>
<Polygon><outerBoundaryIs><LinearRing><coordinates>
${west},${south},0 ${e},${south},0 ${e},${n},0 ${west},${n},0 ${west},${south},0
</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></Document></kml>`;
}

/**
 * A tiny GeoTIFF DEM in EPSG:4326 (uncompressed int16, one strip) over `west`/`north` with
 * `size` × `size` pixels of `pixelDeg`; the ground rises 2 m per pixel eastwards.
 */
function slopeTiff(west: number, north: number, size: number, pixelDeg: number): Buffer {
  const SHORT = 3;
  const LONG = 4;
  const DOUBLE = 12;
  const geoKeys = [1, 1, 0, 3, 1024, 0, 1, 2, 1025, 0, 1, 1, 2048, 0, 1, 4326];
  const entries = 14;
  const ifdEnd = 8 + 2 + entries * 12 + 4;
  const scaleAt = ifdEnd;
  const tieAt = scaleAt + 24;
  const keysAt = tieAt + 48;
  const dataAt = keysAt + geoKeys.length * 2;
  const dataBytes = size * size * 2;
  const buf = Buffer.alloc(dataAt + dataBytes);
  buf.write('II', 0, 'latin1');
  buf.writeUInt16LE(42, 2);
  buf.writeUInt32LE(8, 4);
  buf.writeUInt16LE(entries, 8);
  const tags: [number, number, number, number][] = [
    [256, SHORT, 1, size],
    [257, SHORT, 1, size],
    [258, SHORT, 1, 16],
    [259, SHORT, 1, 1],
    [262, SHORT, 1, 1],
    [273, LONG, 1, dataAt],
    [277, SHORT, 1, 1],
    [278, SHORT, 1, size],
    [279, LONG, 1, dataBytes],
    [284, SHORT, 1, 1],
    [339, SHORT, 1, 2],
    [33550, DOUBLE, 3, scaleAt],
    [33922, DOUBLE, 6, tieAt],
    [34735, SHORT, geoKeys.length, keysAt],
  ];
  tags.forEach(([tag, type, count, value], i) => {
    const at = 10 + i * 12;
    buf.writeUInt16LE(tag, at);
    buf.writeUInt16LE(type, at + 2);
    buf.writeUInt32LE(count, at + 4);
    if (type === SHORT && count === 1) buf.writeUInt16LE(value, at + 8);
    else buf.writeUInt32LE(value, at + 8);
  });
  [pixelDeg, pixelDeg, 0].forEach((v, i) => buf.writeDoubleLE(v, scaleAt + i * 8));
  [0, 0, 0, west, north, 0].forEach((v, i) => buf.writeDoubleLE(v, tieAt + i * 8));
  geoKeys.forEach((v, i) => buf.writeUInt16LE(v, keysAt + i * 2));
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++)
      buf.writeInt16LE(100 + 2 * col, dataAt + (row * size + col) * 2);
  return buf;
}

async function idToken(page: Page): Promise<string> {
  const raw = (await page.evaluate(() => localStorage.getItem('id_token'))) ?? '';
  return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
}

async function step<T>(page: Page, name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    await screenshot(page, `missions-failure-${name}`).catch(() => undefined);
    throw error;
  }
}

/** Names of the entries of a zip file, from its local file headers. */
function zipEntries(bytes: Buffer): string[] {
  const names: string[] = [];
  let i = 0;
  while (i + 30 <= bytes.length && bytes.readUInt32LE(i) === 0x04034b50) {
    const compressed = bytes.readUInt32LE(i + 18);
    const nameLength = bytes.readUInt16LE(i + 26);
    const extraLength = bytes.readUInt16LE(i + 28);
    names.push(bytes.subarray(i + 30, i + 30 + nameLength).toString('utf8'));
    i += 30 + nameLength + extraLength + compressed;
  }
  return names;
}

/** One file of a zip (stored or deflated), from its local file header. */
function zipFile(bytes: Buffer, wanted: string): string {
  let i = 0;
  while (i + 30 <= bytes.length && bytes.readUInt32LE(i) === 0x04034b50) {
    const method = bytes.readUInt16LE(i + 8);
    const compressed = bytes.readUInt32LE(i + 18);
    const nameLength = bytes.readUInt16LE(i + 26);
    const extraLength = bytes.readUInt16LE(i + 28);
    const name = bytes.subarray(i + 30, i + 30 + nameLength).toString('utf8');
    const start = i + 30 + nameLength + extraLength;
    if (name === wanted) {
      const data = bytes.subarray(start, start + compressed);
      return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
    i = start + compressed;
  }
  throw new Error(`${wanted} is not in the zip`);
}

type SavedMission = {
  id: string;
  name: string;
  params: { terrain_following?: boolean };
  mission: {
    waypoints: { altitude_mode: string; takeoff_relative_m: number; position: number[] }[];
    stats: { batteries: number };
  };
};

async function siteMissions(page: Page, base: string, siteId: string): Promise<SavedMission[]> {
  const res = await fetch(`${base}/sites/${siteId}/missions?use_new_model=true`, {
    headers: { Authorization: `Bearer ${await idToken(page)}` },
  });
  assert.equal(res.status, 200);
  return ((await res.json()) as { missions: SavedMission[] }).missions;
}

/** Clears the planner's map-idle measures (use-planner-preview.ts). */
async function clearMapMeasures(page: Page): Promise<void> {
  await page.evaluate(() => performance.clearMeasures('sortie:preview-map-idle'));
}

/** Waits until MapLibre has drawn a new preview and gone idle. */
async function mapRedrawn(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName('sortie:preview-map-idle').length > 0,
    undefined,
    { timeout: 30_000 },
  );
}

async function download(page: Page, testId: string): Promise<{ name: string; bytes: Buffer }> {
  await page.getByTestId('mission-export').first().click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(testId).click(),
  ]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

async function uploadSite(page: Page, url: string, name: string, kml: string): Promise<string> {
  await readSiteFile(page, url, kmlFile(name, kml));
  return saveSite(page);
}

void describe('missions', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let companyId: string;

  before(async () => {
    server = await startServer({ SEED_DEMO: 'true' });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    companyId = await signInDemoOwner(page, server.url);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  void it(
    'plans, previews, saves and exports an area mapping mission',
    { timeout: 180_000 },
    async () => {
      const upload = uploadUrl(server.url, companyId);
      const siteId = await uploadSite(
        page,
        upload,
        'Mango Orchard',
        polygonKml('Mango Orchard', 77.59, 12.97, 0.004),
      );
      await page.getByTestId('missions-empty').waitFor();

      await page.getByTestId('tab-plan').click();
      assert.equal(await page.getByTestId('planner-kind').inputValue(), 'area_mapping');
      const photos = page.getByTestId('stat-photos');
      await step(page, 'first-preview', () => photos.waitFor());
      const before = await photos.textContent();
      const flightBefore = await page.getByTestId('stat-flight_time').textContent();
      await page.getByTestId('stat-area').waitFor();
      await page
        .getByTestId('planner-angle-used')
        .getByText(/Lines run at \d+°/)
        .waitFor();

      // The first preview is drawn; from here on a new map-idle measure means a redraw.
      await step(page, 'first-map-draw', () => mapRedrawn(page));
      await clearMapMeasures(page);
      await page.getByTestId('planner-front-overlap').fill('88');
      await step(page, 'overlap-changes-stats', () =>
        page.waitForFunction(
          (prev) => document.querySelector('[data-testid="stat-photos"]')?.textContent !== prev,
          before,
        ),
      );
      await step(page, 'map-redrawn', () => mapRedrawn(page));
      const after = await photos.textContent();
      assert.ok(
        Number(after!.replace(/,/g, '')) > Number(before!.replace(/,/g, '')),
        `${before} → ${after}`,
      );
      assert.notEqual(await page.getByTestId('stat-flight_time').textContent(), flightBefore);
      await screenshot(page, 'missions-planner-preview');

      // A margin grows the area, so more photos: the web build has no turf buffer, so the server
      // plans this preview (decision 419); back to no margin, the worker plans again.
      const fromServer = page.waitForResponse(
        (r) => r.url().endsWith('/missions/generatepreview') && r.ok(),
      );
      await page.getByTestId('planner-margin').fill('20');
      await step(page, 'margin-preview-from-server', () => fromServer);
      await step(page, 'margin-changes-stats', () =>
        page.waitForFunction(
          (prev) => document.querySelector('[data-testid="stat-photos"]')?.textContent !== prev,
          after,
        ),
      );
      const withMargin = await photos.textContent();
      assert.ok(
        Number(withMargin!.replace(/,/g, '')) > Number(after!.replace(/,/g, '')),
        `${after} → ${withMargin} with a 20 m margin`,
      );
      await page.getByTestId('planner-margin').fill('0');
      await step(page, 'no-margin-preview', () =>
        page.waitForFunction(
          (prev) => document.querySelector('[data-testid="stat-photos"]')?.textContent === prev,
          after,
        ),
      );

      await page.getByTestId('planner-save').click();
      await step(page, 'saved', async () => {
        await page
          .getByTestId('app-snackbar')
          .getByText(/Mission "Mango Orchard" saved/)
          .waitFor();
        await page.getByTestId('mission-row').first().waitFor();
      });
      assert.equal(await page.getByTestId('mission-row').count(), 1);
      await page.getByTestId('mission-row').getByText(`${after} photos`).waitFor();

      const [saved] = await siteMissions(page, `${server.url}/api/v4/company/${companyId}`, siteId);
      assert.ok(saved, 'the mission is stored');
      const heights = saved.mission.waypoints.map((w) => Number(w.takeoff_relative_m.toFixed(2)));

      const csv = await download(page, 'export-litchi');
      assert.match(csv.name, /^Mango-Orchard_area_mapping_\d{4}-\d{2}-\d{2}\.csv$/);
      const [header, ...rows] = csv.bytes.toString('utf8').split(/\r?\n/).filter(Boolean);
      assert.match(header!, /^latitude,longitude,altitude\(m\),heading\(deg\)/);
      assert.equal(rows.length, heights.length, 'one Litchi row per waypoint');
      const csvHeights = rows.map((r) => Number(r.split(',')[2]));
      assert.deepEqual(csvHeights, heights);
      const first = saved.mission.waypoints[0]!.position;
      assert.ok(Math.abs(Number(rows[0]!.split(',')[0]) - first[1]!) < 1e-6, 'latitude first');

      const kmz = await download(page, 'export-dji');
      assert.match(kmz.name, /^Mango-Orchard_area_mapping_\d{4}-\d{2}-\d{2}\.kmz$/);
      assert.equal(kmz.bytes.readUInt32LE(0), 0x04034b50, 'a zip file');
      const entries = zipEntries(kmz.bytes);
      assert.ok(entries.includes('wpmz/template.kml'), entries.join(', '));
      assert.ok(entries.includes('wpmz/waylines.wpml'), entries.join(', '));
      const waylines = zipFile(kmz.bytes, 'wpmz/waylines.wpml');
      const placemarks = waylines.match(/<Placemark>/g) ?? [];
      assert.equal(placemarks.length, heights.length, 'one WPML waypoint per waypoint');
      const wpmlHeights = [...waylines.matchAll(/<wpml:executeHeight>([-\d.]+)</g)].map((m) =>
        Number(m[1]),
      );
      assert.deepEqual(wpmlHeights, heights);
      await screenshot(page, 'missions-saved-list');
    },
  );

  void it('renames, splits and deletes a saved mission', { timeout: 120_000 }, async () => {
    const rows = page.getByTestId('mission-row');
    await page.getByRole('button', { name: 'More actions for Mango Orchard' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog');
    await rename.getByLabel('Name').fill('Orchard survey');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await step(page, 'renamed', () => rows.getByText('Orchard survey', { exact: true }).waitFor());

    // One battery covers it, so only a split at a waypoint is offered.
    await page.getByRole('button', { name: 'More actions for Orchard survey' }).click();
    await page.getByRole('menuitem', { name: 'Split' }).click();
    const split = page.getByRole('dialog');
    assert.equal(await split.getByLabel(/One part per battery/).isDisabled(), true);
    assert.equal(await split.getByLabel('At a waypoint').isChecked(), true);
    await split.getByLabel('Waypoint number').fill('5');
    await split.getByRole('button', { name: 'Split' }).click();
    await step(page, 'split', () => rows.getByText('Orchard survey (2/2)').waitFor());
    assert.equal(await rows.count(), 2);

    await page.getByRole('button', { name: 'More actions for Orchard survey (2/2)' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByTestId('confirm-delete').click();
    await step(page, 'deleted', async () => {
      await page.getByTestId('app-snackbar').getByText('Mission deleted').waitFor();
      await rows.getByText('Orchard survey (2/2)').waitFor({ state: 'detached' });
    });
    assert.equal(await rows.count(), 1);
  });

  void it('splits a mission into one part per battery', { timeout: 180_000 }, async () => {
    const base = `${server.url}/api/v4/company/${companyId}`;
    const upload = uploadUrl(server.url, companyId);
    // About 1.3 km square (≈ 430 acres), flown low: more than one battery.
    const siteId = await uploadSite(
      page,
      upload,
      'Wide Farm',
      polygonKml('Wide Farm', 77.6, 12.9, 0.012),
    );
    await page.getByTestId('tab-plan').click();
    await page.getByRole('button', { name: 'Altitude', exact: true }).click();
    await page.getByTestId('planner-altitude').fill('40');
    await step(page, 'battery-preview', () =>
      page.waitForFunction(
        () =>
          Number(document.querySelector('[data-testid="stat-batteries"]')?.textContent ?? '0') > 1,
        undefined,
        { timeout: 60_000 },
      ),
    );
    await page.getByTestId('planner-save').click();
    await page
      .getByTestId('app-snackbar')
      .getByText(/Mission "Wide Farm" saved/)
      .waitFor();
    const [whole] = await siteMissions(page, base, siteId);
    assert.ok(whole && whole.mission.stats.batteries > 1, 'needs more than one battery');

    await page.getByRole('button', { name: 'More actions for Wide Farm' }).click();
    await page.getByRole('menuitem', { name: 'Split' }).click();
    const split = page.getByRole('dialog');
    assert.equal(await split.getByLabel('One part per battery').isChecked(), true);
    await split.getByRole('button', { name: 'Split' }).click();
    const parts = whole.mission.stats.batteries;
    await step(page, 'battery-split', () =>
      page.getByTestId('mission-row').getByText(`Wide Farm (1/${parts})`).waitFor(),
    );
    await screenshot(page, 'missions-split-by-battery');
    const stored = await siteMissions(page, base, siteId);
    assert.equal(stored.length, parts);
    for (let i = 1; i < stored.length; i++)
      assert.deepEqual(
        stored[i]!.mission.waypoints[0]!.position,
        stored[i - 1]!.mission.waypoints.at(-1)!.position,
        'each part starts where the last ended',
      );
  });

  void it('refuses a site over 5000 acres and saves nothing', { timeout: 120_000 }, async () => {
    const upload = uploadUrl(server.url, companyId);
    // 0.12° × 0.12° at 13° N: about 13 km × 13 km, some 42,000 acres.
    const siteId = await uploadSite(
      page,
      upload,
      'Big Estate',
      polygonKml('Big Estate', 77.0, 12.5, 0.12),
    );
    await page.getByTestId('tab-plan').click();
    await step(page, 'size-message', () =>
      page
        .getByText(/larger than 5000 acres|up to 5,?000 acres/)
        .first()
        .waitFor(),
    );
    assert.equal(await page.getByTestId('planner-save').isDisabled(), true);
    await screenshot(page, 'missions-size-refused');

    const res = await fetch(`${server.url}/api/v4/company/${companyId}/sites/${siteId}/missions`, {
      headers: { Authorization: `Bearer ${await idToken(page)}` },
    });
    assert.equal(res.status, 200);
    assert.deepEqual(((await res.json()) as { missions: unknown[] }).missions, []);
  });

  void it(
    'follows the terrain of an uploaded GeoTIFF when switched on',
    { timeout: 150_000 },
    async () => {
      const upload = uploadUrl(server.url, companyId);
      const siteId = await uploadSite(
        page,
        upload,
        'Hill Field',
        polygonKml('Hill Field', 77.59, 12.97, 0.003),
      );
      await page.getByTestId('tab-plan').click();
      const terrain = page.getByTestId('planner-terrain');
      await terrain.waitFor({ state: 'attached' });
      assert.equal(await terrain.isDisabled(), true);
      await page
        .getByText(
          'Choose an elevation source in the Elevation section below to follow the terrain.',
        )
        .waitFor();

      // The sections below the map render as they come near the viewport (decision 421).
      await page.getByTestId('site-elevation-slot').scrollIntoViewIfNeeded();
      await page
        .getByRole('group', { name: 'Elevation source' })
        .getByRole('button', { name: 'Custom' })
        .click();
      await step(page, 'dem-upload', async () => {
        await page.getByLabel('GeoTIFF file').setInputFiles({
          name: 'hill.tif',
          mimeType: 'image/tiff',
          buffer: slopeTiff(77.589, 12.975, 40, 0.0002),
        });
        await page.getByText('hill.tif').waitFor();
        await page.waitForFunction(
          () =>
            !document.querySelector<HTMLInputElement>('[data-testid="planner-terrain"]')?.disabled,
        );
      });
      await terrain.check();
      await page.getByText(/the preview is planned on the server/).waitFor();
      await step(page, 'terrain-preview', () =>
        page.waitForFunction(
          () =>
            !document.querySelector<HTMLButtonElement>('[data-testid="planner-save"]')?.disabled,
        ),
      );
      await screenshot(page, 'missions-terrain-following');
      await page.getByTestId('planner-save').click();
      await step(page, 'terrain-saved', () =>
        page
          .getByTestId('app-snackbar')
          .getByText(/Mission "Hill Field" saved/)
          .waitFor(),
      );

      const [saved] = await siteMissions(page, `${server.url}/api/v4/company/${companyId}`, siteId);
      assert.ok(saved, 'a mission was saved');
      assert.equal(saved.params.terrain_following, true);
      const heights = saved.mission.waypoints.map((w) => w.takeoff_relative_m);
      assert.ok(saved.mission.waypoints.every((w) => w.altitude_mode === 'above_ground'));
      // The ground rises ~30 m across the field, and the heights above take-off follow it.
      assert.ok(Math.max(...heights) - Math.min(...heights) > 10, heights.join(', '));
    },
  );

  void it('lays out on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('tab-plan').scrollIntoViewIfNeeded();
    await screenshot(page, 'missions-phone');
  });
});
