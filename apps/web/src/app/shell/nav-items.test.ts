import { rbacRulesFor } from '@sortie/domain';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../testing/factories.ts';
import { visibleNavGroups } from './nav-items.ts';

const keys = (groups: ReturnType<typeof visibleNavGroups>) =>
  groups.flatMap((g) => g.items.map((i) => i.key));

describe('sidebar gating (platform-core §5, §6)', () => {
  const user = buildUser({ rbac_rules: rbacRulesFor() });
  const owned = buildCompany({ role: 'owner' });

  it('shows the workspace groups from the rbac rules and hides platform items', () => {
    const groups = visibleNavGroups({ user, workspace: owned, devTools: false });
    expect(groups.map((g) => g.group)).toEqual(['home', 'operations', 'fleet', 'settings']);
    expect(keys(groups)).toEqual([
      'home',
      'sites',
      'streams',
      'docks',
      'drones',
      'batteries',
      'logbook',
      'settings',
      'audit-log',
    ]);
  });

  it('a guest sees Home and Sites only; members no Settings', () => {
    expect(
      keys(visibleNavGroups({ user, workspace: buildCompany({ role: 'guest' }), devTools: false })),
    ).toEqual(['home', 'sites']);
    expect(
      keys(
        visibleNavGroups({ user, workspace: buildCompany({ role: 'member' }), devTools: false }),
      ),
    ).not.toContain('settings');
  });

  it('shows the usage group to holders of the meta rights', () => {
    const admin = buildUser({
      rbac_rules: rbacRulesFor(),
      meta_roles: ['super_admin'],
      meta_rbac_rules: {
        CompaniesUsage: { GET: ['super_admin'] },
        News: { PATCH: ['super_admin'] },
        Tips: { GET: ['super_admin'] },
      },
    });
    const usage = visibleNavGroups({ user: admin, workspace: owned, devTools: false }).find(
      (g) => g.group === 'usage',
    );
    expect(usage?.items.map((i) => i.key)).toEqual(['usage', 'news-cms', 'tips-cms', 'governance']);
  });

  it('hides Settings for a personal no-limit workspace unless dev tools are on', () => {
    const noLimit = buildCompany({
      role: 'owner',
      personal_space: true,
      plan: { name: 'No limit', key: 'no_limit' },
    });
    expect(keys(visibleNavGroups({ user, workspace: noLimit, devTools: false }))).not.toContain(
      'settings',
    );
    expect(keys(visibleNavGroups({ user, workspace: noLimit, devTools: true }))).toContain(
      'settings',
    );
  });
});
