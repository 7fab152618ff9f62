// The language switch (issue 18 §2) on the landing page and in the user menu. A native select:
// keyboard and screen-reader friendly, works on phones, and needs no MUI on the landing page.
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '../../../i18n/languages.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import './language-switch.css';

export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return (
    <label className={['language-switch', className].filter(Boolean).join(' ')}>
      <span className="language-switch-label">{t('language.label')}</span>
      <select
        value={language}
        data-testid="language-switch"
        aria-label={t('language.choose')}
        onChange={(e) => {
          if (isLanguage(e.target.value)) setLanguage(e.target.value);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
