// Server errors in the reader's language (issue 18 §2, decision 430). The server writes English
// sentences; the client chooses the words by the error's stable `type` (and its status when the
// type has no entry), so a Hindi reader gets Hindi. In English the server's own sentence is kept:
// it often names what to change ("Fly at 120 m or lower"), which a per-type sentence cannot.
import type { AppError } from '@sortie/domain';
import { currentLanguage, i18n } from './i18n.ts';

type Details = Readonly<Record<string, unknown>> | undefined;

/** Numbers and strings of `details` as interpolation values ({{limit}}, {{requested}}). */
function interpolation(details: Details): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(details ?? {})) {
    if (typeof value === 'number' || typeof value === 'string') values[key] = value;
  }
  return values;
}

/** The sentence for a refused call, in the current language; `english` when reading English. */
export function translatedError(
  error: Pick<AppError, 'type' | 'status' | 'details'>,
  english: string,
): string {
  if (currentLanguage() === 'en') return english;
  const values = interpolation(error.details);
  const byType = i18n.t(`errors:types.${error.type}`, { ...values, defaultValue: '' });
  if (byType) return byType;
  const byStatus = i18n.t(`errors:status.${error.status}`, { defaultValue: '' });
  return byStatus || i18n.t('errors:generic');
}

/** A field's message from the server (zod, English): the field names it, so Hindi says "invalid". */
export function translatedFieldMessage(english: string): string {
  return currentLanguage() === 'en' ? english : i18n.t('errors:fieldInvalid');
}

/** The hint shown when the server could not be reached. */
export function connectionHint(): string {
  return i18n.t('errors:connection', {
    defaultValue: 'Something went wrong. Check your connection and try again.',
  });
}
