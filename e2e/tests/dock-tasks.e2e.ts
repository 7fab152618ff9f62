// Dock flight tasks (issue 11 §7-8) in Chromium with the dock simulator: a workspace with a bound
// simulated dock and a mission for its aircraft; on the cockpit "Send a mission" picks the site
// and its mission, and "Send to dock" shows the checks and sends it; on the cockpit's map the
// aircraft is seen moving (its readout changes, waited for as states, not time) and the task is
// in its list; the queue shows it too.
// Screenshots of the dialog at 390 px, the cockpit and the queue at 1440 px.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { SimulatedDock } from '../../tools/dock-sim/index.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { newPerson, register } from '../support/session.ts';
import { startServer, type RunningServer } from '../support/server.ts';

type Json = Record<string, unknown>;

async function idToken(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('id_token'))) ?? '';
}

void describe('dock tasks', () => {
  let server: RunningServer;
  let browser: Browser;
  let sim: SimulatedDock | null = null;
  before(async () => {
    // The demo seed's Super Admin moves the workspace to Pro below, as a survey team's would be.
    // Docks need no Pro feature: sending to a dock is flying, not a WPML export (decision 312;
    // dock-task-resume.test.ts flies a dock on Free).
    server = await startServer({ SEED_DEMO: 'true' });
    browser = await launchBrowser();
  });
  after(async () => {
    await sim?.stop();
    await browser?.close();
    await server?.stop();
  });

  void it('sends a mission to a simulated dock and watches the aircraft fly it', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await register(page, server.url, newPerson('Dara'));
      const token = await idToken(page);
      const api = async <T>(method: string, url: string, body?: Json): Promise<T> => {
        const res = await fetch(`${server.url}${url}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
        const text = await res.text();
        assert.ok(res.ok, `${method} ${url}: ${res.status} ${text}`);
        return JSON.parse(text) as T;
      };
      // Docks belong to a company workspace.
      const company = await api<{ id: string }>('POST', '/api/v4/company', { name: 'Dock Aerial' });
      const c = `/api/v4/company/${company.id}`;
      const staff = await fetch(`${server.url}/api/v4/authenticate/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'superadmin@sortie.demo', password: 'Sortie-demo-2025' }),
      }).then((r) => r.json() as Promise<{ id_token: string }>);
      const pro = await fetch(`${server.url}/api/v4/usage/companies/${company.id}/plan`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${staff.id_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ plan_key: 'pro' }),
      });
      assert.equal(pro.status, 200, await pro.text());
      const code = await api<{
        bind_code: string;
        organization_id: string;
        mqtt: { username: string; password: string };
      }>('POST', `${c}/generate_bind_code`, {});
      const health = await api<{ mqtt: { port: number } }>('GET', '/api/health');
      const tag = randomBytes(4).toString('hex').toUpperCase();
      sim = new SimulatedDock({
        broker: `mqtt://127.0.0.1:${health.mqtt.port}`,
        username: code.mqtt.username,
        password: code.mqtt.password,
        code: code.bind_code,
        organizationId: code.organization_id,
        sn: `E2E${tag}D`,
        droneSn: `E2E${tag}A`,
        callSign: 'Hangar One',
        speedup: 4,
      });
      assert.equal((await sim.start()).result, 0);
      const { docks } = await api<{ docks: { id: string; sn: string }[] }>('GET', `${c}/docks`);
      const dockId = docks.find((d) => d.sn === sim!.sn)!.id;
      const site = await api<{ id: string }>('POST', `${c}/sites`, {
        name: 'Dock field',
        goal: 3600,
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [77.59, 12.97],
              [77.59184, 12.97],
              [77.59184, 12.9718],
              [77.59, 12.9718],
              [77.59, 12.97],
            ],
          ],
        },
      });
      await api('POST', `${c}/missions`, {
        kind: 'waypoints',
        name: 'Perimeter',
        site_id: site.id,
        drone_id: 'dji-matrice-3td',
        params: {
          altitude_m: 40,
          speed_mps: 10,
          waypoints: [
            { position: [77.5902, 12.9702] },
            { position: [77.5916, 12.9702] },
            { position: [77.5916, 12.9716] },
            { position: [77.5902, 12.9716] },
          ],
        },
      });

      // The cockpit: Send a mission → the site → its mission → Send to dock with this dock; the
      // checks pass, then it is sent.
      await page.goto(`${server.url}/company/${company.id}/docks/${dockId}`);
      await page.getByTestId('dock-send-mission').waitFor();
      await screenshot(page, 'dock-cockpit-390');
      await page.getByTestId('dock-send-mission').click();
      const picker = page.getByRole('dialog', { name: 'Send a mission from this dock' });
      await picker.getByLabel('Search sites').fill('Dock field');
      await picker.getByRole('button', { name: 'Dock field', exact: true }).click();
      await picker.getByRole('button', { name: 'Perimeter', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Send to dock' });
      const checks = dialog.getByTestId('send-dock-checks');
      await checks.locator('li[data-ok="true"]').nth(6).waitFor();
      assert.equal(await checks.locator('li[data-ok="false"]').count(), 0);
      await screenshot(page, 'dock-send-dialog-390');
      await dialog.getByTestId('send-dock-submit').click();
      await dialog.waitFor({ state: 'detached' });

      // Still on the cockpit: the aircraft's marker moves on the map (its readout changes),
      // waited for as three successive positions, and the task list shows the task.
      await page.setViewportSize({ width: 1440, height: 900 });
      const readout = page.getByTestId('dock-map-readout');
      let previous = (await readout.textContent()) ?? '';
      for (let moves = 0; moves < 3; moves++) {
        await page.waitForFunction(
          (prev) => {
            const text = document.querySelector('[data-testid="dock-map-readout"]')?.textContent;
            return !!text && text.startsWith('Aircraft ') && text !== prev;
          },
          previous,
          { timeout: 90_000 },
        );
        previous = (await readout.textContent()) ?? previous;
      }
      await page.getByTestId('dock-task-list-slot').getByText('Perimeter').waitFor();
      await screenshot(page, 'dock-cockpit-task-1440');

      // The queue lists the task while it flies or once it is done.
      await page.goto(`${server.url}/company/${company.id}/dock-queue`);
      await page.getByRole('heading', { name: 'Dock queue' }).waitFor();
      await page.getByLabel('Show the last 7 days').check();
      await page.getByTestId('dock-task').first().waitFor();
      await screenshot(page, 'dock-queue-1440');
    } finally {
      await context.close();
    }
  });
});
