// The mission's numbers, durations and dates in the reader's language (issue 18 §2). The domain's
// formatters (packages/domain) write English for the server and the CLI; the web words them
// through the `missions` catalogue and Intl. English keeps the domain's exact text, so the words a
// user and the tests already know do not change.
import type { FormattedQuantity } from '@sortie/domain';
import { formatDuration } from '@sortie/domain';
import { i18n } from '../../../i18n/i18n.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { formatNumber } from '../../../i18n/locale.ts';

const UNIT_KEYS: Readonly<Record<string, string>> = {
  acres: 'units.acres',
  ha: 'units.ha',
  'sq. km': 'units.sqKm',
  'sq. m': 'units.sqM',
};

/** An area unit in the reader's language: 'acres' or 'एकड़'; m, km, ft stay as they are. */
export function unitText(unit: string): string {
  const key = UNIT_KEYS[unit];
  return key && currentLanguage() !== 'en' ? i18n.t(`missions:${key}`) : unit;
}

/** '10 acres' in English, '10 एकड़' in Hindi; m, km, ft stay as they are. */
export function measureText(q: FormattedQuantity<string>): string {
  if (currentLanguage() === 'en') return q.text;
  const key = UNIT_KEYS[q.unit];
  const unit = key ? i18n.t(`missions:${key}`) : q.unit;
  return `${formatNumber(q.value, { maximumFractionDigits: 2 })} ${unit}`;
}

/** '1 day 2 h' (a working day is 8 h), in the reader's language. */
export function durationText(seconds: number): string {
  if (currentLanguage() === 'en') return formatDuration(seconds);
  if (!Number.isFinite(seconds) || seconds <= 0) return i18n.t('missions:duration.zero');
  const total = Math.round(seconds / 60);
  if (total === 0) return i18n.t('missions:duration.lessThanMinute');
  const days = Math.floor(total / 480);
  const hours = Math.floor((total % 480) / 60);
  const minutes = total % 60;
  const parts: string[] = [];
  if (days > 0) parts.push(i18n.t('missions:duration.days', { count: days }));
  if (hours > 0) parts.push(i18n.t('missions:duration.hours', { count: hours }));
  if (days === 0 && minutes > 0)
    parts.push(i18n.t('missions:duration.minutes', { count: minutes }));
  return parts.join(' ');
}
