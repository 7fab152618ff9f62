// @vitest-environment jsdom
import { IMPERIAL_UNIT_PREFERENCES, type TUnitPreferences } from '@sortie/domain';
import type { TUser } from '@sortie/domain/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStorage } from '../../../lib/auth-storage.ts';
import { buildUser } from '../../../testing/factories.ts';
import { mockFetch, renderApp } from '../../../testing/render-app.tsx';

describe('unit preferences (user page, profile tab)', () => {
  it('switches to imperial, saves it and shows examples in the new units', async () => {
    let user: TUser = buildUser();
    const { calls } = mockFetch((method, path, body) => {
      if (path !== '/api/v4/users/u1') return undefined;
      if (method === 'PATCH') {
        const patch = body as { unit_preferences: TUnitPreferences };
        user = { ...user, unit_preferences: patch.unit_preferences };
      }
      return { status: 200, body: user };
    });
    renderApp('/users/u1/profile', { user });
    const ux = userEvent.setup();
    const panel = await screen.findByTestId('unit-preferences');
    expect(within(panel).getByText('For example: 1.5 km · 10 acres')).toBeTruthy();

    await ux.click(within(panel).getByRole('button', { name: 'Imperial' }));
    expect(await screen.findByText('Units saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      unit_preferences: IMPERIAL_UNIT_PREFERENCES,
    });
    expect(authStorage.getSnapshot().user?.unit_preferences).toEqual(IMPERIAL_UNIT_PREFERENCES);
    expect(within(panel).getByText(/^For example: 0\.93\d* mi · 10 acres$/)).toBeTruthy();
  });
});
