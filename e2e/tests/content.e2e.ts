// News and tips (issue 16): the Super Admin publishes a news item and a tip through the CMS
// pages (a private-network link is refused on the way); a signed-out visitor sees the news; a
// member sees a tip on home and votes; on the Guyana brand, which disables news, news appears
// nowhere. The member's home page (with the Airspace card judging a demo site) is captured at
// 1440 and 390 px.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BRAND_HOSTS, writeE2eBrands, type E2eBrands } from '../support/brands.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

const DEMO_PASSWORD = 'Sortie-demo-2025';
const NEWS_TITLE = `Drone survey e2e news ${Date.now().toString(36)}`;
const TIP_TITLE = `Charge batteries the night before ${Date.now().toString(36)}`;

/** Signs in through the login dialog and clicks through a first-visit privacy notice if shown. */
async function signIn(page: Page, baseUrl: string, email: string, landed: string): Promise<void> {
  await page.goto(baseUrl);
  await page.getByTestId('landing-login').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name=email]').fill(email);
  await dialog.locator('input[name=password]').fill(DEMO_PASSWORD);
  await dialog.getByTestId('login-submit').click();
  const privacy = page.getByTestId('privacy-accept');
  const target = page.getByTestId(landed);
  await privacy.or(target).first().waitFor();
  if (await privacy.isVisible()) {
    await privacy.click();
    await page.getByTestId('welcome-skip').click();
    await page.getByTestId('welcome-wizard').waitFor({ state: 'detached' });
  }
}

void describe('news and tips', () => {
  let server: RunningServer;
  let browser: Browser;
  let brands: E2eBrands;

  before(async () => {
    brands = writeE2eBrands();
    server = await startServer({ SEED_DEMO: 'true', BRANDS_DIR: brands.dir });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    brands?.remove();
  });

  void it('the Super Admin publishes a news item and a tip', { timeout: 180_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signIn(page, server.url, 'superadmin@sortie.demo', 'sidebar');
    await page.goto(`${server.url}/news-cms`);
    await page.getByRole('heading', { name: 'News CMS' }).waitFor();
    await page.getByRole('button', { name: 'New item' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill(NEWS_TITLE);
    await dialog.getByLabel('Article link').fill('http://10.0.0.1/internal');
    await dialog.getByLabel('Source').fill('Sortie Field Notes');
    await dialog.getByLabel('Featured Read').check();
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await dialog.getByText(/public host/).waitFor();
    await dialog.getByLabel('Article link').fill('https://sortie.in/field-notes/e2e');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('News published').waitFor();
    await page.getByTestId('news-cms-row').filter({ hasText: NEWS_TITLE }).waitFor();

    await page.goto(`${server.url}/tips-cms`);
    await page.getByRole('heading', { name: 'Tips CMS' }).waitFor();
    await page.getByRole('button', { name: 'New tip' }).click();
    const tipDialog = page.getByRole('dialog');
    await tipDialog.getByLabel('Title').fill(TIP_TITLE);
    const editor = tipDialog.getByTestId('rich-text-editor');
    await editor.click();
    await page.keyboard.type('Cold packs lose capacity; ');
    await tipDialog.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('warm them first');
    await tipDialog.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Tip published').waitFor();
    const row = page.getByTestId('tips-cms-row').filter({ hasText: TIP_TITLE });
    await row.waitFor();
    // Chromium's bold command writes <b>; the server's allow-list keeps it.
    assert.equal(await row.locator('b, strong').first().innerText(), 'warm them first');
    await page.close();
  });

  void it('a signed-out visitor sees the news', { timeout: 120_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${server.url}/news`);
    const card = page.getByTestId('news-card').filter({ hasText: NEWS_TITLE });
    await card.waitFor();
    await card.getByText('Featured Read').waitFor();
    assert.equal(await page.getByTestId('sidebar').count(), 0);
    await screenshot(page, 'news-overview-visitor');
    await page.close();
  });

  void it('a member sees the tip on home and votes', { timeout: 180_000 }, async () => {
    // Reduced motion holds the drone carousel at its start, so the screenshots are the same each run.
    const page = await browser.newPage({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    await signIn(page, server.url, 'member@sortie.demo', 'home-greeting');
    const card = page.getByTestId('tip-card');
    await card.waitFor();
    await page.getByTestId('home-news').getByTestId('news-card').first().waitFor();
    // The Airspace row judges the workspace's latest demo site; the Data Check card beside it.
    const airspace = page.getByTestId('airspace-home-card');
    await airspace.getByTestId('airspace-home-site').waitFor({ timeout: 60_000 });
    await airspace.getByTestId('advisory-badge').waitFor();
    await page.getByTestId('supported-drones-card').getByTestId('drone-carousel').waitFor();
    await card.getByRole('button', { name: 'Thumbs up' }).click();
    await page.getByText('Thanks for your input. Glad to know you found it useful.').waitFor();
    await screenshot(page, 'home-member-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await card.waitFor();
    await screenshot(page, 'home-member-390');
    await page.close();
  });

  void it(
    'on the brand with news disabled, news appears nowhere',
    { timeout: 180_000 },
    async () => {
      const base = `http://${BRAND_HOSTS.guyana}:${server.port}`;
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      await page.goto(base);
      await page.getByTestId('landing-login').waitFor();
      assert.equal(await page.getByRole('link', { name: 'Industry News' }).count(), 0);
      await page.goto(`${base}/news`);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      // From the page, so the request goes to the Guyana host through Chromium's resolver rules.
      const status = await page.evaluate(async () => (await fetch('/api/v4/news')).status);
      assert.equal(status, 404);

      await signIn(page, base, 'owner@gy.sortie.demo', 'home-greeting');
      await page.getByTestId('tip-card').waitFor();
      assert.equal(await page.getByTestId('home-news').count(), 0);
      await page.close();
    },
  );
});
