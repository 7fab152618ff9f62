// Mails in the recipient's language (decision 434): a small typed catalogue per language, the
// same keys and {{placeholders}} in each (texts.test.ts), rendered here. English is the fallback
// for a user who never chose, and for an address without an account (callers pass the sender's).
import { en } from './en.ts';
import { hi } from './hi.ts';

export const MAIL_LANGUAGES = ['en', 'hi'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];
export type MailKey = keyof typeof en.mails;
export type MailWord = keyof typeof en.words;
export type MailCatalogue = {
  mails: Record<MailKey, { subject: string; body: string }>;
  words: Record<MailWord, string>;
};

export const MAIL_CATALOGUES: Record<MailLanguage, MailCatalogue> = { en, hi };

/** A saved `users.language` as a mail language; anything else (null, unknown) is English. */
export function mailLanguage(saved: string | null | undefined): MailLanguage {
  return saved === 'hi' ? 'hi' : 'en';
}

/** The {{names}} a text uses, in order of first use (the catalogue test compares them). */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!))];
}

function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`mail text misses the value of ${whole}`);
    return String(value);
  });
}

/** The subject and body of one mail in `lang`, its placeholders filled from `params`. */
export function mailText(
  lang: MailLanguage,
  key: MailKey,
  params: Record<string, string | number>,
): { subject: string; text: string } {
  const t = MAIL_CATALOGUES[lang].mails[key];
  return { subject: fill(t.subject, params), text: fill(t.body, params) };
}

/** One word of the catalogue (roles, access levels, fallbacks) in `lang`. */
export const mailWord = (lang: MailLanguage, word: MailWord): string =>
  MAIL_CATALOGUES[lang].words[word];

/**
 * A day (YYYY-MM-DD) as the mail writes it: English keeps the ISO day the mails always had;
 * Hindi writes it out the way the web does (12 मार्च 2026).
 */
export function mailDay(lang: MailLanguage, day: string): string {
  if (lang === 'en') return day;
  return new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
