// Site files written by GIS tools (issue 10 §2), in Chromium against the real server: a KMZ as
// QGIS/GDAL's LIBKML driver writes it (doc.kml linking to layers/*.kml), a GeoJSON file and a
// zipped shapefile in UTM 43N are picked in the upload workflow, measured in the browser by the
// same judge the server runs, and saved as sites. A screenshot of the upload panel lands in
// e2e/artifacts.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { finishOnboarding, signIn } from '../support/session.ts';
import { repoRoot, startServer, type RunningServer } from '../support/server.ts';
import { pickSiteFile, readSiteFile, uploadUrl } from '../support/site-upload.ts';

const FIXTURES = path.join(repoRoot, 'packages/flightplan/src/test/fixtures/site-files');
const DEMO_PASSWORD = 'Sortie-demo-2025';
const OWNER = 'owner@sortie.demo';

void describe('site files from GIS tools', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let companyId: string;

  before(async () => {
    server = await startServer({ SEED_DEMO: 'true' });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signIn(page, server.url, { email: OWNER, password: DEMO_PASSWORD });
    await finishOnboarding(page);
    const raw = (await page.evaluate(() => localStorage.getItem('user'))) ?? '{}';
    const user = JSON.parse(raw) as { companies: { id: string; personal_space: boolean }[] };
    companyId = user.companies.find((c) => !c.personal_space)!.id;
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  const cases = [
    { file: 'qgis-farm.kmz', as: 'QGIS Farm.kmz', mimeType: 'application/vnd.google-earth.kmz' },
    { file: 'orchard.geojson', as: 'Orchard GeoJSON.geojson', mimeType: 'application/geo+json' },
    { file: 'orchard-utm43n.zip', as: 'Orchard Shapefile.zip', mimeType: 'application/zip' },
  ];
  for (const c of cases) {
    void it(`imports ${c.file} through the upload panel and saves it as a site`, async () => {
      await readSiteFile(page, uploadUrl(server.url, companyId), {
        name: c.as,
        mimeType: c.mimeType,
        buffer: readFileSync(path.join(FIXTURES, c.file)),
      });
      await page.getByText(/^Area: /).waitFor();
      const name = c.as.replace(/\.[^.]+$/, '');
      assert.equal(await page.getByLabel('Site name').inputValue(), name);
      if (c.file.endsWith('.zip')) await screenshot(page, 'site-files-shapefile-read');
      await page.getByRole('button', { name: 'Save site' }).click();
      await page.getByTestId('app-snackbar').getByText('Site created successfully').waitFor();
      await page.waitForURL((url) => /\/sites\/[0-9a-f-]{36}$/.test(url.pathname));
      await page.getByRole('heading', { name }).first().waitFor();
    });
  }

  void it('refuses a file the server would refuse, with the dialog text, before Save', async () => {
    await pickSiteFile(page, uploadUrl(server.url, companyId), {
      name: 'broken.geojson',
      mimeType: 'application/geo+json',
      buffer: Buffer.from('{"type":"Polygon"'),
    });
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Invalid GeoJSON Selected').waitFor();
    await dialog.getByText(/^Selected GeoJSON file is invalid/).waitFor();
    await screenshot(page, 'site-files-refused-geojson');
  });
});
