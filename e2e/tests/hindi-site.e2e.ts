// The site page and the planner in Hindi (issue 18 §2), in Chromium against the real server: the
// demo owner uploads a site, chooses हिन्दी in the user menu's language switch, and the site page
// and the planner read in Hindi, with a previewed area mapping mission whose statistics are Hindi
// words around Intl numbers. Screenshots land in e2e/artifacts (hindi-site-*.png).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { signInDemoOwner } from '../support/session.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { kmlFile, readSiteFile, saveSite, uploadUrl } from '../support/site-upload.ts';

const DEVANAGARI = /[\u0900-\u097F]/;

function polygonKml(name: string, west: number, south: number, size: number): string {
  const [e, n] = [west + size, south + size];
  return `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>${name}</name>
<Polygon><outerBoundaryIs><LinearRing><coordinates>
${west},${south},0 ${e},${south},0 ${e},${n},0 ${west},${n},0 ${west},${south},0
</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></Document></kml>`;
}

async function step<T>(page: Page, name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    await screenshot(page, `hindi-site-failure-${name}`).catch(() => undefined);
    throw error;
  }
}

void describe('site page and planner in Hindi', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let companyId: string;

  before(async () => {
    server = await startServer({ SEED_DEMO: 'true' });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    companyId = await signInDemoOwner(page, server.url);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  void it(
    'shows the site page and a previewed mission in Hindi',
    { timeout: 180_000 },
    async () => {
      const name = 'आम का बाग़';
      await readSiteFile(
        page,
        uploadUrl(server.url, companyId),
        kmlFile('Mango Orchard', polygonKml(name, 77.59, 12.97, 0.004)),
      );
      await saveSite(page);
      await page.getByTestId('missions-empty').waitFor();

      // The language switch of the user menu: the choice is saved on the user.
      await page.getByTestId('user-menu-button').click();
      await page.getByTestId('language-switch').selectOption('hi');
      await page.keyboard.press('Escape');
      await step(page, 'html-lang', () =>
        page.waitForFunction(() => document.documentElement.lang === 'hi'),
      );

      // The site's details panel.
      const details = page
        .getByRole('region', { name: 'साइट का विवरण' })
        .or(page.locator('[aria-label="साइट का विवरण"]'));
      await step(page, 'details', () => details.first().waitFor());
      await page.getByText('साइट को KML में एक्सपोर्ट करें').waitFor();
      await page.getByText('उड़ान समय का लक्ष्य').first().waitFor();
      await screenshot(page, 'hindi-site-details');

      // The planner and its preview.
      await page.getByTestId('tab-plan').click();
      await step(page, 'planner-labels', async () => {
        await page.getByLabel('मिशन का प्रकार').waitFor();
        await page.getByText('फ़्रंट ओवरलैप').first().waitFor();
        await page.getByText('साइड ओवरलैप').first().waitFor();
      });
      const photos = page.getByTestId('stat-photos');
      await step(page, 'preview', () => photos.waitFor({ timeout: 60_000 }));
      await page.getByText('उड़ान का समय').first().waitFor();
      const flight = (await page.getByTestId('stat-flight_time').textContent()) ?? '';
      assert.match(flight, /मिनट|सेकंड|घंटे|घंटा/, flight);
      // Counts through Intl (hi-IN): Latin digits with Indian grouping, never a bare English word.
      const photoText = (await photos.textContent()) ?? '';
      assert.match(photoText, /^[\d,]+$/, photoText);
      const area = (await page.getByTestId('stat-area').textContent()) ?? '';
      assert.match(area, DEVANAGARI, area);
      await page.getByRole('button', { name: 'मिशन सहेजें' }).waitFor();
      await screenshot(page, 'hindi-site-planner');
    },
  );
});
