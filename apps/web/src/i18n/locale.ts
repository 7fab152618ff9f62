// Numbers and dates through Intl in the reader's locale (issue 18 §2): the brand's own English
// (en-IN grouping, 12,34,567, for the India brand) or Hindi (hi-IN). Plain functions, so
// formatters outside React (stats, CSV labels) read the same locale as components.
import {
  BYTES_PER_MB,
  displayDecimals,
  formatBytes as domainFormatBytes,
  formatDate as domainFormatDate,
  formatNumber as domainFormatNumber,
  formatRelativeTime as domainFormatRelativeTime,
  formatStorageMb as domainFormatStorageMb,
  roundTo,
  toDate,
  type DateInput,
} from '@sortie/domain';
import { currentLanguage } from './i18n.ts';

let brandEnglishLocale = 'en-IN';

/** Set once at boot from the brand (lib/brand-locale.ts), e.g. 'en-IN' or 'en-GY'. */
export function setBrandEnglishLocale(locale: string): void {
  brandEnglishLocale = locale;
}

/** The BCP 47 locale numbers and dates are written in now. */
export function intlLocale(): string {
  return currentLanguage() === 'hi' ? 'hi-IN' : brandEnglishLocale;
}

/** 1234567.8 → '12,34,567.8' (en-IN); options as Intl.NumberFormat's. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(), options).format(value);
}

/** toFixed in the reader's locale: exactly `digits` decimals, grouped (1,234.50 in en-IN). */
export function formatFixed(value: number, digits: number): string {
  return formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A date and time, short: '24 Nov 2026, 9:30 pm' (en-IN). */
export function formatDateTime(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return new Intl.DateTimeFormat(intlLocale(), options).format(new Date(value));
}

/** A date: '24 Nov 2026' (en-IN), '24 नव॰ 2026' (hi-IN). */
export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return new Intl.DateTimeFormat(intlLocale(), options).format(new Date(value));
}

// Locale-aware versions of @sortie/domain's display formatters (platform-core §9). In English they
// ARE the domain functions, so English pages, tests and the API's words stay exactly as before;
// in Hindi the same rules (decimals by size, compact from 1000, relative time up to a week) are
// written through Intl in hi-IN. Intl has no word for "absent" or "a few seconds ago", so those
// two Hindi phrases live here rather than in a lazily loaded catalogue: these functions run
// outside React, before any namespace has loaded.
const HINDI_NOT_AVAILABLE = 'उपलब्ध नहीं';
const HINDI_FEW_SECONDS = 'कुछ सेकंड पहले';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

const hindi = (): boolean => currentLanguage() === 'hi';

/** Domain formatNumber (3/2/1 decimals by size, compact from 1000) in the reader's language. */
export function formatCompactNumber(value: number): string {
  if (!hindi()) return domainFormatNumber(value);
  if (!Number.isFinite(value)) return '-';
  if (Math.abs(roundTo(value, 1)) < 1000) {
    return formatNumber(roundTo(value, displayDecimals(value)), { maximumFractionDigits: 3 });
  }
  // CLDR's Hindi compact forms: 1.2 हज़ार, 34 लाख, 3.4 क॰ (crore).
  return formatNumber(value, { notation: 'compact', maximumFractionDigits: 1 });
}

/** Domain formatBytes ('12.4 MB', 1024-based); the unit symbols stay as they are in Hindi. */
export function formatBytes(bytes: number): string {
  if (!hindi()) return domainFormatBytes(bytes);
  if (!Number.isFinite(bytes)) return '-';
  let value = Math.max(0, bytes);
  let i = 0;
  while (value >= 1024 && i < BYTE_UNITS.length - 1) {
    value /= 1024;
    i += 1;
  }
  return `${i === 0 ? formatNumber(Math.round(value)) : formatCompactNumber(value)} ${BYTE_UNITS[i]}`;
}

/** Domain formatStorageMb (storage_mb, decision 170) in the reader's language. */
export function formatStorageMb(mb: number): string {
  return hindi() ? formatBytes(mb * BYTES_PER_MB) : domainFormatStorageMb(mb);
}

/** Domain formatDate ('12 Mar 2025', 'Not Available'); Hindi '12 मार्च 2025', 'उपलब्ध नहीं'. */
export function formatShortDate(input: DateInput): string {
  if (!hindi()) return domainFormatDate(input);
  const date = toDate(input);
  if (!date) return HINDI_NOT_AVAILABLE;
  return formatDate(date, { day: 'numeric', month: 'short', year: 'numeric' });
}

/**
 * Domain formatRelativeTime ('45 minutes ago', 'Yesterday', up to '1 week ago', then a date) in
 * the reader's language; Hindi through Intl.RelativeTimeFormat: '45 मिनट पहले', 'कल'.
 */
export function formatRelativeTime(input: DateInput, options: { now?: Date } = {}): string {
  if (!hindi()) return domainFormatRelativeTime(input, options);
  const date = toDate(input);
  if (!date) return HINDI_NOT_AVAILABLE;
  const elapsed = (options.now ?? new Date()).getTime() - date.getTime();
  if (elapsed < MINUTE) return HINDI_FEW_SECONDS;
  // 'always' keeps '1 सप्ताह पहले' (not 'पिछला सप्ताह', "last week"); 'auto' gives 'कल' for a day.
  const always = new Intl.RelativeTimeFormat(intlLocale(), { numeric: 'always' });
  if (elapsed < HOUR) return always.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return always.format(-Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days === 1)
    return new Intl.RelativeTimeFormat(intlLocale(), { numeric: 'auto' }).format(-1, 'day');
  if (days <= 6) return always.format(-days, 'day');
  if (days <= 13) return always.format(-1, 'week');
  return formatShortDate(date);
}
