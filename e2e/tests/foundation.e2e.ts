// Foundation (issue 2): a new user registers, signs out, signs in; with a one-minute token the
// client refreshes before its next call without the user noticing; a forgotten password is reset
// from the link in a real (SMTP) e-mail; the two brands show their own names and colours on their
// own host names; the landing page is captured at desktop and phone widths.
import assert from 'node:assert/strict';
import { lookup } from 'node:dns/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BRAND_HOSTS, writeE2eBrands, type E2eBrands } from '../support/brands.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { startMailbox, type Mailbox } from '../support/mailbox.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { newPerson, register, signIn, signOut } from '../support/session.ts';

const TOKEN_TTL_SECONDS = 60;
const REFRESH_PATH = '/api/v4/authenticate/refresh';
const REVOKED_MESSAGE = 'Account access revoked or expired';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('id_token'));

function tokenClaims(token: string): { iat: number; exp: number } {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    iat: number;
    exp: number;
  };
}

void describe('foundation', () => {
  let server: RunningServer;
  let browser: Browser;
  let brands: E2eBrands;
  let mailbox: Mailbox;

  before(async () => {
    brands = writeE2eBrands();
    mailbox = await startMailbox();
    server = await startServer({
      TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS),
      BRANDS_DIR: brands.dir,
      SMTP_URL: mailbox.url,
    });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
    brands?.remove();
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

  void it('refreshes a one-minute token on the next call without the user noticing', async () => {
    const page = await browser.newPage();
    const person = newPerson('Ravi');
    await register(page, server.url, person);
    const first = await storedToken(page);
    assert.ok(first, 'an id token is stored after registering');
    const { iat, exp } = tokenClaims(first);
    assert.equal(exp - iat, TOKEN_TTL_SECONDS, 'the test server issues one-minute tokens');

    // Under five minutes always remain of a one-minute token, so the client refreshes before
    // its next authorised call; the user just moves on to Sites.
    const refreshed = page.waitForResponse((r) => new URL(r.url()).pathname === REFRESH_PATH);
    await page.getByTestId('nav-sites').click();
    const refresh = await refreshed;
    assert.equal(refresh.status(), 200, 'the refresh succeeded');
    const body = (await refresh.json()) as { id_token: string; expires_at: string };
    await page.waitForURL(/\/company\/[^/]+\/sites$/);
    await page.getByTestId('sidebar').waitFor();

    // Tokens carry whole seconds, so a refresh within the second of the last one may return the
    // same string; what matters is that the client stored what the refresh returned.
    const second = await storedToken(page);
    assert.ok(second, 'still holding an id token');
    assert.equal(second, body.id_token, 'the stored token is the refreshed one');
    assert.ok(tokenClaims(second).exp >= exp, 'the refreshed token lives at least as long');
    assert.equal(await page.getByTestId('landing-login').count(), 0, 'still signed in');
    assert.equal(
      await page.getByText(REVOKED_MESSAGE).count(),
      0,
      'no sign-out snackbar was shown',
    );
    await page.getByTestId('user-menu-button').waitFor();

    await signOut(page);
    const res = await fetch(`${server.url}/api/v4/authenticate`, {
      headers: { authorization: `Bearer ${second}` },
    });
    assert.equal(res.status, 401, 'the token is revoked at once by signing out');
    await page.close();
  });

  void it('resets a forgotten password from the link in the e-mail', async () => {
    const page = await browser.newPage();
    const person = newPerson('Meera');
    await register(page, server.url, person);
    await signOut(page);

    await page.getByTestId('landing-login').click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const request = page.getByTestId('reset-password-dialog');
    await request.locator('input[name=email]').fill(person.email);
    await request.getByRole('button', { name: 'Send verification code' }).click();
    await request.locator('input[name=verification_token]').waitFor();

    const mail = await mailbox.next(person.email, /Reset your .+ password/);
    const link = /https?:\/\/\S+verification_token=[\w-]+/.exec(mail.text)?.[0];
    assert.ok(link, `the e-mail carries a reset link:\n${mail.text}`);

    await page.goto(link);
    const dialog = page.getByTestId('reset-password-dialog');
    await dialog.getByText('Choose a new password for your account.').waitFor();
    assert.equal(new URL(page.url()).search, '', 'the token left the address bar');
    const newPassword = 'Orthomosaic-2026';
    await dialog.locator('input[name=password]').fill(newPassword);
    await dialog.getByRole('button', { name: 'Set new password' }).click();
    await page.getByTestId('login-dialog').waitFor();
    await signIn(page, server.url, { email: person.email, password: newPassword });
    assert.match(await page.getByTestId('home-greeting').innerText(), /Meera/);

    // The link works once.
    await signOut(page);
    await page.goto(link);
    await dialog.locator('input[name=password]').fill('Another-Password-77');
    await dialog.getByRole('button', { name: 'Set new password' }).click();
    await dialog.getByTestId('reset-link-expired').waitFor();
    await screenshot(page, 'reset-link-used');
    await page.close();
  });

  void it('serves each brand on its own host name with its own name and colours', async () => {
    const seen: Record<string, { name: string; colour: string }> = {};
    for (const [key, host] of Object.entries(BRAND_HOSTS)) {
      // Not in DNS: only Chromium's --host-resolver-rules reaches these names.
      await assert.rejects(lookup(host), `${host} must not resolve outside Chromium`);
      const page = await browser.newPage();
      await page.goto(`http://${host}:${server.port}/`);
      const appName = await page.getByTestId('landing-app-name').innerText();
      const colour = await page
        .getByTestId('landing-register')
        .evaluate((el) => getComputedStyle(el.closest('section') ?? el).backgroundImage);
      seen[key] = { name: appName, colour };
      assert.equal(await page.title(), appName.trim(), 'the title names the brand');
      await screenshot(page, `landing-${key}-desktop`);
      await page.close();
    }
    assert.match(seen.india!.name, /India/);
    assert.match(seen.guyana!.name, /Guyana/);
    assert.notEqual(seen.india!.colour, seen.guyana!.colour, 'brands have their own theme colours');

    // The Guyana brand disables news: no nav link, and a typed /news is not a page there.
    const page = await browser.newPage();
    await page.goto(`http://${BRAND_HOSTS.guyana}:${server.port}/news`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.goto(`http://${BRAND_HOSTS.india}:${server.port}/news`);
    await page.getByRole('heading', { name: 'Industry News and Updates' }).waitFor();
    await page.close();
  });

  void it('lays the landing page out for a phone', async () => {
    for (const [key, host] of Object.entries(BRAND_HOSTS)) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
      });
      const page = await context.newPage();
      await page.goto(`http://${host}:${server.port}/`);
      await page.getByTestId('landing-menu-toggle').waitFor();
      await screenshot(page, `landing-${key}-phone`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      );
      assert.equal(overflow, false, 'no horizontal scrolling on a phone');
      await context.close();
    }
  });
});
