// The languages Sortie speaks (issue 18 §2). English is the source language and the fallback; a
// key missing from another catalogue fails the catalogue test, so users never see a raw key.
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  hi: 'हिन्दी',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

const STORAGE_KEY = 'sortie.language';

/** The language this browser chose last; else the browser's own, when we speak it; else English. */
export function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage can be off (private mode); the browser's language still decides.
  }
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.slice(0, 2);
  return isLanguage(browser) ? browser : 'en';
}

/** Remembers the choice on this browser, so the landing page opens in it before sign-in. */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered on this browser; a signed-in user's choice is still saved on the server.
  }
}
