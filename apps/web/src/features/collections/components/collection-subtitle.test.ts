import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { collectionSubtitle } from './collection-subtitle.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('collectionSubtitle', () => {
  it('counts sites', () => {
    expect(collectionSubtitle(0)).toBe('No sites');
    expect(collectionSubtitle(1)).toBe('1 site');
    expect(collectionSubtitle(12)).toBe('12 sites');
  });

  it('counts sites in Hindi', async () => {
    await i18n.changeLanguage('hi');
    expect(collectionSubtitle(0)).toBe('कोई साइट नहीं');
    expect(collectionSubtitle(1)).toBe('1 साइट');
    expect(collectionSubtitle(12)).toBe('12 साइट्स');
  });
});
