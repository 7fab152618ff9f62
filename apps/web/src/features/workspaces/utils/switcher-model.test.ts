import { describe, expect, it } from 'vitest';
import { company, personal, user } from '../testing/fixtures.ts';
import { resolveActiveWorkspace, switcherModel } from './switcher-model.ts';

describe('switcherModel (platform-core §2)', () => {
  it('a user with only the personal workspace: no header, may create a workspace', () => {
    const m = switcherModel(user(), 'p1', 'Sortie');
    expect(m.header).toBeNull();
    expect(m.entries).toHaveLength(1);
    expect(m.entries[0]).toMatchObject({
      name: 'Personal Workspace',
      subtitle: 'Free Plan · Owner',
      description: 'Your private space for saving sites & missions.',
      active: true,
    });
    expect(m.create).toEqual({ disabled: false, note: 'Add your business on Sortie' });
    expect(m.invites).toBeNull();
  });

  it('more than one workspace: header, plan and role subtitle, create disabled', () => {
    const u = user({ companies: [personal(), company({ role: 'admin' })] });
    const m = switcherModel(u, 'c1', 'Sortie');
    expect(m.header).toBe('My Workspaces');
    expect(m.entries.map((e) => [e.name, e.subtitle, e.active])).toEqual([
      ['Personal Workspace', 'Free Plan · Owner', false],
      ['Acme Surveys', 'Pro Plan · Admin', true],
    ]);
    expect(m.entries[1]?.description).toBeNull();
    expect(m.create).toEqual({
      disabled: true,
      note: 'You can only be a member of one workspace at a time.',
    });
  });

  it('shows the invite entry only when invites exist', () => {
    const m = switcherModel(user({ invites: [{}, {}] }), 'p1', 'Sortie');
    expect(m.invites).toEqual({ count: 2, label: '2 Workspace Invite', action: 'View Invite' });
  });
});

describe('resolveActiveWorkspace (platform-core §4)', () => {
  const u = user({ companies: [personal(), company()] });

  it('takes the route company when the user belongs to it', () => {
    expect(resolveActiveWorkspace(u, 'c1', 'p1')).toMatchObject({
      workspace: { id: 'c1' },
      lostRouteCompany: false,
    });
  });

  it('falls back to personal and reports a route company the user left', () => {
    expect(resolveActiveWorkspace(u, 'gone', 'c1')).toMatchObject({
      workspace: { id: 'p1' },
      lostRouteCompany: true,
    });
  });

  it('without a route company uses the remembered one, else personal', () => {
    expect(resolveActiveWorkspace(u, undefined, 'c1').workspace?.id).toBe('c1');
    expect(resolveActiveWorkspace(u, undefined, 'gone').workspace?.id).toBe('p1');
    expect(resolveActiveWorkspace(u, null, null).workspace?.id).toBe('p1');
  });
});
