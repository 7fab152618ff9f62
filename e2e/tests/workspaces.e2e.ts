// Workspaces (issue 3), in two browser contexts (two people, two sessions): Gita creates a
// workspace from the switcher and invites Ravi by e-mail; Ravi signs in and accepts from the
// invites tab of his user page; he switches workspaces; Gita changes his role and then removes
// him, and Ravi is told and moved to his personal workspace. A fresh workspace is on the Free
// plan, which allows a team of 5 (decision 050); its logo counts against its storage (090).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { artifactsDir, launchBrowser, screenshot } from '../support/browser.ts';
import { startMailbox, type Mailbox } from '../support/mailbox.ts';
import { finishOnboarding, newPerson, register, signIn, signOut } from '../support/session.ts';
import { startServer, type RunningServer } from '../support/server.ts';

// An 8×8 orange PNG.
const PNG_8PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN4EauFFTEMLQkACWRbwaMj88gAAAAASUVORK5CYII=',
  'base64',
);

type StoredUser = {
  id: string;
  companies: { id: string; name: string; personal_space: boolean; role: string }[];
};

async function storedUser(page: Page): Promise<StoredUser> {
  const raw = await page.evaluate(() => localStorage.getItem('user'));
  return JSON.parse(raw ?? '{}') as StoredUser;
}

/**
 * A viewport screenshot once open menus have finished their transition: a full-page one resizes
 * the window, which closes them.
 */
async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  // Menus and dialogs open with CSS transitions: wait until none is running. Endless ones never
  // finish and are left out: a button focused from the keyboard pulses its ripple for as long as
  // it holds the focus (MUI's focus-visible ripple), as the autofocused OK of a dialog does.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`) });
}

/** Nothing on the page is wider than the window (no sideways scrolling). */
async function assertNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scroll, client, widest } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The outermost elements that stick out, to say what to fix.
    const widest = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .filter(
        (el) => !(el.parentElement && el.parentElement.getBoundingClientRect().right > width + 1),
      )
      .slice(0, 3)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 3).join('.')}`,
      );
    return { scroll: document.documentElement.scrollWidth, client: width, widest };
  });
  assert.ok(
    scroll <= client,
    `${where}: the page is ${scroll}px wide in a ${client}px window (${widest.join(', ')})`,
  );
}

/** Runs a step; on failure saves a screenshot named after it before failing. */
async function step<T>(page: Page, name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    await screenshot(page, `workspaces-failed-${name}`).catch(() => undefined);
    throw error;
  }
}

void describe('workspaces', () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Mailbox;
  const contexts: BrowserContext[] = [];

  before(async () => {
    // The demo seed brings a Super Admin (superadmin@sortie.demo) for the plan change; the
    // mailbox receives the e-mail verification link Ravi opens before accepting the invite.
    mailbox = await startMailbox();
    server = await startServer({ SEED_DEMO: 'true', SMTP_URL: mailbox.url });
    browser = await launchBrowser();
  });
  after(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    contexts.push(context);
    return context.newPage();
  }

  void it(
    'create, invite by e-mail, accept from the invites tab, switch, change role, remove',
    { timeout: 300_000 },
    async () => {
      const owner = await newPage();
      const member = await newPage();
      const gita = newPerson('Gita');
      const ravi = newPerson('Ravi');

      // Ravi has an account already and is signed out when the invite is sent.
      await register(member, server.url, ravi);
      const raviId = (await storedUser(member)).id;
      // Invites to an address are accepted only once it is verified: the shell says so, and
      // Ravi opens the link from his mail.
      await step(member, 'verify-email', async () => {
        await member.getByTestId('verify-email-banner').waitFor();
        await shot(member, 'workspaces-0-verify-banner');
        const mail = await mailbox.next(ravi.email, /Verify your e-mail/);
        const link = /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(mail.text)?.[0];
        assert.ok(link, `the e-mail carries a verification link:\n${mail.text}`);
        await member.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
        await member.getByTestId('verify-email-success').waitFor();
        assert.ok(!member.url().includes('token='), 'the token leaves the address bar');
        await shot(member, 'workspaces-0-email-verified');
      });
      await signOut(member);

      // Gita creates "Gita Aerial" from the workspace switcher.
      await register(owner, server.url, gita);
      await step(owner, 'create', async () => {
        await owner.getByTestId('workspace-switcher').click();
        await shot(owner, 'workspaces-1-switcher-personal');
        await owner.getByTestId('create-workspace').click();
        await owner.getByTestId('create-workspace-name').fill('Gita Aerial');
        await owner.getByTestId('create-workspace-submit').click();
        await owner.getByTestId('home-workspace-name').getByText('Gita Aerial').waitFor();
      });
      const companyId = (await storedUser(owner)).companies.find((c) => !c.personal_space)?.id;
      assert.ok(companyId, 'the new workspace is among Gita’s companies');
      assert.ok(owner.url().endsWith(`/company/${companyId}/home`));
      // A second company workspace is not allowed: the entry is disabled with the note.
      await owner.getByTestId('workspace-switcher').click();
      assert.equal(
        await owner.getByTestId('create-workspace').getAttribute('aria-disabled'),
        'true',
      );
      await owner.getByText('You can only be a member of one workspace at a time.').waitFor();
      await shot(owner, 'workspaces-2-switcher-company');
      await owner.keyboard.press('Escape');

      // Gita invites Ravi by e-mail from Settings → Invites (Free plan: a team of 5).
      await step(owner, 'invite', async () => {
        await owner.goto(`${server.url}/company/${companyId}/settings/invites`);
        await owner.getByTestId('invite-email').fill(ravi.email);
        await owner.getByTestId('invite-submit').click();
        await owner.getByTestId('pending-invites').getByText(ravi.email).waitFor();
      });
      await assertNoSidewaysScroll(owner, 'invites tab');
      await screenshot(owner, 'workspaces-3-invites-tab');

      // Ravi signs in, opens the invites tab of his user page and accepts.
      await signIn(member, server.url, ravi);
      await step(member, 'accept', async () => {
        await member.getByTestId('workspace-switcher').click();
        await member.getByTestId('workspace-invites-entry').click();
        await member.waitForURL(`**/users/${raviId}/invites`);
        await member.getByTestId('user-invites').getByText('Gita Aerial').waitFor();
        await assertNoSidewaysScroll(member, 'user invites tab');
        await shot(member, 'workspaces-4-user-invites');
        await member.locator('[data-testid^="accept-invite-"]').first().click();
        await member.waitForURL(`**/company/${companyId}/home`);
        await member.getByTestId('home-workspace-name').getByText('Gita Aerial').waitFor();
      });

      // Ravi switches to his personal workspace and back.
      const personalId = (await storedUser(member)).companies.find((c) => c.personal_space)?.id;
      assert.ok(personalId);
      await step(member, 'switch', async () => {
        await member.getByTestId('workspace-switcher').click();
        await member.getByTestId('workspace-switcher-header').getByText('My Workspaces').waitFor();
        await shot(member, 'workspaces-5-switcher-two');
        await member.getByTestId(`workspace-option-${personalId}`).click();
        await member.waitForURL(`**/company/${personalId}/home`);
        await member.getByTestId('workspace-switcher').click();
        await member.getByTestId(`workspace-option-${companyId}`).click();
        await member.waitForURL(`**/company/${companyId}/home`);
        await member.getByTestId('home-workspace-name').getByText('Gita Aerial').waitFor();
      });

      // Gita makes Ravi an admin.
      await step(owner, 'role', async () => {
        await owner.getByTestId('settings-tab-members').click();
        await owner.getByTestId(`member-row-${raviId}`).waitFor();
        await owner.getByRole('combobox', { name: `Role of ${ravi.name}` }).click();
        await owner.getByRole('option', { name: 'Admin' }).click();
        await owner.getByTestId('app-snackbar').getByText(`${ravi.name} is now Admin`).waitFor();
      });
      await owner.getByRole('listbox').waitFor({ state: 'detached' });
      await assertNoSidewaysScroll(owner, 'members tab');
      await screenshot(owner, 'workspaces-6-members');
      // Ravi sees his new role after the user refetch of a reload.
      await member.reload();
      await member.getByTestId('workspace-switcher').click();
      await member.getByTestId(`workspace-option-${companyId}`).getByText(/Admin/).waitFor();
      await member.keyboard.press('Escape');
      assert.equal(
        (await storedUser(member)).companies.find((c) => c.id === companyId)?.role,
        'admin',
      );

      // Gita removes Ravi.
      await step(owner, 'remove', async () => {
        await owner.getByTestId(`member-remove-${raviId}`).click();
        await owner.getByTestId('confirm-button').click();
        await owner.getByTestId('app-snackbar').getByText(`${ravi.name} was removed`).waitFor();
        await owner.getByTestId(`member-row-${raviId}`).waitFor({ state: 'detached' });
      });

      // Ravi, still on the workspace's home, opens Sites: the server answers 403
      // user_not_part_of_company, so he is told, moved to the Sites of his personal workspace and
      // shown the no-company-access dialog. On a slow machine a refetch of the home page (its rows
      // refresh every 30 s) may meet that 403 first: then he was told at that moment (the notice
      // may have gone since) and the dialog already covers the link, so the click is sent to the
      // link itself. Both paths end in the same state, which is what the step waits for.
      await step(member, 'removed', async () => {
        const dialog = member.getByTestId('no-company-access').getByRole('dialog');
        const toldAlready = await dialog.isVisible();
        await member.getByTestId('nav-sites').dispatchEvent('click');
        if (!toldAlready)
          await member
            .getByTestId('app-snackbar')
            .getByText('You are no more part of this company')
            .waitFor();
        await member.waitForURL(`**/company/${personalId}/sites`);
        await dialog.waitFor();
      });
      await shot(member, 'workspaces-7-removed-notice');
      await member.getByTestId('no-company-access').getByRole('button', { name: 'OK' }).click();
      await member.getByTestId('no-company-access').waitFor({ state: 'detached' });
      // A reload keeps him there: the stored user no longer lists the workspace.
      await member.reload();
      await member.getByTestId('nav-sites').waitFor();
      await member.getByTestId('no-company-access').waitFor({ state: 'detached' });
      assert.ok(member.url().endsWith(`/company/${personalId}/sites`));
      const after = await storedUser(member);
      assert.deepEqual(
        after.companies.map((c) => c.id),
        [personalId],
      );
    },
  );

  void it(
    'completes a profile: picture upload, phone and location',
    { timeout: 120_000 },
    async () => {
      const page = await newPage();
      const meera = newPerson('Meera');
      await register(page, server.url, meera);
      const userId = (await storedUser(page)).id;
      await page.getByTestId('user-menu-button').click();
      await page.getByRole('button', { name: 'View Profile' }).click();
      await page.waitForURL(`**/users/${userId}/profile`);
      await page.getByTestId('profile-incomplete').waitFor();

      await step(page, 'picture', async () => {
        await page.getByTestId('profile-picture-input').setInputFiles({
          name: 'meera.png',
          mimeType: 'image/png',
          buffer: PNG_8PX,
        });
        await page.getByRole('button', { name: 'Change picture' }).waitFor();
      });
      const src = await page.getByTestId('profile-picture').locator('img').getAttribute('src');
      assert.match(src ?? '', /^\/api\/v4\/files\/pictures\/[0-9a-f-]{36}\.png$/);
      const served = await page.request.get(`${server.url}${src}`);
      assert.equal(served.headers()['content-type'], 'image/png');

      await step(page, 'profile', async () => {
        await page.getByTestId('profile-country-code').fill('91');
        await page.getByTestId('profile-phone').fill('9876543210');
        await page.getByTestId('profile-location').fill('Pune, Maharashtra');
        await page.getByTestId('profile-lat').fill('18.5204');
        await page.getByTestId('profile-lng').fill('73.8567');
        await page.getByTestId('profile-save').click();
        await page.getByTestId('app-snackbar').getByText('Profile saved').waitFor();
        await page.getByTestId('profile-incomplete').waitFor({ state: 'detached' });
      });
      await assertNoSidewaysScroll(page, 'profile tab');
      await screenshot(page, 'workspaces-8-profile-complete');
    },
  );

  void it(
    'platform staff move a new workspace from Free to Pro on Product usage',
    { timeout: 180_000 },
    async () => {
      const owner = await newPage();
      await register(owner, server.url, newPerson('Hari'));
      await owner.getByTestId('workspace-switcher').click();
      await owner.getByTestId('create-workspace').click();
      await owner.getByTestId('create-workspace-name').fill('Hari Drone Works');
      await owner.getByTestId('create-workspace-submit').click();
      await owner.getByTestId('home-workspace-name').getByText('Hari Drone Works').waitFor();
      const companyId = (await storedUser(owner)).companies.find((c) => !c.personal_space)?.id;
      assert.ok(companyId);
      // A logo is stored, so it counts against the plan's storage (decision 090): Settings →
      // Plan and, below, Product usage show its bytes.
      await owner.goto(`${server.url}/company/${companyId}/settings/general`);
      await owner
        .getByTestId('workspace-logo-input')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_8PX });
      await owner.getByTestId('app-snackbar').getByText('Logo updated').waitFor();
      const storage = `${PNG_8PX.length} B`;
      await owner.goto(`${server.url}/company/${companyId}/settings/plan`);
      await owner.getByTestId('current-plan').getByText('Free Plan', { exact: true }).waitFor();
      await owner.getByTestId('limit-storage_mb').getByText(`${storage} / 1 GB`).waitFor();

      const staff = await newPage();
      await step(staff, 'staff-sign-in', async () => {
        await staff.goto(server.url);
        await staff.getByTestId('landing-login').click();
        const dialog = staff.getByRole('dialog');
        await dialog.locator('input[name=email]').fill('superadmin@sortie.demo');
        await dialog.locator('input[name=password]').fill('Sortie-demo-2025');
        await dialog.getByTestId('login-submit').click();
        // A Super Admin lands on Product usage (platform-core §2).
        await staff.waitForURL('**/usage');
        await finishOnboarding(staff);
      });
      await step(staff, 'change-plan', async () => {
        const picker = staff.getByRole('combobox', { name: 'Plan of Hari Drone Works' });
        await picker.click();
        await staff.getByRole('option', { name: 'Pro' }).click();
        await staff
          .getByTestId('app-snackbar')
          .getByText('Hari Drone Works is now on the Pro plan.')
          .waitFor();
      });
      await staff
        .getByTestId(`usage-row-${companyId}`)
        .getByText(storage, { exact: true })
        .waitFor();
      await assertNoSidewaysScroll(staff, 'product usage');
      await shot(staff, 'workspaces-9-usage-plan');

      await owner.reload();
      await owner.getByTestId('current-plan').getByText('Pro Plan', { exact: true }).waitFor();
      await screenshot(owner, 'workspaces-10-plan-tab-pro');
    },
  );
});
