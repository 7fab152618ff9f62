import { describe, expect, it } from 'vitest';
import { filtersParam } from '../api/get-sites.ts';
import {
  NO_FILTERS,
  createdBetweenLabel,
  filtersMenuCount,
  hasAnyFilter,
  toListFilters,
} from './site-filters.ts';

describe('site filters', () => {
  it('maps stored filters to the list request and leaves empty parts out', () => {
    const f = {
      ...NO_FILTERS,
      created_by: [{ id: 'u1', name: 'A' }],
      pilots: [{ id: 'p1' }],
      created_between: '-7d' as const,
    };
    const list = toListFilters(f, { status: ['new'] });
    expect(list).toEqual({
      search_query: null,
      created_between: '-7d',
      created_by: ['u1'],
      pilots: ['p1'],
      status: ['new'],
    });
    expect(JSON.parse(filtersParam(list)!)).toEqual({
      created_between: '-7d',
      created_by: ['u1'],
      pilots: ['p1'],
      status: ['new'],
    });
    expect(filtersParam(toListFilters(NO_FILTERS))).toBeUndefined();
  });

  it('counts the Filters menu badge and detects any filter', () => {
    expect(filtersMenuCount(NO_FILTERS)).toBe(0);
    expect(filtersMenuCount({ ...NO_FILTERS, created_between: '-1d', pilots: [{ id: 'x' }] })).toBe(
      2,
    );
    expect(hasAnyFilter(NO_FILTERS)).toBe(false);
    expect(hasAnyFilter({ ...NO_FILTERS, search_query: 'farm' })).toBe(true);
  });

  it('labels presets', () => {
    expect(createdBetweenLabel('-30d')).toBe('Past Month');
  });
});
