// Fleet (issue 15) in Chromium: add a drone from the catalogue, log a flight with it and see the
// drone's hours change, export the fleet CSV; keep a pilot licence and see its expiry notice;
// export the logbook PDF; on the home page search the Supported Drones card and open a drone's
// details; the sidebar's Logbook entry. Screenshots of the fleet, the logbook and the catalogue card at
// 1440 px and 390 px.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { newPerson, register } from '../support/session.ts';
import { startServer, type RunningServer } from '../support/server.ts';

async function personalSpaceId(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('user'));
  return (JSON.parse(raw ?? '{}') as { personal_space_id: string }).personal_space_id;
}

void describe('fleet', () => {
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

  void it('adds a drone, logs a flight, shows its hours, exports CSV, and searches the catalogue', async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    try {
      await register(page, server.url, newPerson('Kiran'));
      const companyId = await personalSpaceId(page);

      // The Supported Drones card: search (debounced), its empty text, the details dialog.
      const card = page.getByTestId('supported-drones-card');
      await card.getByText('70+ Supported Drones').waitFor();
      const search = card.getByRole('textbox', { name: 'Search your drone' });
      await search.fill('  zzz-no-drone ');
      await card.getByText('No drone Found with this name.').waitFor();
      await search.fill('  MAVIC 3 enterprise ');
      await card.getByRole('button', { name: 'DJI Mavic 3 Enterprise (M3E)' }).click();
      const details = page.getByRole('dialog');
      await details.getByText('45 min').waitFor();
      await details.getByText('6,000 m').waitFor();
      assert.equal(
        await details.getByTestId('feature-mission_planning').getAttribute('data-supported'),
        'true',
      );
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'fleet-catalogue-dialog-1440');
      await details.getByRole('button', { name: 'Close' }).click();

      // Add a drone from the catalogue.
      await page.goto(`${server.url}/company/${companyId}/drones`);
      await page.getByRole('button', { name: 'Add drone' }).click();
      const form = page.getByRole('dialog');
      await form.getByRole('combobox', { name: 'Model' }).fill('Matrice 350');
      await page.getByRole('option', { name: /Matrice 350 RTK/ }).click();
      await form.getByLabel('Serial number').fill('E2E-M350-001');
      await form.getByLabel('Nickname').fill('Heron');
      await form.getByRole('button', { name: 'Add drone' }).click();
      await form.waitFor({ state: 'detached' });
      const row = page.getByTestId('drone-E2E-M350-001');
      assert.equal((await row.getByTestId('drone-hours').textContent())?.trim(), '0.00');

      // Log a 30-minute flight with it; the drone's hours follow the logbook.
      await page.getByTestId('nav-logbook').click();
      await page.waitForURL(/\/logbook$/);
      await page.getByRole('button', { name: 'Log a flight' }).click();
      const log = page.getByRole('dialog');
      await log.getByLabel('Duration (minutes)').fill('30');
      await log.getByLabel('Drone').click();
      await page.getByRole('option', { name: /Heron/ }).click();
      await log.getByLabel('Purpose').fill('Survey');
      await log.getByRole('button', { name: 'Log flight' }).click();
      await log.waitFor({ state: 'detached' });
      await page.getByTestId('logbook-table').getByText('Survey').waitFor();

      // The pilot's licence, expiring in 10 days: saved, then the notice shows above the logbook.
      const expiry = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel('Licence number').fill('UA-RPC-E2E');
      await page.getByLabel('Category').fill('Small');
      await page.getByLabel('Expiry').fill(expiry);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page
        .getByTestId('fleet-notices')
        .getByText(/Your pilot licence expires/)
        .waitFor();
      await page.getByText('Licence document').waitFor();

      // The logbook as a PDF for this pilot.
      await page.getByRole('button', { name: 'Export CSV / PDF' }).click();
      const exportDialog = page.getByRole('dialog');
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        exportDialog.getByRole('button', { name: 'PDF' }).click(),
      ]);
      assert.equal(
        readFileSync(await pdf.path())
          .subarray(0, 5)
          .toString(),
        '%PDF-',
      );
      await exportDialog.waitFor({ state: 'detached' });
      await screenshot(page, 'fleet-logbook-1440');
      await page.goto(`${server.url}/company/${companyId}/drones`);
      await page
        .getByTestId('drone-E2E-M350-001')
        .getByTestId('drone-hours')
        .getByText('0.50')
        .waitFor();
      await screenshot(page, 'fleet-drones-1440');

      // Export the fleet CSV.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      const text = readFileSync(await download.path(), 'utf8');
      assert.match(text, /^serial,model_id,model_name/);
      assert.match(text, /E2E-M350-001,dji-matrice-350-rtk,.*,0\.5,1,/);

      // The full catalogue with its filters.
      await page.getByRole('link', { name: 'Supported drones' }).click();
      await page.getByLabel('Manufacturer').click();
      await page.getByRole('option', { name: 'Autel Robotics' }).click();
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      await page
        .getByRole('button', { name: /Autel EVO II Pro V3/ })
        .first()
        .waitFor();
      assert.equal(await page.getByRole('button', { name: /Matrice 350/ }).count(), 0);
      await screenshot(page, 'fleet-catalogue-page-1440');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'fleet-catalogue-page-390');
      await page.goto(`${server.url}/company/${companyId}/drones`);
      await page.getByTestId('drones-table').waitFor();

      // The narrow window.
      await screenshot(page, 'fleet-drones-390');
      await page.goto(`${server.url}/company/${companyId}/logbook`);
      await page.getByTestId('logbook-table').waitFor();
      await screenshot(page, 'fleet-logbook-390');
      await page.goto(`${server.url}/company/${companyId}/home`);
      await page.getByTestId('supported-drones-card').scrollIntoViewIfNeeded();
      await screenshot(page, 'fleet-catalogue-390');
    } catch (error) {
      await screenshot(page, 'fleet-failed').catch(() => undefined);
      throw error;
    } finally {
      await context.close();
    }
  });
});
