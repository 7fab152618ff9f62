// Live streams (issue 12) in Chromium: with cloud recording on, create a public stream, generate
// its key on the host page and push the simulator's test pattern over RTMP; the private page
// plays (the video's currentTime advances), the public link plays signed out, and once the
// stream ends its recording plays on RecordingViewPage. Waits are for states, never for time.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { publishTestPattern, type Publisher } from '../../apps/server/src/media/test-pattern.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { newPerson, register } from '../support/session.ts';
import { startServer, type RunningServer } from '../support/server.ts';

async function personalSpaceId(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('user'));
  return (JSON.parse(raw ?? '{}') as { personal_space_id: string }).personal_space_id;
}

/** Waits until the page's <video> (by test id) has played past `seconds`. */
async function videoPlays(page: Page, testId: string, seconds = 1): Promise<void> {
  await page.waitForFunction(
    ([id, s]) => {
      const video = document.querySelector<HTMLVideoElement>(`[data-testid="${id}"]`);
      if (video?.paused) void video.play().catch(() => undefined);
      return (video?.currentTime ?? 0) > s;
    },
    [testId, seconds] as const,
    { timeout: 90_000 },
  );
}

void describe('streams', () => {
  let server: RunningServer;
  let browser: Browser;
  let publisher: Publisher | null = null;
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  after(async () => {
    publisher?.stop('SIGKILL');
    await browser?.close();
    await server?.stop();
  });

  void it('goes live from the host page, plays privately and publicly, then plays the recording', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    try {
      await register(page, server.url, newPerson('Ravi'));
      const companyId = await personalSpaceId(page);
      await page.goto(`${server.url}/company/${companyId}/streams`);
      const recording = page.getByRole('switch', { name: 'Cloud recording' });
      await recording.waitFor();
      await recording.check();
      await page.waitForFunction(() =>
        Boolean(
          document.querySelector<HTMLInputElement>('input[aria-label="Cloud recording"]')?.checked,
        ),
      );

      await page.getByLabel('Stream title').fill('Tower inspection');
      await page.getByRole('switch', { name: 'Public' }).check();
      await page.getByRole('button', { name: 'New stream' }).click();
      await page.getByRole('button', { name: 'Generate stream key' }).click();
      const rtmpUrl = await page.getByLabel('RTMP URL (server and key)').inputValue();
      assert.match(rtmpUrl, /^rtmp:\/\/127\.0\.0\.1:\d+\/live\/[A-Za-z0-9]+$/);
      await screenshot(page, 'streams-host-1440');
      publisher = publishTestPattern(rtmpUrl, { seconds: 120 });

      await page.getByRole('link', { name: 'Open the stream page' }).click();
      await page
        .getByTestId('stream-status')
        .filter({ hasText: 'LIVE' })
        .waitFor({ timeout: 60_000 });
      await videoPlays(page, 'stream-video');
      await screenshot(page, 'streams-private-1440');
      const privateUrl = page.url();
      const streamId = privateUrl.split('/livestream/')[1]!.split(/[/?]/)[0]!;

      // Signed out, the public link plays too.
      const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const publicPage = await visitor.newPage();
      await publicPage.goto(`${server.url}/livestream/${streamId}/public`);
      await videoPlays(publicPage, 'stream-video');
      await screenshot(publicPage, 'streams-public-390');
      await visitor.close();

      // The pilot stops: the stream ends and its recording plays, with seeking.
      publisher.stop();
      await page
        .getByTestId('stream-status')
        .filter({ hasText: 'Ended' })
        .waitFor({ timeout: 60_000 });
      await page.goto(`${server.url}/company/${companyId}/streams/${streamId}/recording`);
      await page.getByTestId('recording-video').waitFor({ timeout: 90_000 });
      await videoPlays(page, 'recording-video', 0.5);
      await page.evaluate(() => {
        const video = document.querySelector<HTMLVideoElement>('[data-testid="recording-video"]')!;
        video.currentTime = 0;
      });
      await page.getByTestId('recording-download').waitFor();
      await screenshot(page, 'streams-recording-1440');
    } finally {
      await context.close();
    }
  });
});
