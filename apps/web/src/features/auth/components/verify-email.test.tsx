// @vitest-environment jsdom
// The "verify your e-mail" banner and the page the mailed link opens.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStorage } from '../../../lib/auth-storage.ts';
import { buildUser } from '../../../testing/factories.ts';
import { mockFetch, renderApp } from '../../../testing/render-app.tsx';

describe('e-mail verification', () => {
  it('shows the banner to an unverified user, resends the link, and hides it once verified', async () => {
    const { calls } = mockFetch((method, path) =>
      method === 'POST' && path === '/api/v4/users/verify_email/send'
        ? { status: 202, body: { status: 'queued' } }
        : undefined,
    );
    const user = buildUser({ email: 'pilot@example.com', email_verified: false });
    renderApp('/whatsnew', { user });
    const banner = await screen.findByTestId('verify-email-banner');
    expect(banner.textContent).toContain('Verify your e-mail address pilot@example.com');
    await userEvent.setup().click(screen.getByTestId('verify-email-resend'));
    await waitFor(() =>
      expect(screen.getByTestId('verify-email-banner').textContent).toContain(
        'We sent a new link to pilot@example.com',
      ),
    );
    expect(calls.some((c) => c.path === '/api/v4/users/verify_email/send')).toBe(true);
  });

  it('the link verifies, strips the token from the address and updates the signed-in user', async () => {
    const user = buildUser({ email: 'pilot@example.com', email_verified: false });
    const { calls } = mockFetch((method, path) =>
      method === 'POST' && path === '/api/v4/users/verify_email'
        ? { status: 200, body: { ...user, email_verified: true } }
        : undefined,
    );
    const { router } = renderApp('/verify-email?token=tok-verify-123456789', { user });
    expect(await screen.findByTestId('verify-email-success')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(calls.find((c) => c.path === '/api/v4/users/verify_email')?.body).toEqual({
      token: 'tok-verify-123456789',
    });
    expect(authStorage.getSnapshot().user?.email_verified).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('verify-email-banner')).toBeNull());
  });

  it('explains a spent link and offers a new one', async () => {
    const user = buildUser({ email: 'pilot@example.com', email_verified: false });
    const { calls } = mockFetch((method, path) => {
      if (path === '/api/v4/users/verify_email')
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_verification_token',
              message:
                'This verification link is invalid or has expired. Sign in and send a new one.',
            },
          },
        };
      if (path === '/api/v4/users/verify_email/send')
        return { status: 202, body: { status: 'queued' } };
      return undefined;
    });
    renderApp('/verify-email?token=used-token-000000', { user });
    const error = await screen.findByTestId('verify-email-error');
    expect(error.textContent).toContain('invalid or has expired');
    await userEvent.setup().click(screen.getByTestId('verify-email-page-resend'));
    expect(await screen.findByText('We sent a new link to pilot@example.com.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/v4/users/verify_email/send')).toHaveLength(1);
  });
});
