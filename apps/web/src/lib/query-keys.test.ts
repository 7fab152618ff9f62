import { describe, expect, it } from 'vitest';
import { staleKeysFor } from './realtime.ts';
import { collectionKeys, companyKeys, siteKeys } from './query-keys.ts';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, i) => key[i] === part);

describe('query keys', () => {
  it('nest everything of a site under the sites prefix, and that under the workspace', () => {
    const sites = siteKeys.all('c1');
    expect(startsWith(sites, companyKeys.company('c1'))).toBe(true);
    for (const key of [
      siteKeys.detail('c1', 's1'),
      siteKeys.missions('c1', 's1'),
      siteKeys.gcps('c1', 's1'),
      siteKeys.elevationModel('c1', 's1'),
      siteKeys.heatmap('c1', { id: 's1', elevation_source: 'None', etag: 'e1' }),
      siteKeys.picker('c1', 'farm'),
    ])
      expect(startsWith(key, sites)).toBe(true);
    expect(startsWith(collectionKeys.sites('c1', 'k1'), collectionKeys.detail('c1', 'k1'))).toBe(
      true,
    );
  });

  it('give the realtime socket prefixes that match the lists and, after an edit, the details', () => {
    const list = siteKeys.list('c1', {}, 20);
    const detail = siteKeys.detail('c1', 's1');
    const created = staleKeysFor('c1', { name: 'sites.changed', data: { action: 'created' } });
    const updated = staleKeysFor('c1', { name: 'sites.changed', data: { action: 'updated' } });
    expect(created.some((p) => startsWith(list, p))).toBe(true);
    expect(created.some((p) => startsWith(detail, p))).toBe(false);
    expect(updated.some((p) => startsWith(detail, p))).toBe(true);
    expect(updated.some((p) => startsWith(siteKeys.picker('c1', ''), p))).toBe(true);
  });
});
