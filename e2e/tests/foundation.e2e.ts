// Foundation (issue 2): a new user registers, signs out, signs in; the id token (five-second
// lifetime here) is refreshed without the user noticing; the two brands show their own names and
// colours on their own host names; the landing page is captured at desktop and phone widths.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { BRAND_HOSTS, launchBrowser, screenshot } from '../support/browser.ts';
import { newPerson, register, signIn, signOut } from '../support/session.ts';
import { startServer, type RunningServer } from '../support/server.ts';

void describe('foundation', () => {
  let server: RunningServer;
  let browser: Browser;

  before(async () => {
    server = await startServer({ TOKEN_TTL_SECONDS: '5' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  void it('registers, signs out and signs in again', async () => {
    const page = await browser.newPage();
    const person = newPerson('Asha');
    await register(page, server.url, person);
    assert.match(await page.getByTestId('home-greeting').innerText(), /Asha/);
    await signOut(page);
    await signIn(page, server.url, person);
    assert.match(await page.getByTestId('home-greeting').innerText(), /Asha/);
    await screenshot(page, 'home-signed-in-desktop');
    await page.close();
  });

  void it(
    'refreshes a five-second token without the user noticing',
    { timeout: 60_000 },
    async () => {
      const page = await browser.newPage();
      const person = newPerson('Ravi');
      await register(page, server.url, person);
      const first = await page.evaluate(() => localStorage.getItem('id_token'));
      assert.ok(first, 'an id token is stored after registering');
      // Let the token expire entirely, then use the app: the client refreshes before the call.
      await page.waitForTimeout(7_000);
      await page.reload();
      await page.getByTestId('home-greeting').waitFor();
      const second = await page.evaluate(() => localStorage.getItem('id_token'));
      assert.ok(second && second !== first, 'a fresh id token replaced the expired one');
      assert.equal(await page.getByTestId('landing-login').count(), 0, 'still signed in');
      await signOut(page);
      const res = await fetch(`${server.url}/api/v4/authenticate`, {
        headers: { authorization: `Bearer ${second}` },
      });
      assert.equal(res.status, 401, 'the token is revoked at once by signing out');
      await page.close();
    },
  );

  void it('serves each brand on its own host name with its own name and colours', async () => {
    const seen: Record<string, { name: string; colour: string }> = {};
    for (const [key, host] of Object.entries(BRAND_HOSTS)) {
      const page = await browser.newPage();
      await page.goto(`http://${host}:${server.port}/`);
      const appName = await page.getByTestId('landing-app-name').innerText();
      const colour = await page
        .getByTestId('get-app')
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      seen[key] = { name: appName, colour };
      assert.equal(
        await page.title().then((t) => t.includes(appName.trim())),
        true,
        'title names the brand',
      );
      await screenshot(page, `landing-${key}-desktop`);
      await page.close();
    }
    assert.match(seen.india!.name, /India/);
    assert.match(seen.guyana!.name, /Guyana/);
    assert.notEqual(seen.india!.colour, seen.guyana!.colour, 'brands have their own theme colours');
  });

  void it('lays the landing page out for a phone', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByTestId('landing-menu-toggle').waitFor();
    await screenshot(page, 'landing-phone');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    assert.equal(overflow, false, 'no horizontal scrolling on a phone');
    await context.close();
  });
});
