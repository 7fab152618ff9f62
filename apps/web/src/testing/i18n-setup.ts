// Vitest setup (unit project): i18n starts synchronously with every catalogue bundled, in English,
// so components render their real words at once, with no Suspense, as the tests expect.
// A test switches to Hindi with `await i18n.changeLanguage('hi')` and back in its cleanup.
import { initReactI18next } from 'react-i18next';
import { I18N_OPTIONS, i18n } from '../i18n/i18n.ts';

type Catalogue = Record<string, unknown>;
const files = import.meta.glob<{ default: Catalogue }>('../i18n/locales/*/*.json', {
  eager: true,
});

const resources: Record<string, Record<string, Catalogue>> = {};
for (const [file, module] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (!match) continue;
  const [, language, namespace] = match as unknown as [string, string, string];
  (resources[language] ??= {})[namespace] = module.default;
}

if (!i18n.isInitialized) {
  await i18n.use(initReactI18next).init({
    ...I18N_OPTIONS,
    lng: 'en',
    ns: Object.keys(resources.en ?? {}),
    resources,
    initAsync: false,
    react: { useSuspense: false },
  });
}
