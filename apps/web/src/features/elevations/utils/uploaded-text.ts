// "uploaded …" in the middle of a sentence: platform-core §9's relative times are labels
// ('Few seconds ago', 'Yesterday', a date), so inside a sentence they are lower-cased and a
// date gets 'on'.
import { formatRelativeTime } from '@sortie/domain';

export function uploadedText(at: string | Date, now?: Date): string {
  const rel = formatRelativeTime(at, now ? { now } : {});
  if (rel === 'Not Available') return 'upload time not known';
  if (rel === 'Few seconds ago') return 'uploaded a few seconds ago';
  if (rel === 'Yesterday') return 'uploaded yesterday';
  if (rel.endsWith(' ago')) return `uploaded ${rel}`;
  return `uploaded on ${rel}`;
}
