// The home greeting (feature-areas §2): Hello, Howdy or a time-based one, with a subtitle of
// the day. "Random" per day, so it does not change on every render or reload.
import { i18n } from '../../../i18n/i18n.ts';
import { dayOfYear } from '../../../lib/day.ts';

export function timeOfDayGreeting(date: Date): string {
  const h = date.getHours();
  if (h < 12) return i18n.t('home:greeting.morning');
  if (h < 17) return i18n.t('home:greeting.afternoon');
  return i18n.t('home:greeting.evening');
}

export function greetingFor(firstName: string, date: Date = new Date()): string {
  const options = [
    i18n.t('home:greeting.hello'),
    i18n.t('home:greeting.howdy'),
    timeOfDayGreeting(date),
  ];
  const word = options[dayOfYear(date) % options.length] ?? options[0];
  return firstName
    ? i18n.t('home:greeting.withName', { word, name: firstName })
    : i18n.t('home:greeting.withoutName', { word });
}

/** How many subtitles `home:subtitles` holds (keys 0 to 6). */
export const HOME_SUBTITLE_COUNT = 7;

export function subtitleOfTheDay(date: Date = new Date()): string {
  return i18n.t(`home:subtitles.${(dayOfYear(date) + 3) % HOME_SUBTITLE_COUNT}`);
}
