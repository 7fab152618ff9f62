// SQL snapshots of the site list queries (STYLE.md): a change to the SQL shows up in review.
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import {
  detailedSiteQuery,
  siteGroupsQuery,
  sitePageQuery,
  toPrefixTsQuery,
  type SiteListSpec,
} from './list-query.ts';

const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const base: SiteListSpec = {
  companyId: 'c1',
  viewerId: 'u1',
  restricted: null,
  includeExternal: false,
  statuses: null,
  createdFrom: null,
  createdBefore: null,
  createdBy: null,
  pilots: null,
  tsQuery: null,
};
const cursor = { time: new Date('2026-01-15T09:00:00Z'), id: 's9' };
const options = { limit: 20, cap: 1000, groupKey: 'all' };

describe('site list queries', () => {
  it('pages a workspace newest first, one statement per page', () => {
    expect(sitePageQuery(db, base, null, options).compile().sql).toMatchSnapshot();
    expect(sitePageQuery(db, base, cursor, options).compile().sql).toMatchSnapshot();
    expect(
      sitePageQuery(db, base, { ...cursor, id: null }, options).compile().sql,
    ).toMatchSnapshot();
  });

  it('applies every filter, restricted visibility and external shares', () => {
    const spec: SiteListSpec = {
      ...base,
      restricted: { includeCreated: true },
      includeExternal: true,
      statuses: ['new', 'complete'],
      createdFrom: new Date('2026-01-01T00:00:00Z'),
      createdBefore: new Date('2026-01-15T00:00:00Z'),
      createdBy: ['u1', 'u2'],
      pilots: ['p1'],
      tsQuery: toPrefixTsQuery('North fie'),
    };
    const page = sitePageQuery(db, spec, cursor, options).compile();
    expect(page.sql).toMatchSnapshot();
    expect(page.parameters).toMatchSnapshot();
  });

  it('reads grouped lists in one UNION ALL and one site with its details', () => {
    const groups = siteGroupsQuery(
      db,
      [
        { key: 'new', spec: { ...base, statuses: ['new'] }, cursor: null },
        { key: 'complete', spec: { ...base, statuses: ['complete'] }, cursor: null },
      ],
      { limit: 20, cap: 1000 },
    );
    expect(groups.compile().sql).toMatchSnapshot();
    expect(detailedSiteQuery(db, 's1', 'u1').compile().sql).toMatchSnapshot();
  });

  it('turns search text into a safe word-prefix tsquery', () => {
    expect(toPrefixTsQuery('  North   Field ')).toBe('north:* & field:*');
    expect(toPrefixTsQuery("farm' | !x & (y)")).toBe('farm:* & x & y');
    expect(toPrefixTsQuery('Mine 4 42')).toBe('mine:* & 4 & 42:*');
    expect(toPrefixTsQuery('Fazenda São João')).toBe('fazenda:* & são:* & joão:*');
    expect(toPrefixTsQuery(' ,;: ')).toBeNull();
    expect(toPrefixTsQuery(null)).toBeNull();
  });
});
