// "uploaded …" in the middle of a sentence: platform-core §9's relative times are labels
// ('Few seconds ago', 'Yesterday', a date), so inside a sentence they are lower-cased and a
// date gets 'on'. In Hindi the relative time comes from locale.ts ('5 मिनट पहले', 'कल') and the
// sentence from the `elevations` catalogue.
import { toDate } from '@sortie/domain';
import { currentLanguage, i18n } from '../../../i18n/i18n.ts';
import { formatRelativeTime } from '../../../i18n/locale.ts';

/** Past this, locale.ts writes a date rather than a relative time (as the domain does). */
const RELATIVE_DAYS = 13;
const DAY_MS = 86_400_000;

export function uploadedText(at: string | Date, now?: Date): string {
  const rel = formatRelativeTime(at, now ? { now } : {});
  const date = toDate(at);
  if (!date) return i18n.t('elevations:model.uploadedAt.unknown');
  if (currentLanguage() !== 'en') {
    const days = Math.floor(((now ?? new Date()).getTime() - date.getTime()) / DAY_MS);
    return days > RELATIVE_DAYS
      ? i18n.t('elevations:model.uploadedAt.on', { date: rel })
      : i18n.t('elevations:model.uploadedAt.ago', { when: rel });
  }
  if (rel === 'Few seconds ago') return i18n.t('elevations:model.uploadedAt.seconds');
  if (rel === 'Yesterday') return i18n.t('elevations:model.uploadedAt.yesterday');
  if (rel.endsWith(' ago')) return i18n.t('elevations:model.uploadedAt.ago', { when: rel });
  return i18n.t('elevations:model.uploadedAt.on', { date: rel });
}
