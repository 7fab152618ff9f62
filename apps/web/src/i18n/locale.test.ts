// The locale-aware display formatters: English must be byte-for-byte the domain's output (pages
// and tests were written against it); Hindi must be real Hindi through Intl.
import {
  formatBytes as domainFormatBytes,
  formatDate as domainFormatDate,
  formatNumber as domainFormatNumber,
  formatRelativeTime as domainFormatRelativeTime,
  formatStorageMb as domainFormatStorageMb,
} from '@sortie/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import {
  formatBytes,
  formatCompactNumber,
  formatRelativeTime,
  formatShortDate,
  formatStorageMb,
} from './locale.ts';

// ICU writes a no-break space and a decomposed nukta; compare the letters, not the code points.
const plain = (s: string): string => s.normalize('NFD').replace(/\s/g, ' ');
const now = new Date('2025-03-12T12:00:00Z');
const ago = (ms: number): Date => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const moments = [
  null,
  '',
  ago(10_000),
  ago(MIN),
  ago(45 * MIN),
  ago(HOUR),
  ago(5 * HOUR),
  ago(DAY),
  ago(3 * DAY),
  ago(8 * DAY),
  ago(20 * DAY),
  new Date(now.getTime() + 5 * MIN),
];
const numbers = [0, 0.12345, 1, 42.5, 420.55, 999.96, 1234, 3_400_000, -2500, 2.5e9, Number.NaN];
const sizes = [0, 512, 3000, 1_048_576, 12.4 * 1_048_576, 1.5 * 1024 ** 3, 5 * 1024 ** 4, Infinity];

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('locale formatters in English', () => {
  it('match the domain formatters exactly', () => {
    for (const m of moments) {
      expect(formatRelativeTime(m, { now })).toBe(domainFormatRelativeTime(m, { now }));
      expect(formatShortDate(m)).toBe(domainFormatDate(m));
    }
    for (const n of numbers) expect(formatCompactNumber(n)).toBe(domainFormatNumber(n));
    for (const b of sizes) expect(formatBytes(b)).toBe(domainFormatBytes(b));
    for (const mb of [0.003, 1024, 102_400, 500]) {
      expect(formatStorageMb(mb)).toBe(domainFormatStorageMb(mb));
    }
    expect(formatRelativeTime(ago(3 * DAY), { now })).toBe('3 days ago');
  });
});

describe('locale formatters in Hindi', () => {
  it('say how long ago in Hindi', async () => {
    await i18n.changeLanguage('hi');
    expect(formatRelativeTime(null, { now })).toBe('उपलब्ध नहीं');
    expect(formatRelativeTime(ago(10_000), { now })).toBe('कुछ सेकंड पहले');
    expect(formatRelativeTime(ago(45 * MIN), { now })).toBe('45 मिनट पहले');
    expect(formatRelativeTime(ago(HOUR), { now })).toBe('1 घंटे पहले');
    expect(formatRelativeTime(ago(DAY), { now })).toBe('कल');
    expect(formatRelativeTime(ago(3 * DAY), { now })).toBe('3 दिन पहले');
    expect(formatRelativeTime(ago(8 * DAY), { now })).toBe('1 सप्ताह पहले');
    expect(plain(formatRelativeTime(new Date(2025, 1, 9), { now }))).toBe(plain('9 फ़र॰ 2025'));
  });

  it('write dates, numbers and sizes in hi-IN', async () => {
    await i18n.changeLanguage('hi');
    expect(formatShortDate(new Date(2025, 2, 12))).toBe('12 मार्च 2025');
    expect(formatShortDate(undefined)).toBe('उपलब्ध नहीं');
    expect(formatCompactNumber(0.12345)).toBe('0.123');
    expect(formatCompactNumber(42.5)).toBe('42.5');
    expect(plain(formatCompactNumber(1234))).toBe(plain('1.2 हज़ार'));
    expect(plain(formatCompactNumber(3_400_000))).toBe('34 लाख');
    expect(formatCompactNumber(Number.NaN)).toBe('-');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(12.4 * 1_048_576)).toBe('12.4 MB');
    expect(formatStorageMb(102_400)).toBe('100 GB');
  });
});
