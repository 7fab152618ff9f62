// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStorage } from '../../lib/auth-storage.ts';
import { buildCompany, buildUser } from '../../testing/factories.ts';
import { createCompanyAccessLostHandler } from './company-access-lost.ts';

describe('403 user_not_part_of_company', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('moves to the personal workspace once, however many calls fail together', () => {
    const user = buildUser({ companies: [...buildUser().companies, buildCompany({ id: 'c1' })] });
    authStorage.saveSession({
      id_token: 't',
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      user,
    });
    authStorage.setSelectedWorkspace('u1', 'c1');
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(user))));
    const navigate = vi.fn();
    let now = 1_000_000;
    const handle = createCompanyAccessLostHandler(navigate, () => now);
    handle();
    handle();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/company/p1/home');
    expect(authStorage.getSelectedWorkspace('u1')).toBe('p1');
    now += 5000;
    handle();
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('keeps the section the user was in, in the personal workspace', () => {
    const user = buildUser({ companies: [...buildUser().companies, buildCompany({ id: 'c1' })] });
    authStorage.saveSession({
      id_token: 't',
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      user,
    });
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(user))));
    const navigate = vi.fn();
    createCompanyAccessLostHandler(navigate, Date.now, () => '/company/c1/sites/s9')();
    expect(navigate).toHaveBeenCalledWith('/company/p1/sites');
  });
});
