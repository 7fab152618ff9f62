// @vitest-environment jsdom
// The mailed reset link `/?verification_token=…` on the landing page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp } from '../../../testing/render-app.tsx';

const newPassword = (dialog: HTMLElement) =>
  within(dialog).getByLabelText(/^New password/, { selector: 'input' });

describe('password-reset link', () => {
  it('opens the reset dialog with the token, strips it from the address, then reopens login', async () => {
    const { calls } = mockFetch((method, path) =>
      method === 'POST' && path === '/api/v4/users/reset_password' ? { status: 204 } : undefined,
    );
    const { router } = renderApp('/?verification_token=tok-abc_123456789&brand=india');
    const dialog = await screen.findByTestId('reset-password-dialog');
    await waitFor(() => expect(router.state.location.search).toBe('?brand=india'));
    expect(within(dialog).getByText('Choose a new password for your account.')).toBeTruthy();
    // The code is known from the link: only the new password is asked, and it has the focus.
    expect(within(dialog).queryByRole('textbox', { name: /verification code/i })).toBeNull();
    expect(document.activeElement).toBe(newPassword(dialog));

    const user = userEvent.setup();
    await user.type(newPassword(dialog), 'Orthomosaic-77');
    await user.click(within(dialog).getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByTestId('login-dialog')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/v4/users/reset_password')?.body).toEqual({
      verification_token: 'tok-abc_123456789',
      password: 'Orthomosaic-77',
    });
    expect((await screen.findByTestId('app-snackbar')).textContent).toContain(
      'Your password was changed.',
    );
  });

  it('explains an expired or used link and leads to a new one', async () => {
    const { calls } = mockFetch((method, path) => {
      if (path === '/api/v4/users/reset_password')
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_verification_token',
              message: 'This reset link is invalid or has expired. Ask for a new one.',
            },
          },
        };
      if (path === '/api/v4/users/forgot_password')
        return { status: 202, body: { status: 'queued' } };
      return undefined;
    });
    const { router } = renderApp('/?verification_token=used-token-0000000');
    const dialog = await screen.findByTestId('reset-password-dialog');
    expect(router.state.location.search).toBe('');
    const user = userEvent.setup();
    await user.type(newPassword(dialog), 'Orthomosaic-77');
    await user.click(within(dialog).getByRole('button', { name: 'Set new password' }));
    const expired = await within(dialog).findByTestId('reset-link-expired');
    expect(expired.textContent).toContain('This reset link has expired or was already used.');

    await user.click(within(expired).getByRole('button', { name: 'Send a new link' }));
    await user.type(within(dialog).getByRole('textbox', { name: /email/i }), 'asha@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send verification code' }));
    // Back to typing the code from the new mail, with an empty field.
    const code = await within(dialog).findByRole('textbox', { name: /verification code/i });
    expect(code).toHaveProperty('value', '');
    expect(calls.find((c) => c.path === '/api/v4/users/forgot_password')?.body).toEqual({
      email: 'asha@example.test',
    });
  });

  it('shows a bad typed code beside the code field', async () => {
    mockFetch((_method, path) =>
      path === '/api/v4/users/reset_password'
        ? {
            status: 400,
            body: {
              error: {
                type: 'invalid_verification_token',
                message: 'This reset link is invalid or has expired. Ask for a new one.',
              },
            },
          }
        : undefined,
    );
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('landing-login'));
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByTestId('reset-password-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'I already have a code' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /verification code/i }),
      'wrong-code-12345',
    );
    await user.type(newPassword(dialog), 'Orthomosaic-77');
    await user.click(within(dialog).getByRole('button', { name: 'Set new password' }));
    expect(
      await within(dialog).findByText(
        'This reset link is invalid or has expired. Ask for a new one.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByTestId('reset-link-expired')).toBeNull();
  });
});
