// Hindi (issue 18 §2): a visitor chooses हिन्दी on the landing page and meets the landing page,
// the sign-in dialog and the home page in Hindi; a wrong password is answered in Hindi (the
// server's error type chosen on the client); the choice survives a reload and is saved on the
// user. Screenshots go to e2e/artifacts/hindi-*.png. The site page and planner have their own spec.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { newPerson, register, signOut, type Person } from '../support/session.ts';

/** Devanagari letters: a text in Hindi has some, and no run of Latin words. */
const DEVANAGARI = /[\u0900-\u097F]/;
const HINDI_GREETINGS = /^(नमस्ते|नमस्कार|सुप्रभात|शुभ दोपहर|शुभ संध्या), Meera!$/;

async function text(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).innerText()).trim();
}

async function chooseHindi(page: Page): Promise<void> {
  await page.getByTestId('language-switch').selectOption('hi');
  await page.waitForFunction(() => document.documentElement.lang === 'hi');
  await page.getByTestId('landing-login').filter({ hasText: 'लॉग इन' }).waitFor();
}

void describe('Hindi', () => {
  let server: RunningServer;
  let browser: Browser;
  let person: Person;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    // An account made in English; its owner then comes back and chooses Hindi.
    const page = await browser.newPage();
    person = newPerson('Meera');
    await register(page, server.url, person);
    await signOut(page);
    await page.close();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  void it('shows the landing page in Hindi once हिन्दी is chosen, on desktop and phone', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(server.url);
    assert.equal(await text(page, 'landing-login'), 'Login');
    await chooseHindi(page);
    assert.equal(await text(page, 'landing-register'), 'रजिस्टर करें');
    assert.equal(await text(page, 'landing-product-label'), 'ड्रोन सर्वे पोर्टल');
    assert.match(await text(page, 'landing-tagline'), DEVANAGARI);
    assert.equal(await text(page, 'landing-link-whatsnew'), 'नया क्या है');
    assert.match(await text(page, 'get-app'), /ऐप पाएँ/);
    const highlights = await page.locator('.landing-card h2').allInnerTexts();
    assert.deepEqual(highlights, [
      'मिनटों में मिशन की योजना',
      'उड़ान और लाइव स्ट्रीम',
      'साइट पर ही डेटा की जाँच',
    ]);
    // No element of the page overflows its width (long Hindi words wrap, nothing is cut off).
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(overflow, 0, 'the Hindi landing page does not scroll sideways');
    await screenshot(page, 'hindi-landing-desktop');

    // The same browser on a phone width remembers the choice (localStorage) before any sign-in.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByTestId('landing-login').filter({ hasText: 'लॉग इन' }).waitFor();
    const phoneOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(phoneOverflow, 0, 'the Hindi landing page fits a phone');
    await screenshot(page, 'hindi-landing-phone');
    await page.close();
  });

  void it('answers a wrong password in Hindi, then signs in to a Hindi home page', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(server.url);
    await chooseHindi(page);
    await page.getByTestId('landing-login').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: /में साइन इन करें/ }).waitFor();
    assert.equal(await dialog.getByTestId('login-submit').innerText(), 'साइन इन करें');
    await dialog.locator('input[name=email]').fill(person.email);
    await dialog.locator('input[name=password]').fill('Not-the-password-1');
    await dialog.getByTestId('login-submit').click();
    // invalid_credentials, translated by type on the client (errors:types.invalid_credentials).
    const error = dialog.getByTestId('login-error');
    await error.waitFor();
    assert.equal((await error.innerText()).trim(), 'ईमेल या पासवर्ड सही नहीं है।');
    await screenshot(page, 'hindi-sign-in-wrong-password');

    await dialog.locator('input[name=password]').fill(person.password);
    const languageSaved = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && /\/api\/v4\/users\//.test(r.url()),
    );
    await dialog.getByTestId('login-submit').click();
    await page.getByTestId('home-greeting').waitFor();
    assert.match(await text(page, 'home-greeting'), HINDI_GREETINGS);
    assert.equal(await page.getByTestId('nav-home').getAttribute('aria-label'), 'होम');
    assert.equal(await page.getByTestId('nav-sites').getAttribute('aria-label'), 'साइटें');
    await screenshot(page, 'hindi-home');

    // The choice survives a reload, and was saved on the user when they signed in.
    assert.equal((await languageSaved).status(), 200);
    await page.reload();
    await page.getByTestId('home-greeting').waitFor();
    assert.match(await text(page, 'home-greeting'), HINDI_GREETINGS);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'hi');
    const saved = await page.evaluate(async () => {
      const token = localStorage.getItem('id_token');
      const res = await fetch('/api/v4/authenticate', {
        headers: { authorization: `Bearer ${token ?? ''}` },
      });
      return ((await res.json()) as { user: { language?: string | null } }).user.language;
    });
    assert.equal(saved, 'hi', 'the language chosen before sign-in is saved on the user');
    await page.close();
  });
});
