// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBrand, TUser } from '@sortie/domain/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStorage } from '../../../lib/auth-storage.ts';
import { BrandProvider } from '../../../lib/brand.tsx';
import { OnboardingPrompts } from './onboarding-prompts.tsx';

const brand = {
  appName: 'Sortie',
  privacyUrl: '/privacy',
  termsUrl: '/terms',
} as unknown as TBrand;
const base = {
  id: 'u1',
  name: 'Asha',
  web_schema_version: 8,
  accepted_privacy_policy: false,
  seen_welcome_wizard: false,
} as unknown as TUser;

function Live() {
  // Re-renders from the stored user, as the shell does.
  const user = authStorage.getSnapshot().user;
  return user ? <OnboardingPrompts user={user} /> : null;
}

describe('OnboardingPrompts', () => {
  let patches: unknown[];
  beforeEach(() => {
    localStorage.clear();
    authStorage.saveSession({
      id_token: 'token',
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      user: base,
    });
    patches = [];
    vi.stubGlobal('fetch', (_i: string, init: RequestInit) => {
      patches.push(JSON.parse(init.body as string));
      return Promise.resolve(new Response('{}', { status: 200 }));
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for the privacy policy first, then walks through the three-step wizard', async () => {
    const view = render(
      <BrandProvider brand={brand}>
        <Live />
      </BrandProvider>,
    );
    await userEvent.click(screen.getByTestId('privacy-accept'));
    await waitFor(() => expect(patches).toContainEqual({ accepted_privacy_policy: true }));
    view.rerender(
      <BrandProvider brand={brand}>
        <Live />
      </BrandProvider>,
    );
    expect(screen.getByTestId('welcome-step-title').textContent).toBe('Plan a site');
    await userEvent.click(screen.getByTestId('welcome-next'));
    expect(screen.getByTestId('welcome-step-title').textContent).toBe('Generate a mission');
    await userEvent.click(screen.getByTestId('welcome-next'));
    expect(screen.getByTestId('welcome-step-title').textContent).toBe('Fly & verify');
    await userEvent.click(screen.getByTestId('welcome-next'));
    await waitFor(() => expect(patches).toContainEqual({ seen_welcome_wizard: true }));
    expect(authStorage.getSnapshot().user?.seen_welcome_wizard).toBe(true);
  });
});
