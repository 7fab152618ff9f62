// Release dates of the release data are plain YYYY-MM-DD days: read as local days (new Date of
// the string would read UTC midnight, a day early west of Greenwich) and shown in the
// reader's date format (decision 430): '15 Sep 2025' in English, '15 सित॰ 2025' in Hindi.
import { formatDate } from '../../../i18n/locale.ts';

export function releaseDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return formatDate(new Date(y, m - 1, d));
}
