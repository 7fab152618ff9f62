import { describe, expect, it } from 'vitest';
import {
  homeSiteListFilters,
  normaliseCreatedBetween,
  normaliseGroup,
  normaliseWebPreferences,
  normaliseWorkspacePreferences,
  preferencesForWorkspace,
  withWorkspacePreferences,
} from './normalise.ts';
import { ZWebPreferences, ZWorkspacePreferences, defaultWorkspacePreferences } from './schema.ts';

const pair: [string, string] = ['2025-01-01T00:00:00.000Z', '2025-01-31T23:59:59.999Z'];

describe('normaliseWorkspacePreferences (platform-core §4)', () => {
  it('turns empty lists into null and collapses a single created_between', () => {
    const out = normaliseWorkspacePreferences({
      filters: { search_query: '  ', created_between: ['-7d'], pilots: [], created_by: [] },
    });
    expect(out.filters).toEqual({
      search_query: null,
      created_between: '-7d',
      pilots: null,
      created_by: null,
    });
    expect(normaliseCreatedBetween([pair])).toEqual(pair);
    expect(normaliseCreatedBetween(pair)).toEqual(pair);
    expect(normaliseCreatedBetween([])).toBeNull();
    expect(normaliseCreatedBetween(['-7d', '-30d'])).toBeNull();
    expect(normaliseCreatedBetween('-2d')).toBeNull();
  });

  it("sends group 'none' as null and defaults the view to grid", () => {
    expect(normaliseGroup('none')).toBeNull();
    expect(normaliseGroup('created_at')).toBe('created_at');
    const out = normaliseWorkspacePreferences({ group: 'none', view: 'kanban' });
    expect(out.group).toBeNull();
    expect(out.view).toBe('grid');
  });

  it('keeps the home created_between as a one-element list and status none', () => {
    const out = normaliseWorkspacePreferences({
      homepage_site_filters: { status: '', created_between: '-30d', my_sites: 'yes' },
    });
    expect(out.homepage_site_filters).toEqual({
      status: 'none',
      created_between: ['-30d'],
      my_sites: false,
    });
    expect(
      normaliseWorkspacePreferences({
        homepage_site_filters: { status: 'in_progress', created_between: [pair], my_sites: true },
      }).homepage_site_filters,
    ).toEqual({ status: 'in_progress', created_between: [pair], my_sites: true });
  });

  it('drops the company field and unknown fields; keeps valid pilots and creators', () => {
    const out = normaliseWorkspacePreferences({
      company: 'c1',
      extra: 1,
      filters: {
        pilots: [{ id: 'p1', name: 'x' }, 'junk'],
        created_by: [{ id: 'u1', company: 'c1' }],
      },
    });
    expect(out).not.toHaveProperty('company');
    expect(out).not.toHaveProperty('extra');
    expect(out.filters.pilots).toEqual([{ id: 'p1' }]);
    expect(out.filters.created_by).toEqual([{ id: 'u1', name: null }]);
    expect(ZWorkspacePreferences.parse(out)).toEqual(out);
  });

  it('falls back to defaults for garbage', () => {
    expect(normaliseWorkspacePreferences(null)).toEqual(defaultWorkspacePreferences());
    expect(normaliseWorkspacePreferences([1, 2])).toEqual(defaultWorkspacePreferences());
    expect(normaliseWebPreferences('x')).toEqual({});
  });
});

describe('web_preferences by workspace', () => {
  const stored = { personal: { view: 'column' }, c1: { group: 'status', company: 'c1' } };

  it('loads the active workspace, else the personal space, else defaults', () => {
    expect(preferencesForWorkspace(stored, 'c1', 'personal').group).toBe('status');
    expect(preferencesForWorkspace(stored, 'c2', 'personal').view).toBe('column');
    expect(preferencesForWorkspace({}, 'c2', 'personal')).toEqual(defaultWorkspacePreferences());
    expect(preferencesForWorkspace(null, 'c2', 'personal')).toEqual(defaultWorkspacePreferences());
  });

  it('stores one workspace without touching the others', () => {
    const next = withWorkspacePreferences(stored, 'c2', { view: 'column', company: 'c2' });
    expect(Object.keys(next).sort()).toEqual(['c1', 'c2', 'personal']);
    expect(next.c2).not.toHaveProperty('company');
    expect(next.c1?.group).toBe('status');
    expect(ZWebPreferences.safeParse(next).success).toBe(true);
  });
});

describe('homeSiteListFilters', () => {
  it('maps status none, the one-element list and My Sites', () => {
    expect(
      homeSiteListFilters({ status: 'none', created_between: ['-7d'], my_sites: true }, 'u1'),
    ).toEqual({
      status: null,
      created_between: '-7d',
      created_by: ['u1'],
    });
    expect(
      homeSiteListFilters({ status: 'complete', created_between: [], my_sites: false }, 'u1'),
    ).toEqual({
      status: ['complete'],
      created_between: null,
      created_by: null,
    });
  });
});
