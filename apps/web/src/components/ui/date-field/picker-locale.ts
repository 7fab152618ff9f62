// The date picker in the reader's language (decision 435). Hindi's texts and calendar names load
// on demand (picker-hindi.ts), so English pages carry none of them.
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n.ts';
import type { pickerText } from './picker-hindi.ts';

type HindiModule = { pickerText: typeof pickerText };
let hindi: HindiModule | null = null;
let loading: Promise<HindiModule> | null = null;

function loadHindi(): Promise<HindiModule> {
  loading ??= import('./picker-hindi.ts').then((m) => {
    dayjs.locale(m.hindiDayjsLocale(), undefined, true); // registers 'hi', keeps 'en' the default
    return (hindi = m);
  });
  return loading;
}

/** The adapter's dayjs locale and the pickers' texts for the current language. */
export function usePickerLocale(): {
  adapterLocale: string;
  localeText: Partial<PickersLocaleText> | undefined;
} {
  const { t } = useTranslation('common');
  const isHindi = currentLanguage() === 'hi';
  const [loaded, setLoaded] = useState(hindi);
  useEffect(() => {
    if (isHindi && !loaded) void loadHindi().then(setLoaded);
  }, [isHindi, loaded]);
  const ready = isHindi ? loaded : null;
  const localeText = useMemo(() => ready?.pickerText(t), [ready, t]);
  return { adapterLocale: ready ? 'hi' : 'en', localeText };
}
