// Docks (issue 11) in Chromium with the dock simulator (tools/dock-sim, a real MQTT client of the
// server's embedded broker): bind a simulated dock from Settings → Dock; its home card appears
// and its state pill changes without a reload; rename it through a 412 (another edit made the
// card's etag stale: the web refetches the dock and retries once); open the cockpit and read its
// telemetry. Screenshots of the card and the cockpit at 1440 px and 390 px.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page, Route } from 'playwright-core';
import { SimulatedDock } from '../../tools/dock-sim/index.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { mapContainer, mapSettled } from '../support/map.ts';
import { newPerson, register } from '../support/session.ts';
import { startServer, type RunningServer } from '../support/server.ts';

type StoredUser = { companies: { id: string; personal_space: boolean }[] };

async function storedUser(page: Page): Promise<StoredUser> {
  const raw = await page.evaluate(() => localStorage.getItem('user'));
  return JSON.parse(raw ?? '{}') as StoredUser;
}

async function idToken(page: Page): Promise<string> {
  const raw = (await page.evaluate(() => localStorage.getItem('id_token'))) ?? '';
  return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
}

async function step<T>(page: Page, name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    await screenshot(page, `docks-failure-${name}`).catch(() => undefined);
    throw error;
  }
}

void describe('docks', () => {
  let server: RunningServer;
  let browser: Browser;
  let sim: SimulatedDock | null = null;
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await sim?.stop().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  void it('binds a simulated dock, updates its card live, renames it through a 412, and opens the cockpit', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    try {
      await register(page, server.url, newPerson('Dara'));
      // Docks belong to a company workspace.
      await page.getByTestId('workspace-switcher').click();
      await page.getByTestId('create-workspace').click();
      await page.getByTestId('create-workspace-name').fill('Dara Docks');
      await page.getByTestId('create-workspace-submit').click();
      await page.getByTestId('home-workspace-name').getByText('Dara Docks').waitFor();
      const companyId = (await storedUser(page)).companies.find((c) => !c.personal_space)?.id;
      assert.ok(companyId);

      // Settings → Dock: a binding code and the dock's MQTT login.
      const code = await step(page, 'bind-code', async () => {
        await page.goto(`${server.url}/company/${companyId}/settings/dock`);
        await page.getByTestId('dock-generate-code').click();
        await page.getByTestId('dock-bind-details').waitFor();
        return {
          code: (await page.getByTestId('dock-bind-code').textContent())!.trim(),
          username: (await page.getByTestId('dock-mqtt-username').textContent())!.trim(),
          password: (await page.getByTestId('dock-mqtt-password').textContent())!.trim(),
        };
      });

      // Home first, with no dock yet; then the dock binds and its card appears without a reload.
      await page.goto(`${server.url}/company/${companyId}/home`);
      await page.getByTestId('home-greeting').waitFor();
      const health = (await (await fetch(`${server.url}/api/health`)).json()) as {
        mqtt: { port: number };
      };
      const tag = Date.now().toString(36).toUpperCase();
      sim = new SimulatedDock({
        broker: `mqtt://127.0.0.1:${health.mqtt.port}`,
        username: code.username,
        password: code.password,
        code: code.code,
        organizationId: companyId,
        sn: `E2ED${tag}`,
        droneSn: `E2EA${tag}`,
        callSign: 'Riverside',
        speedup: 2,
      });
      assert.equal((await sim.start()).result, 0);
      const card = page.getByTestId(`dock-card-${sim.sn}`);
      await step(page, 'card', async () => {
        await card.getByTestId('dock-pill').getByText('Ready To Fly').waitFor();
        // The dock switches to its backup battery: amber Ready To Fly, still without a reload.
        await sim!.set({
          dock: { backup_battery: { switch: 1, voltage: 26000, temperature: 20 } },
        });
        await card.locator('.MuiChip-colorWarning', { hasText: 'Ready To Fly' }).waitFor();
        await card
          .getByTestId('dock-weather')
          .getByText(/2\.5 m\/s/)
          .waitFor();
      });
      await screenshot(page, 'docks-home-card-1440');

      // Rename through a 412: someone else edits the dock while the page's list refresh is held
      // back (a slow network), so the card still carries the old etag.
      const held: Route[] = [];
      const isList = (url: URL) => url.pathname === `/api/v4/company/${companyId}/docks`;
      await page.route(isList, (route) => {
        held.push(route);
      });
      const token = await idToken(page);
      const list = (await (
        await fetch(`${server.url}/api/v4/company/${companyId}/docks`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { docks: { id: string; etag: string }[] };
      const dock = list.docks[0]!;
      const other = await fetch(`${server.url}/api/v4/company/${companyId}/docks/${dock.id}`, {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'if-match': `"${dock.etag}"`,
        },
        body: JSON.stringify({ location: 'North bank' }),
      });
      assert.equal(other.status, 200);
      const patches: number[] = [];
      page.on('response', (res) => {
        if (res.request().method() === 'PATCH' && res.url().includes('/docks/'))
          patches.push(res.status());
      });
      await step(page, 'rename', async () => {
        await card.getByTestId('dock-card-menu').click();
        await page.getByRole('menuitem', { name: 'Edit Dock Callsign' }).click();
        const dialog = page.getByRole('dialog', { name: 'Update Dock Callsign' });
        const field = dialog.getByTestId('dock-edit-call_sign');
        await field.fill('   ');
        assert.equal(await dialog.getByRole('button', { name: 'Update' }).isDisabled(), true);
        await field.fill('Riverside East');
        await dialog.getByText('14/50').waitFor();
        const renamed = page.waitForResponse(
          (res) => res.request().method() === 'PATCH' && res.status() === 200,
        );
        await field.press('Enter');
        await renamed;
        // The slow network recovers: the held list refreshes arrive and the dialog closes.
        await page.unroute(isList);
        for (const route of held.splice(0)) await route.continue().catch(() => undefined);
        await dialog.waitFor({ state: 'detached' });
      });
      assert.deepEqual(patches, [412, 200]);
      await card.getByText('Riverside East').waitFor();
      await card.getByText('North bank').waitFor();

      // The cockpit: telemetry with named units.
      await step(page, 'cockpit', async () => {
        await card.getByText('Riverside East').click();
        const telemetry = page.getByTestId('dock-telemetry');
        await telemetry.getByText('2.5 m/s').waitFor();
        await telemetry.getByText('Ethernet').waitFor();
        await telemetry.getByText('In use · 26.0 V').waitFor();
        await page
          .getByTestId('dock-map-readout')
          .getByText(/Aircraft/)
          .waitFor();
        await page.getByTestId('dock-task-list-slot').waitFor();
        // The map centres on the dock once it knows where it is.
        const map = mapContainer(page.getByTestId('site-map'));
        await map.and(page.locator('[data-zoom="15.00"]')).waitFor();
        await mapSettled(map);
      });
      await screenshot(page, 'docks-cockpit-1440');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByTestId('dock-telemetry').waitFor();
      await mapSettled(mapContainer(page.getByTestId('site-map')));
      await screenshot(page, 'docks-cockpit-390');
      await step(page, 'home-390', async () => {
        await page.goto(`${server.url}/company/${companyId}/home`);
        await card.getByTestId('dock-pill').waitFor();
      });
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'docks-home-card-390');
    } finally {
      await context.close();
    }
  });
});
