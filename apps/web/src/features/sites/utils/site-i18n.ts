// The site's numbers, durations and dates in the reader's language (issue 18 §2). The domain's
// formatters (packages/domain) write English for the server and the CLI; the web words them
// through the `sites` catalogue and Intl. English keeps the domain's exact text, so the words a
// user and the tests already know do not change.
import type { FormattedQuantity } from '@sortie/domain';
import { formatDuration, formatRelativeTime, toDate } from '@sortie/domain';
import { i18n } from '../../../i18n/i18n.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { formatDate, formatNumber } from '../../../i18n/locale.ts';

const UNIT_KEYS: Readonly<Record<string, string>> = {
  acres: 'units.acres',
  ha: 'units.ha',
  'sq. km': 'units.sqKm',
  'sq. m': 'units.sqM',
};

/** '10 acres' in English, '10 एकड़' in Hindi; m, km, ft stay as they are. */
export function measureText(q: FormattedQuantity<string>): string {
  if (currentLanguage() === 'en') return q.text;
  const key = UNIT_KEYS[q.unit];
  const unit = key ? i18n.t(`sites:${key}`) : q.unit;
  return `${formatNumber(q.value, { maximumFractionDigits: 2 })} ${unit}`;
}

/** '1 day 2 h' (a working day is 8 h), in the reader's language. */
export function durationText(seconds: number): string {
  if (currentLanguage() === 'en') return formatDuration(seconds);
  if (!Number.isFinite(seconds) || seconds <= 0) return i18n.t('sites:duration.zero');
  const total = Math.round(seconds / 60);
  if (total === 0) return i18n.t('sites:duration.lessThanMinute');
  const days = Math.floor(total / 480);
  const hours = Math.floor((total % 480) / 60);
  const minutes = total % 60;
  const parts: string[] = [];
  if (days > 0) parts.push(i18n.t('sites:duration.days', { count: days }));
  if (hours > 0) parts.push(i18n.t('sites:duration.hours', { count: hours }));
  if (days === 0 && minutes > 0) parts.push(i18n.t('sites:duration.minutes', { count: minutes }));
  return parts.join(' ');
}

/** '3 h left', or 'Complete' when nothing is left. */
export function timeLeftText(remainingSeconds: number): string {
  return remainingSeconds <= 0
    ? i18n.t('sites:status.complete')
    : i18n.t('sites:duration.left', { duration: durationText(remainingSeconds) });
}

/** '45 minutes ago', 'Yesterday', then a date (platform-core §9), in the reader's language. */
export function relativeTimeText(input: string | Date | null | undefined): string {
  if (currentLanguage() === 'en') return formatRelativeTime(input);
  const date = toDate(input);
  if (!date) return i18n.t('sites:time.notAvailable');
  const elapsed = Date.now() - date.getTime();
  const minute = 60_000;
  const hour = 60 * minute;
  const day = 24 * hour;
  if (elapsed < minute) return i18n.t('sites:time.seconds');
  if (elapsed < hour) return i18n.t('sites:time.minutes', { count: Math.floor(elapsed / minute) });
  if (elapsed < day) return i18n.t('sites:time.hours', { count: Math.floor(elapsed / hour) });
  const days = Math.floor(elapsed / day);
  if (days === 1) return i18n.t('sites:time.yesterday');
  if (days <= 6) return i18n.t('sites:time.days', { count: days });
  if (days <= 13) return i18n.t('sites:time.week');
  return formatDate(date);
}

/** A date as '12 Mar 2025' (or '12 मार्च 2025'); 'Not Available' without one. */
export function dateText(input: string | Date | null | undefined): string {
  const date = toDate(input);
  return date ? formatDate(date) : i18n.t('sites:time.notAvailable');
}
