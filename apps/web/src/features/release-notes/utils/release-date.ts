// Release dates of the release data are plain YYYY-MM-DD days: read as local days (new Date of
// the string would read UTC midnight, a day early west of Greenwich) and shown with the domain's
// date format (platform-core §9), '15 Sep 2025'.
import { formatDate } from '@sortie/domain';

export function releaseDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return formatDate(new Date(y, m - 1, d));
}
