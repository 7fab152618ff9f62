// Camera control of a live stream (issue 12 §5) in Chromium: the pilot-app simulator joins the
// stream's realtime channel as the host and pushes the test pattern; on the private page a
// camera-control button reaches the simulator, which answers, and the page shows the new state;
// a failure the simulator was told to produce shows the exact feature-areas §8 message; a box
// drawn over the video comes back from the server as a shared annotation.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TStream, TStreamToken } from '@sortie/domain/contracts';
import type { Browser, Page } from 'playwright-core';
import { publishTestPattern, type Publisher } from '../../apps/server/src/media/test-pattern.ts';
import { startPilotLink, type PilotLink } from '../../apps/server/src/tools/pilot-link.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { newPerson, register } from '../support/session.ts';
import { startServer, type RunningServer } from '../support/server.ts';

async function sessionOf(page: Page): Promise<{ companyId: string; token: string }> {
  const user = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}') as {
    personal_space_id: string;
  };
  const raw = (await page.evaluate(() => localStorage.getItem('id_token'))) ?? '';
  return {
    companyId: user.personal_space_id,
    token: raw.startsWith('"') ? (JSON.parse(raw) as string) : raw,
  };
}

async function api<T>(base: string, token: string, path: string, body: object): Promise<T> {
  const res = await fetch(`${base}/api/v4${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  assert.ok(res.ok, `${path}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

void describe('stream camera control', () => {
  let server: RunningServer;
  let browser: Browser;
  let pilot: PilotLink | null = null;
  let publisher: Publisher | null = null;
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  after(async () => {
    publisher?.stop('SIGKILL');
    await pilot?.stop();
    await browser?.close();
    await server?.stop();
  });

  void it('sends a camera command to the pilot app and shows its answer', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    try {
      await register(page, server.url, newPerson('Meera'));
      const { companyId, token } = await sessionOf(page);
      const stream = await api<TStream>(server.url, token, `/company/${companyId}/streams`, {
        title: 'Substation inspection',
      });
      const key = await api<TStreamToken>(
        server.url,
        token,
        `/company/${companyId}/streams/generatetoken`,
        { stream_id: stream.id },
      );
      pilot = startPilotLink({
        api: server.url,
        token,
        streamId: stream.id,
        appVersion: '2025.1.0',
        fail: ['set_lens_type'],
        telemetryMs: 1000,
      });
      await pilot.ready;
      publisher = publishTestPattern(key.rtmp_url, { seconds: 120 });

      await page.goto(`${server.url}/company/${companyId}/livestream/${stream.id}`);
      const panel = page.getByTestId('camera-panel');
      await panel.getByText('Pilot app 2025.1.0').waitFor({ timeout: 30_000 });
      const state = page.getByTestId('camera-state');
      await state.filter({ hasText: 'Photo mode' }).waitFor();

      // A button reaches the simulator, which switches and answers; the page shows the state.
      await page.getByRole('button', { name: 'Video', exact: true }).click();
      await pilot.waitForCommand((r) => r.command === 'set_drone_camera_mode');
      await state.filter({ hasText: 'Video mode' }).waitFor();
      await page.getByRole('button', { name: 'Start recording' }).click();
      await state.filter({ hasText: 'Recording' }).waitFor();
      assert.equal(pilot.camera.recording, true);
      await panel.getByText('Camera controlled by Meera').waitFor();

      // A failure (the simulator fails lens switches on request) shows the §8 message.
      await page.getByRole('button', { name: 'IR', exact: true }).click();
      await page.getByText('Unable to switch to IR lens').waitFor();
      assert.equal(pilot.camera.lens, 'wide');

      // The weather view (pilot app 2025.1) answers the page's request.
      await page.getByTestId('weather').filter({ hasText: 'Clear' }).waitFor();

      // A box drawn over the playing video comes back as a shared annotation.
      await page
        .getByTestId('stream-status')
        .filter({ hasText: 'LIVE' })
        .waitFor({ timeout: 60_000 });
      await page.getByRole('switch', { name: 'Annotate the video' }).check();
      await page.getByLabel('Annotation label').fill('Hot spot');
      const layer = page.getByTestId('annotation-layer');
      await layer.waitFor();
      const box = (await layer.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.55, { steps: 4 });
      await page.mouse.up();
      await page.getByTestId('annotation-list').getByText('1. Hot spot (Meera Rao)').waitFor();
      await page.getByTestId('annotation-mark').first().waitFor();
      await screenshot(page, 'stream-camera-1440');

      // In Hindi (decision 430) the same panel reads in Hindi.
      await page.evaluate(() => localStorage.setItem('sortie.language', 'hi'));
      await page.reload();
      await page.getByText('पायलट ऐप 2025.1.0').waitFor({ timeout: 30_000 });
      await screenshot(page, 'stream-camera-hi-1440');
    } finally {
      await context.close();
    }
  });
});
