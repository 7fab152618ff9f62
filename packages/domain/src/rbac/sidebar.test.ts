import { describe, expect, it } from 'vitest';
import type { TUser, TUserCompany } from '../contracts/users.ts';
import { metaRbacRules } from './meta-rules.ts';
import { rbacRulesFor } from './rules.ts';
import { sidebarItemsFor, type SidebarCompany, type SidebarUser } from './sidebar.ts';

const user: SidebarUser = {
  rbac_rules: rbacRulesFor(),
  meta_rbac_rules: metaRbacRules(),
  meta_roles: [],
};
const staff: SidebarUser = { ...user, meta_roles: ['super_admin'] };
const company = (role: string, extra: Partial<SidebarCompany> = {}): SidebarCompany => ({
  role,
  personal_space: false,
  plan: { key: 'pro' },
  ...extra,
});
const keys = (...args: Parameters<typeof sidebarItemsFor>): string[] =>
  sidebarItemsFor(...args).map((i) => i.key);

describe('sidebarItemsFor (platform-core §5, §6)', () => {
  it('shows only Home when signed out', () => {
    expect(keys(null, null)).toEqual(['home']);
  });

  it('follows the role in the active workspace', () => {
    expect(keys(user, company('owner'))).toEqual([
      'home',
      'sites',
      'streams',
      'docks',
      'drones',
      'batteries',
      'logbook',
      'settings',
      'audit_log',
    ]);
    expect(keys(user, company('member'))).toEqual([
      'home',
      'sites',
      'streams',
      'docks',
      'drones',
      'batteries',
      'logbook',
    ]);
    expect(keys(user, company('guest'))).toEqual(['home', 'sites']);
    expect(keys(user, null)).toEqual(['home']);
  });

  it('hides Settings in a personal no-limit workspace unless the dev flag is on', () => {
    const personal = company('owner', { personal_space: true, plan: { key: 'no_limit' } });
    expect(keys(user, personal)).not.toContain('settings');
    expect(keys(user, personal, { devTools: true })).toContain('settings');
    expect(keys(user, company('owner', { personal_space: true, plan: { key: '' } }))).toContain(
      'settings',
    );
    expect(keys(user, company('owner', { plan: { key: 'no_limit' } }))).toContain('settings');
  });

  it('shows Docks only in a company workspace (a personal one cannot bind docks)', () => {
    expect(keys(user, company('owner', { personal_space: true }))).not.toContain('docks');
    expect(keys(user, company('guest'))).not.toContain('docks');
  });

  it('adds the usage group for platform staff, with groups', () => {
    const items = sidebarItemsFor(staff, company('member'));
    expect(items.filter((i) => i.group === 'usage').map((i) => i.key)).toEqual([
      'product_usage',
      'news_cms',
      'tips_cms',
      'governance',
      'staff_audit_log',
    ]);
    expect(items[0]).toEqual({ key: 'home', group: 'home' });
  });
});

describe('contract compatibility', () => {
  it('accepts the user and workspace of the user contract', () => {
    // Compile-time check: the stored user and its companies fit the sidebar's inputs.
    const fromContract = (u: TUser, c: TUserCompany) => sidebarItemsFor(u, c);
    expect(typeof fromContract).toBe('function');
  });
});
