// Sites (issue 4) in Chromium against the real server: the demo owner uploads a KML site (seen on
// its map and in the list), draws a polygon site on the map (moving a corner with the keyboard),
// filters, groups and loads more over 30 seeded sites, and shares a site with view access with a
// second user, who sees it and has no Delete. Screenshots of the Sites & Collections page at
// desktop and phone widths land in e2e/artifacts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { artifactsDir, launchBrowser, screenshot } from '../support/browser.ts';
import { clickPoints, mapContainer, mapSettled, zoomInByKeyboard } from '../support/map.ts';
import { finishOnboarding, newPerson, register, type Person } from '../support/session.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { kmlFile, readSiteFile, uploadUrl } from '../support/site-upload.ts';

const DEMO_PASSWORD = 'Sortie-demo-2025';
const OWNER = 'owner@sortie.demo';
const SEEDED = 30;

const KML = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>Ridge Farm</name>
<Polygon><outerBoundaryIs><LinearRing><coordinates>
77.5900,12.9700,0 77.5940,12.9700,0 77.5940,12.9740,0 77.5900,12.9740,0 77.5900,12.9700,0
</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></Document></kml>`;

type StoredUser = { id: string; companies: { id: string; personal_space: boolean }[] };

async function storedUser(page: Page): Promise<StoredUser> {
  const raw = await page.evaluate(() => localStorage.getItem('user'));
  return JSON.parse(raw ?? '{}') as StoredUser;
}

async function idToken(page: Page): Promise<string> {
  const raw = (await page.evaluate(() => localStorage.getItem('id_token'))) ?? '';
  return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
}

async function signInAs(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(baseUrl);
  await page.getByTestId('landing-login').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name=email]').fill(email);
  await dialog.locator('input[name=password]').fill(password);
  await dialog.getByTestId('login-submit').click();
  await page.getByTestId('home-greeting').waitFor();
}

/** Runs `step`; on failure keeps a screenshot named after it, then fails. */
async function step<T>(page: Page, name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    await screenshot(page, `sites-failure-${name}`).catch(() => undefined);
    throw error;
  }
}

const sitesSection = (page: Page) => page.getByRole('region', { name: 'Sites' });

void describe('sites', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: Page;
  let companyId: string;
  const viewer: Person = newPerson('Vikram');

  before(async () => {
    server = await startServer({ SEED_DEMO: 'true' });
    browser = await launchBrowser();
    // The second user registers first, so the share finds their account.
    const page = await browser.newPage();
    await register(page, server.url, viewer);
    await page.close();
    owner = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInAs(owner, server.url, OWNER, DEMO_PASSWORD);
    // On a fresh server demo accounts start like new ones: policy not accepted, wizard unseen.
    await finishOnboarding(owner);
    companyId = (await storedUser(owner)).companies.find((c) => !c.personal_space)!.id;
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  void it('uploads a KML site and shows it on its map and in the list', async () => {
    await readSiteFile(owner, uploadUrl(server.url, companyId), kmlFile('Ridge Farm', KML));
    await owner.getByText(/^Area: /).waitFor();
    assert.equal(await owner.getByLabel('Site name').inputValue(), 'Ridge Farm');
    await owner.getByRole('button', { name: 'Save site' }).click();
    await step(owner, 'upload-saved', async () => {
      await owner.getByTestId('app-snackbar').getByText('Site created successfully').waitFor();
      await owner.waitForURL((url) => /\/sites\/[0-9a-f-]{36}$/.test(url.pathname));
    });
    await owner.getByTestId('site-map').first().waitFor();
    await owner.getByRole('heading', { name: 'Ridge Farm' }).first().waitFor();
    await screenshot(owner, 'sites-uploaded-site');

    await owner.goto(`${server.url}/company/${companyId}/sites`);
    await step(owner, 'upload-listed', () =>
      sitesSection(owner).getByRole('article', { name: 'Ridge Farm' }).waitFor(),
    );
  });

  void it(
    'draws a polygon site by clicking the map, moving a corner with the keyboard',
    { timeout: 120_000 },
    async () => {
      await owner.goto(`${server.url}/company/${companyId}/sites/new?workflow=draw`);
      await owner.getByRole('heading', { name: 'Draw Site' }).waitFor();
      const map = mapContainer(owner.locator('[aria-label="Drawing map"]'));
      const canvas = map.locator('canvas.maplibregl-canvas');
      // Clicks during load are dropped: wait until the map says it has settled.
      await step(owner, 'draw-map', () => mapSettled(map));
      // The map opens on the whole world; zoom in (MapLibre's keyboard: Shift+= is two levels)
      // so the drawn field is field-sized, not larger than the 10,000 km² a site may cover.
      await zoomInByKeyboard(owner, map, 5);
      await step(owner, 'draw-clicks', async () => {
        await clickPoints(owner, map, [
          [0.3, 0.3],
          [0.7, 0.3],
          [0.7, 0.7],
          [0.3, 0.7],
        ]);
        await owner.getByText('(4 points)').waitFor();
      });
      await owner.getByRole('button', { name: 'Finish shape' }).click();
      await owner.getByText('(4 points, finished)').waitFor();
      const area = await owner.getByText(/^Area: /).textContent();

      // Keyboard editing: select the first corner with ']' and nudge it left and up.
      await canvas.focus();
      await owner.keyboard.press(']');
      await owner.getByText('Point 1 of 4 selected').waitFor();
      await owner.keyboard.press('Shift+ArrowLeft');
      await owner.keyboard.press('Shift+ArrowUp');
      await step(owner, 'draw-nudge', async () => {
        // The live area changes as the corner moves outwards.
        const same = new RegExp(`^${area!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
        await owner
          .getByText(/^Area: /)
          .filter({ hasNotText: same })
          .waitFor();
        assert.notEqual(await owner.getByText(/^Area: /).textContent(), area);
      });
      await screenshot(owner, 'sites-draw-keyboard');
      await owner.keyboard.press('Escape');
      await owner.getByText('Point 1 of 4 selected').waitFor({ state: 'detached' });

      await owner.getByLabel('Site name').fill('Drawn Orchard');
      await owner.getByRole('button', { name: 'Save site' }).click();
      await step(owner, 'draw-saved', async () => {
        await owner.getByTestId('app-snackbar').getByText('Site created successfully').waitFor();
        await owner.waitForURL((url) => /\/sites\/[0-9a-f-]{36}$/.test(url.pathname));
      });
      await owner.getByRole('heading', { name: 'Drawn Orchard' }).first().waitFor();
    },
  );

  void it('filters, groups and loads more', { timeout: 180_000 }, async () => {
    // Seed 30 point sites through the API, as the owner.
    const token = await idToken(owner);
    for (let i = 1; i <= SEEDED; i++) {
      const res = await fetch(`${server.url}/api/v4/company/${companyId}/sites`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Seed Tower ${String(i).padStart(2, '0')}`,
          geometry: { type: 'Point', coordinates: [77.6 + i / 1000, 12.98] },
        }),
      });
      assert.equal(res.status, 201, await res.text());
    }
    await owner.goto(`${server.url}/company/${companyId}/sites`);
    const cards = sitesSection(owner).getByTestId('site-card');
    await step(owner, 'list-first-page', async () => {
      await owner.getByRole('button', { name: /^Load More \(\d+\)$/ }).waitFor();
      assert.equal(await cards.count(), 20);
    });
    await screenshot(owner, 'sites-overview-desktop');
    await owner.getByRole('button', { name: /^Load More \(\d+\)$/ }).click();
    await step(owner, 'list-load-more', async () => {
      await sitesSection(owner).getByRole('article', { name: 'Seed Tower 01' }).waitFor();
      assert.ok((await cards.count()) >= SEEDED + 2);
    });

    // Search: a 300 ms debounce, then only the match.
    await owner.getByRole('button', { name: 'Search sites' }).click();
    await owner.getByRole('textbox', { name: 'Search sites' }).fill('ridge');
    await step(owner, 'search', async () => {
      await owner.waitForFunction(
        () =>
          document.querySelectorAll('[aria-labelledby="sites-heading"] [data-testid="site-card"]')
            .length === 1,
      );
      await sitesSection(owner).getByRole('article', { name: 'Ridge Farm' }).waitFor();
    });
    await owner.getByRole('button', { name: 'Clear Filters' }).click();

    // Created By: the owner is listed first as '(You)'; another member's sites are none.
    await owner.getByRole('button', { name: /^Created By/ }).click();
    const people = owner.locator('.MuiPopover-paper').getByRole('menuitemcheckbox');
    await step(owner, 'created-by', async () => {
      await people.first().waitFor();
      assert.match((await people.first().textContent()) ?? '', /\(You\)$/);
      assert.ok((await people.count()) > 1);
    });
    await people.nth(1).click();
    await owner.keyboard.press('Escape');
    await owner.getByRole('button', { name: /^Created By \(1\)/ }).waitFor();
    await step(owner, 'created-by-empty', () =>
      sitesSection(owner).getByText('No sites match these filters').waitFor(),
    );
    await owner.getByRole('button', { name: 'Clear Filters' }).click();
    await sitesSection(owner).getByRole('article', { name: 'Ridge Farm' }).waitFor();

    // Group by Created At: everything is from this week, with its own Load More.
    await owner.getByRole('button', { name: /^Group By/ }).click();
    await owner.getByRole('menuitem', { name: 'Created At' }).click();
    const week = owner.getByRole('region', { name: 'This Week' });
    await step(owner, 'grouped', async () => {
      await week.getByTestId('site-card').first().waitFor();
      await owner.getByRole('region', { name: 'Older' }).getByText('No older sites').waitFor();
    });
    const before = await week.getByTestId('site-card').count();
    await week.getByRole('button', { name: /^Load More/ }).click();
    await step(owner, 'group-load-more', () =>
      owner.waitForFunction(
        (n) =>
          (document
            .querySelector('[aria-label="This Week"]')
            ?.querySelectorAll('[data-testid="site-card"]').length ?? 0) > n,
        before,
      ),
    );
    await screenshot(owner, 'sites-grouped-desktop');

    // Phone width: the same page, grouped.
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.reload();
    await owner
      .getByRole('region', { name: 'This Week' })
      .getByTestId('site-card')
      .first()
      .waitFor();
    await screenshot(owner, 'sites-overview-phone');
    await owner.screenshot({ path: `${artifactsDir}/sites-overview-phone-top.png` });
    await owner.getByRole('button', { name: /^Group By/ }).click();
    await owner.getByRole('menuitem', { name: 'Remove Grouping' }).click();
    await owner.getByRole('region', { name: 'This Week' }).waitFor({ state: 'detached' });
    await owner.setViewportSize({ width: 1366, height: 900 });
  });

  void it('narrows the list with the Filters menu, and scrolls back to the top', async () => {
    await owner.goto(`${server.url}/company/${companyId}/sites`);
    const cards = sitesSection(owner).getByTestId('site-card');
    await cards.first().waitFor();
    // The menu is a popover: the page behind it (and the badge) is hidden until it closes.
    const menu = owner.locator('.MuiPopover-paper');
    await owner.getByRole('button', { name: 'Filters', exact: true }).click();
    // Every site was made today: Today keeps them, and the badge counts one filter.
    await menu.getByRole('button', { name: 'Today' }).click();
    await owner.keyboard.press('Escape');
    await step(owner, 'filters-today', async () => {
      await owner.getByRole('button', { name: 'Filters, 1 set' }).waitFor();
      await cards.first().waitFor();
    });
    // Flown By: the admin has flown nothing (the demo content's flights are the owner's).
    await owner.getByRole('button', { name: 'Filters, 1 set' }).click();
    await menu.getByRole('menuitemcheckbox').nth(1).click();
    await screenshot(owner, 'sites-filters-menu');
    await owner.keyboard.press('Escape');
    await step(owner, 'filters-flown-by', async () => {
      await owner.getByRole('button', { name: 'Filters, 2 set' }).waitFor();
      await sitesSection(owner).getByText('No sites match these filters').waitFor();
    });
    await owner.getByRole('button', { name: 'Clear Filters' }).click();
    await owner.getByRole('button', { name: 'Filters', exact: true }).waitFor();
    await cards.first().waitFor();

    // Scroll-to-top appears past 250 px and brings the page back up.
    const toTop = owner.getByRole('button', { name: 'Scroll to top' });
    assert.equal(await toTop.count(), 0);
    await owner.mouse.wheel(0, 1200);
    await step(owner, 'scroll-to-top-shown', () => toTop.waitFor());
    await toTop.click();
    await step(owner, 'scroll-to-top', async () => {
      await owner.waitForFunction(() => window.scrollY < 5);
      await toTop.waitFor({ state: 'detached' });
    });
  });

  void it('scrolls the home Sites row with its buttons', async () => {
    await owner.goto(`${server.url}/company/${companyId}/home`);
    const right = owner.getByRole('button', { name: 'Scroll sites right' });
    const left = owner.getByRole('button', { name: 'Scroll sites left' });
    await step(owner, 'home-row', () => right.waitFor());
    assert.equal(await left.count(), 0);
    await right.click();
    // Smooth scrolling, then the buttons are rechecked (750 ms): now there is a way back.
    await step(owner, 'home-row-scrolled', () => left.waitFor());
    await screenshot(owner, 'home-sites-row-scrolled');
    await left.click();
    await step(owner, 'home-row-back', () => left.waitFor({ state: 'detached' }));
  });

  void it(
    'refuses to save a crossing shape, and saves a corridor with its width',
    { timeout: 120_000 },
    async () => {
      await owner.goto(`${server.url}/company/${companyId}/sites/new?workflow=draw`);
      await owner.getByRole('heading', { name: 'Draw Site' }).waitFor();
      const map = mapContainer(owner.locator('[aria-label="Drawing map"]'));
      await mapSettled(map);
      await zoomInByKeyboard(owner, map, 5);
      const clickAt = (points: [number, number][]) => clickPoints(owner, map, points);
      await owner.getByLabel('Site name').fill('Bow Tie');
      // A bow tie: the second edge crosses the fourth.
      await clickAt([
        [0.3, 0.3],
        [0.7, 0.7],
        [0.7, 0.3],
        [0.3, 0.7],
      ]);
      await owner.getByRole('button', { name: 'Finish shape' }).click();
      await step(owner, 'draw-crossing', async () => {
        await owner
          .getByRole('alert')
          .getByText(/edges of this shape cross each other/)
          .waitFor();
        assert.equal(await owner.getByRole('button', { name: 'Save site' }).isDisabled(), true);
      });
      await screenshot(owner, 'sites-draw-crossing');

      await owner.getByRole('button', { name: 'Corridor' }).click();
      await clickAt([
        [0.25, 0.6],
        [0.5, 0.4],
        [0.75, 0.45],
      ]);
      await owner.getByRole('button', { name: 'Finish shape' }).click();
      await owner.getByText(/^Length: /).waitFor();
      await owner.getByLabel('Corridor width').fill('35');
      await owner.getByLabel('Site name').fill('Drawn Road');
      await owner.getByRole('button', { name: 'Save site' }).click();
      const siteUrl = await step(owner, 'corridor-saved', async () => {
        await owner.waitForURL((url) => /\/sites\/[0-9a-f-]{36}$/.test(url.pathname));
        return new URL(owner.url()).pathname;
      });
      await owner.getByRole('heading', { name: 'Drawn Road' }).first().waitFor();
      const res = await fetch(`${server.url}/api/v4${siteUrl}`, {
        headers: { authorization: `Bearer ${await idToken(owner)}` },
      });
      const site = (await res.json()) as { site_type: string; corridor_width_m: number };
      assert.equal(site.site_type, 'corridor');
      // 35 in the user's unit: metres, or feet for imperial users.
      assert.ok(
        Math.abs(site.corridor_width_m - 35) < 0.01 ||
          Math.abs(site.corridor_width_m - 10.668) < 0.01,
        String(site.corridor_width_m),
      );
    },
  );

  void it('shows every site of a collection on its map and cards, with Load More', async () => {
    const token = await idToken(owner);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const listed = await fetch(`${server.url}/api/v4/company/${companyId}/sites?limit=25`, {
      headers,
    });
    const siteIds = ((await listed.json()) as { sites: { id: string }[] }).sites.map((x) => x.id);
    assert.equal(siteIds.length, 25);
    const created = await fetch(`${server.url}/api/v4/company/${companyId}/collections`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'East Towers', site_ids: siteIds }),
    });
    const text = await created.text();
    assert.equal(created.status, 201, text);
    const collectionId = (JSON.parse(text) as { id: string }).id;

    await owner.goto(`${server.url}/company/${companyId}/collections/${collectionId}`);
    await owner.getByRole('heading', { name: 'East Towers' }).waitFor();
    const cards = owner.getByTestId('site-card');
    await step(owner, 'collection-first-page', async () => {
      await owner.getByRole('region', { name: 'Collection map' }).waitFor();
      await owner.getByRole('button', { name: 'Load More (5)' }).waitFor();
      assert.equal(await cards.count(), 20);
    });
    await screenshot(owner, 'collection-details-desktop');
    await owner.getByRole('button', { name: 'Load More (5)' }).click();
    await step(owner, 'collection-load-more', () =>
      owner.waitForFunction(
        () => document.querySelectorAll('[data-testid="site-card"]').length === 25,
      ),
    );

    // Remove the newest site from the collection through its card menu.
    await owner
      .getByRole('article', { name: 'Seed Tower 30' })
      .getByRole('button', { name: 'Site actions' })
      .click();
    await owner.getByRole('menuitem', { name: 'Remove from Collection' }).click();
    await step(owner, 'collection-remove', async () => {
      await owner.getByTestId('app-snackbar').getByText('Site removed from collection').waitFor();
      await owner.getByRole('article', { name: 'Seed Tower 30' }).waitFor({ state: 'detached' });
    });
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.evaluate(() => window.scrollTo(0, 0));
    await owner.getByRole('heading', { name: 'East Towers' }).waitFor();
    await owner.screenshot({ path: `${artifactsDir}/collection-details-phone.png` });
    await owner.setViewportSize({ width: 1366, height: 900 });
  });

  void it(
    'shares a site with view access; the viewer sees it and has no Delete',
    { timeout: 120_000 },
    async () => {
      await owner.goto(`${server.url}/company/${companyId}/sites`);
      // Ridge Farm is the oldest of 32 sites: find it with the search rather than paging.
      await owner.getByRole('button', { name: 'Search sites' }).click();
      await owner.getByRole('textbox', { name: 'Search sites' }).fill('ridge');
      const card = sitesSection(owner).getByRole('article', { name: 'Ridge Farm' });
      await card.getByRole('button', { name: 'Site actions' }).click();
      await owner.getByRole('menuitem', { name: 'Share Site' }).click();
      const dialog = owner.getByRole('dialog');
      await dialog.getByLabel('E-mail').fill(viewer.email);
      await dialog.getByRole('button', { name: 'Share' }).click();
      await step(owner, 'shared', async () => {
        await owner
          .getByTestId('app-snackbar')
          .getByText(`Site shared with ${viewer.email}`)
          .waitFor();
        // The dialog stays open and lists the viewer with their level, to change or revoke.
        await dialog
          .getByRole('list', { name: 'People with access' })
          .getByText(viewer.name)
          .waitFor();
      });
      await screenshot(owner, 'sites-share-dialog');
      await dialog.getByRole('button', { name: 'Done' }).click();

      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      await step(page, 'viewer-sign-in', () =>
        signInAs(page, server.url, viewer.email, viewer.password),
      );
      const personal = (await storedUser(page)).companies.find((c) => c.personal_space)!.id;
      await page.goto(`${server.url}/company/${personal}/sites`);
      const shared = sitesSection(page).getByRole('article', { name: 'Ridge Farm' });
      await step(page, 'viewer-list', () => shared.waitFor());
      await shared.getByRole('button', { name: 'Site actions' }).click();
      await page.getByRole('menuitem', { name: 'Export Site as KML' }).waitFor();
      assert.equal(await page.getByRole('menuitem', { name: 'Delete Site' }).count(), 0);
      // A site shared in from another workspace joins none of the viewer's collections.
      assert.equal(await page.getByRole('menuitem', { name: 'Add to Collection' }).count(), 0);
      await screenshot(page, 'sites-viewer-menu');
      await page.keyboard.press('Escape');

      await shared.getByRole('link', { name: 'Ridge Farm' }).first().click();
      await step(page, 'viewer-site', async () => {
        await page.getByRole('heading', { name: 'Ridge Farm' }).first().waitFor();
        await page.getByTestId('site-map').first().waitFor();
      });
      assert.equal(await page.getByRole('button', { name: 'Delete Site' }).count(), 0);
      await screenshot(page, 'sites-viewer-site');
      await page.close();
    },
  );

  void it('shows a site a colleague creates without a reload (realtime)', async () => {
    await owner.goto(`${server.url}/company/${companyId}/sites`);
    // The search pill reopens with the last search (a saved preference) or starts closed.
    const searchBox = owner.getByRole('textbox', { name: 'Search sites' });
    const searchButton = owner.getByRole('button', { name: 'Search sites' });
    await searchBox.or(searchButton).first().waitFor();
    if (!(await searchBox.isVisible())) await searchButton.click();
    await searchBox.fill('beacon');
    await step(owner, 'realtime-empty', () =>
      sitesSection(owner).getByText('No sites match “beacon”').waitFor(),
    );
    // The admin creates a site from another session (the API, as a second browser would).
    const login = await fetch(`${server.url}/api/v4/authenticate/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@sortie.demo', password: DEMO_PASSWORD }),
    });
    assert.equal(login.status, 200, await login.clone().text());
    const { id_token: adminToken } = (await login.json()) as { id_token: string };
    const created = await fetch(`${server.url}/api/v4/company/${companyId}/sites`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Beacon Hill',
        geometry: { type: 'Point', coordinates: [77.61, 12.99] },
      }),
    });
    assert.equal(created.status, 201, await created.text());
    // No reload: the sites.changed event on the company channel refetches the open list.
    await step(owner, 'realtime-appears', () =>
      sitesSection(owner).getByRole('article', { name: 'Beacon Hill' }).waitFor(),
    );
  });
});
