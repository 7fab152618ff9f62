import { describe, expect, it } from 'vitest';
import {
  canDeleteSite,
  canEditSite,
  canGrantSiteAccess,
  canShareSite,
  canViewSite,
  effectiveSiteAccess,
  siteAccessRank,
  toSiteAccessLevel,
} from './site-access.ts';

describe('site access levels', () => {
  it('read names and numbers, failing closed', () => {
    expect(toSiteAccessLevel(0)).toBe('none');
    expect(toSiteAccessLevel(3)).toBe('full_access');
    expect(toSiteAccessLevel(7)).toBe('none');
    expect(toSiteAccessLevel('edit')).toBe('edit');
    expect(toSiteAccessLevel('owner' as never)).toBe('none');
    expect(toSiteAccessLevel(null)).toBe('none');
    expect(siteAccessRank('view')).toBe(1);
  });

  it('map to abilities: view/export, edit/fly/share, delete', () => {
    const table = (['none', 'view', 'edit', 'full_access'] as const).map((l) => [
      canViewSite(l),
      canEditSite(l),
      canShareSite(l),
      canDeleteSite(l),
    ]);
    expect(table).toEqual([
      [false, false, false, false],
      [true, false, false, false],
      [true, true, true, false],
      [true, true, true, true],
    ]);
    expect(canGrantSiteAccess('edit', 'view')).toBe(true);
    expect(canGrantSiteAccess('edit', 'full_access')).toBe(false);
    expect(canGrantSiteAccess('view', 'view')).toBe(false);
  });
});

describe('effectiveSiteAccess', () => {
  it('gives owners, admins and creators full access', () => {
    expect(effectiveSiteAccess('owner', 'none', 'none', false)).toBe('full_access');
    expect(effectiveSiteAccess('admin', 'view', null, false)).toBe('full_access');
    expect(effectiveSiteAccess('member', 'view', 'none', true)).toBe('full_access');
  });

  it('gives members the override, else the workspace default, else view', () => {
    expect(effectiveSiteAccess('member', 'view', null, false)).toBe('view');
    expect(effectiveSiteAccess('member', 2, undefined, false)).toBe('edit');
    expect(effectiveSiteAccess('member', 'view', 'full_access', false)).toBe('full_access');
    expect(effectiveSiteAccess('member', 'edit', 'none', false)).toBe('none');
    expect(effectiveSiteAccess('member', null, null, false)).toBe('view');
  });

  it('gives guests the override capped at edit, else nothing', () => {
    expect(effectiveSiteAccess('guest', 'edit', null, false)).toBe('none');
    expect(effectiveSiteAccess('guest', 'view', 'view', false)).toBe('view');
    expect(effectiveSiteAccess('guest', 'view', 3, false)).toBe('edit');
    expect(effectiveSiteAccess('guest', 'view', 'edit', true)).toBe('edit');
  });

  it('gives no access without a role', () => {
    expect(effectiveSiteAccess(null, 'edit', 'edit', true)).toBe('none');
  });
});
