// MUI's own words (pagination's "Rows per page", autocomplete's "No options", the aria labels of
// its buttons) in the reader's language. MUI ships Hindi (hiIN); it loads only once Hindi is on,
// so English pages never download it, and the landing page (no MUI) never imports this.
import type { Localization } from '@mui/material/locale';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n.ts';

let hindi: Localization | null = null;
let loading: Promise<Localization> | null = null;

export function loadMuiHindi(): Promise<Localization> {
  loading ??= import('@mui/material/locale').then(({ hiIN }) => (hindi = hiIN));
  return loading;
}

/** MUI's localization for the current language; null means MUI's built-in English. */
export function useMuiLocale(): Localization | null {
  useTranslation(); // re-renders on a language switch
  const isHindi = currentLanguage() === 'hi';
  const [, setLoaded] = useState(hindi);
  useEffect(() => {
    if (isHindi && !hindi) void loadMuiHindi().then(setLoaded);
  }, [isHindi]);
  return isHindi ? hindi : null;
}
