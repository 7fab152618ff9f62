// The home greeting (feature-areas §2): Hello, Howdy or a time-based one, with a subtitle of
// the day. "Random" per day, so it does not change on every render or reload.
import { dayOfYear, pickOfTheDay } from '../../../lib/day.ts';

export function timeOfDayGreeting(date: Date): string {
  const h = date.getHours();
  if (h < 12) return 'Good morning';
  if (h < 17) return 'Good afternoon';
  return 'Good evening';
}

export function greetingFor(firstName: string, date: Date = new Date()): string {
  const options = ['Hello', 'Howdy', timeOfDayGreeting(date)];
  const word = options[dayOfYear(date) % options.length] ?? 'Hello';
  return firstName ? `${word}, ${firstName}!` : `${word}!`;
}

export const HOME_SUBTITLES = [
  "Ready to plan today's flights?",
  'Clear skies and sharp images to you.',
  'Every good survey starts with a good plan.',
  'Check the airspace before you take off.',
  "Your sites are waiting. Let's get mapping.",
  'Fly safe, land soft, verify your data.',
  'Great data starts on the ground.',
] as const;

export function subtitleOfTheDay(date: Date = new Date()): string {
  return pickOfTheDay(HOME_SUBTITLES, date, 3) ?? HOME_SUBTITLES[0];
}
