// One i18next instance for the app (decision 430). Catalogues are JSON files per language and
// namespace (locales/<lng>/<ns>.json, a namespace per feature folder plus `common` and `errors`).
// They load on demand: a page fetches only its own namespaces, in the chosen language, so the
// landing page does not carry the planner's strings, and English users never download Hindi.
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLanguage, rememberLanguage, type Language } from './languages.ts';

type Catalogue = Record<string, unknown>;

const catalogues = import.meta.glob<{ default: Catalogue }>('./locales/*/*.json');

/** Reads locales/<lng>/<ns>.json through Vite's code splitting (one small chunk per file). */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogues[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No catalogue ${language}/${namespace}.`), false);
      return;
    }
    load().then(
      (m) => callback(null, m.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

/** The shared options: English as fallback, no HTML escaping (React escapes), `common` default. */
export const I18N_OPTIONS = {
  fallbackLng: 'en',
  supportedLngs: ['en', 'hi'],
  defaultNS: 'common',
  ns: ['common'],
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: true },
} as const;

/** Starts i18n in the browser's remembered language; resolves once `common` is loaded. */
export async function initI18n(language: Language = initialLanguage()): Promise<void> {
  await i18n
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, lng: language });
  await loadErrorTexts(language);
  document.documentElement.lang = language;
}

/**
 * Server errors are translated synchronously when they arrive (error-text.ts), so a reader of a
 * language other than English has the `errors` catalogue loaded up front; English readers see the
 * server's own sentences and do not need it. Without this, a Hindi reader saw the key "generic".
 */
async function loadErrorTexts(language: Language): Promise<void> {
  if (language !== 'en') await i18n.loadNamespaces('errors').catch(() => undefined);
}

/** Switches the language everywhere at once and remembers it on this browser. */
export async function switchLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
  await loadErrorTexts(language);
  document.documentElement.lang = language;
}

/** The language in use ('en' until i18n starts). */
export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'hi' ? 'hi' : 'en';
}
