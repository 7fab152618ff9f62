// A site's flying time goal as the form edits it (hours and minutes) and as the API stores it
// (seconds, at most 1e8: ZUpdateSiteRequest.goal). Whole minutes are enough for a target.
import { i18n } from '../../../i18n/i18n.ts';
import { formatNumber } from '../../../i18n/locale.ts';

export interface GoalFields {
  hours: string;
  minutes: string;
}

/** The largest goal the API accepts, in hours (1e8 s). */
export const MAX_GOAL_HOURS = Math.floor(1e8 / 3600);

export type GoalParse =
  { ok: true; seconds: number } | { ok: false; field: 'hours' | 'minutes' | null; message: string };

export function goalToFields(seconds: number | null): GoalFields {
  if (seconds === null || seconds <= 0) return { hours: '', minutes: '' };
  const minutes = Math.round(seconds / 60);
  return { hours: String(Math.floor(minutes / 60)), minutes: String(minutes % 60) };
}

/** Empty means 0; each part must be a whole number in range, and the total above zero. */
export function goalFromFields(f: GoalFields): GoalParse {
  const part = (text: string) => (text.trim() === '' ? 0 : Number(text));
  const hours = part(f.hours);
  const minutes = part(f.minutes);
  if (!Number.isInteger(hours) || hours < 0 || hours > MAX_GOAL_HOURS)
    return {
      ok: false,
      field: 'hours',
      message: i18n.t('sites:goal.errors.hours', { max: formatNumber(MAX_GOAL_HOURS) }),
    };
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > 59)
    return { ok: false, field: 'minutes', message: i18n.t('sites:goal.errors.minutes') };
  const seconds = (hours * 60 + minutes) * 60;
  if (seconds === 0)
    return {
      ok: false,
      field: null,
      message: i18n.t('sites:goal.errors.zero'),
    };
  if (seconds > 1e8)
    return { ok: false, field: 'hours', message: i18n.t('sites:goal.errors.tooLong') };
  return { ok: true, seconds };
}
