// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStorage } from '../../../lib/auth-storage.ts';
import { buildBrand, buildUser } from '../../../testing/factories.ts';
import { mockFetch, renderApp } from '../../../testing/render-app.tsx';

const session = (user = buildUser()) => ({
  status: 200,
  body: { id_token: 'tok', expires_at: new Date(Date.now() + 3600_000).toISOString(), user },
});

describe('landing page', () => {
  it('shows nav links per brand, the tagline of the day and the Get app link', async () => {
    mockFetch();
    renderApp('/');
    await screen.findByTestId('landing-app-name');
    for (const name of ["What's New", 'Industry News', 'Data Check', 'Pricing']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
    expect(screen.getByTestId('get-app').getAttribute('href')).toBe(
      'https://example.test/pilot.apk',
    );
    expect(['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven']).toContain(
      screen.getByTestId('landing-tagline').textContent,
    );
    // The footer sits on a dark shade of the brand colour, so it carries the white logo.
    expect(screen.getByTestId('landing-footer-logo').getAttribute('src')).toBe(
      '/brands/india/logo-white.svg',
    );
  });

  it('hides Industry News and Pricing when the brand turns them off', async () => {
    mockFetch();
    renderApp('/', {
      brand: buildBrand({ disabledFeatures: ['news'], flags: { plans: false, devTools: false } }),
    });
    await screen.findByTestId('landing-app-name');
    expect(screen.queryByRole('link', { name: 'Industry News' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pricing' })).toBeNull();
  });

  it('collapses the nav into a menu toggle on small screens', async () => {
    mockFetch();
    renderApp('/', { width: 390 });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('presentation');
    expect(within(drawer).getByRole('link', { name: 'Data Check' })).toBeTruthy();
  });

  it('signs in with e-mail and password and opens the home page', async () => {
    const { calls } = mockFetch((method, path) =>
      method === 'POST' && path === '/api/v4/authenticate/login' ? session() : undefined,
    );
    const { router } = renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('landing-login'));
    const dialog = await screen.findByTestId('login-dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /email/i }), 'Asha@Example.test');
    await user.type(
      within(dialog).getByLabelText(/^Password/, { selector: 'input' }),
      'secret-pass-1',
    );
    await user.click(within(dialog).getByTestId('login-submit'));
    expect(await screen.findByTestId('home-greeting')).toHaveProperty(
      'textContent',
      expect.stringContaining('Asha') as string,
    );
    expect(router.state.location.pathname).toBe('/company/p1/home');
    const login = calls.find((c) => c.path === '/api/v4/authenticate/login')!;
    expect(login.body).toEqual({ email: 'asha@example.test', password: 'secret-pass-1' });
    expect(login.headers['x-brand']).toBe('india');
    expect(authStorage.getIdToken()).toBe('tok');
  });

  it('shows a wrong-password answer inside the dialog', async () => {
    mockFetch(() => ({
      status: 401,
      body: { error: { type: 'invalid_credentials', message: 'The password is not correct.' } },
    }));
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('landing-login'));
    const dialog = await screen.findByTestId('login-dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /email/i }), 'a@b.co');
    await user.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'whatever');
    await user.click(within(dialog).getByTestId('login-submit'));
    expect((await within(dialog).findByTestId('login-error')).textContent).toBe(
      'The password is not correct.',
    );
  });

  it('registers, trimming the name, and shows server errors beside fields', async () => {
    let attempt = 0;
    const { calls } = mockFetch((method, path) => {
      if (method !== 'POST' || path !== '/api/v4/register') return undefined;
      attempt += 1;
      return attempt === 1
        ? {
            status: 409,
            body: { error: { type: 'identifier_taken', message: 'Already registered.' } },
          }
        : session(buildUser({ name: 'Ravi Kumar' }));
    });
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('landing-register'));
    const dialog = await screen.findByTestId('register-dialog');
    await user.click(within(dialog).getByTestId('register-submit'));
    expect(within(dialog).getByText('Enter your name.')).toBeTruthy();

    await user.type(within(dialog).getByRole('textbox', { name: /full name/i }), '  Ravi Kumar ');
    await user.type(within(dialog).getByRole('textbox', { name: /email/i }), 'ravi@example.test');
    await user.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'short');
    await user.click(within(dialog).getByTestId('register-submit'));
    expect(within(dialog).getByText(/at least 10 characters with letters and digits/)).toBeTruthy();

    await user.clear(within(dialog).getByLabelText(/^Password/, { selector: 'input' }));
    await user.type(
      within(dialog).getByLabelText(/^Password/, { selector: 'input' }),
      'longenough123',
    );
    await user.click(within(dialog).getByTestId('register-submit'));
    expect(await within(dialog).findByText('Already registered.')).toBeTruthy();

    await user.click(within(dialog).getByTestId('register-submit'));
    expect(await screen.findByTestId('home-greeting')).toHaveProperty(
      'textContent',
      expect.stringContaining('Ravi') as string,
    );
    const register = calls.filter((c) => c.path === '/api/v4/register');
    expect(register[0]!.body).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@example.test',
      password: 'longenough123',
    });
  });

  it('resets a forgotten password and reopens the login dialog', async () => {
    const { calls } = mockFetch((method, path) => {
      if (path === '/api/v4/users/forgot_password')
        return { status: 202, body: { status: 'queued' } };
      if (path === '/api/v4/users/reset_password') return { status: 204 };
      return undefined;
    });
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('landing-login'));
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const reset = await screen.findByTestId('reset-password-dialog');
    await user.type(within(reset).getByRole('textbox', { name: /email/i }), 'asha@example.test');
    await user.click(within(reset).getByRole('button', { name: 'Send verification code' }));
    await user.type(
      await within(reset).findByRole('textbox', { name: /verification code/i }),
      'code-1234567890',
    );
    await user.type(
      within(reset).getByLabelText(/^New password/, { selector: 'input' }),
      'newpassword42',
    );
    await user.click(within(reset).getByRole('button', { name: 'Set new password' }));
    const login = await screen.findByTestId('login-dialog');
    expect(within(login).getByRole('textbox', { name: /email/i })).toHaveProperty(
      'value',
      'asha@example.test',
    );
    expect(calls.find((c) => c.path === '/api/v4/users/reset_password')!.body).toEqual({
      verification_token: 'code-1234567890',
      password: 'newpassword42',
    });
  });
});

describe('Google return', () => {
  it('signs a known account in with the id token', async () => {
    const { calls } = mockFetch((method, path) => {
      if (path === '/api/v4/users/find/email/asha%40example.test')
        return { status: 200, body: { user_found: true } };
      if (path === '/api/v4/authenticate/login') return session();
      return undefined;
    });
    const { router } = renderApp('/?id_token=g.tok.en&user_email=asha%40example.test');
    await screen.findByTestId('home-greeting');
    expect(router.state.location.pathname).toBe('/company/p1/home');
    expect(calls.find((c) => c.path === '/api/v4/authenticate/login')!.body).toEqual({
      google_id_token: 'g.tok.en',
    });
  });

  it('opens registration, prefilled from the token, for an unknown account', async () => {
    const payload = btoa(JSON.stringify({ name: 'Meera Iyer', email: 'meera@example.test' }));
    mockFetch((_m, path) =>
      path.startsWith('/api/v4/users/find/email/')
        ? { status: 200, body: { user_found: false } }
        : undefined,
    );
    renderApp(`/?id_token=h.${payload}.s&user_email=meera%40example.test`);
    const dialog = await screen.findByTestId('register-dialog');
    expect(within(dialog).getByRole('textbox', { name: /full name/i })).toHaveProperty(
      'value',
      'Meera Iyer',
    );
    expect(within(dialog).queryByLabelText(/^Password/)).toBeNull();
  });

  it('shows the catalogued sticky message for a transport error', async () => {
    mockFetch();
    renderApp('/?error=TransportError');
    const snack = await screen.findByTestId('app-snackbar');
    expect(snack.textContent).toContain(
      'Something went wrong when validating your credentials! Please try again later',
    );
    expect(within(snack).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('sends unknown errors to the Forbidden page', async () => {
    mockFetch();
    const { router } = renderApp('/?error=access_denied');
    await screen.findByRole('heading', { name: 'Access denied' });
    expect(router.state.location.pathname).toBe('/forbidden');
    await waitFor(() =>
      expect(screen.getByTestId('app-snackbar').textContent).toContain(
        'Error signing in. Please try again later.',
      ),
    );
  });
});
