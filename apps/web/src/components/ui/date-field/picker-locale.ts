// The date picker's words and calendar in the reader's language (decision 435). MUI X has no
// Hindi locale, so its labels come from our catalogue (common:datePicker); month and weekday names
// come from dayjs's 'hi' locale, loaded only once Hindi is on.
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n.ts';

let dayjsHindi: Promise<unknown> | null = null;
let dayjsHindiReady = false;

function loadDayjsHindi(): Promise<unknown> {
  dayjsHindi ??= import('dayjs/locale/hi').then(() => (dayjsHindiReady = true));
  return dayjsHindi;
}

function pickerText(t: TFunction): Partial<PickersLocaleText> {
  const k = (key: string) => t(`common:datePicker.${key}`);
  return {
    previousMonth: k('previousMonth'),
    nextMonth: k('nextMonth'),
    openPreviousView: k('openPreviousView'),
    openNextView: k('openNextView'),
    calendarViewSwitchingButtonAriaLabel: (view) =>
      view === 'year' ? k('yearViewOpen') : k('calendarViewOpen'),
    cancelButtonLabel: t('common:actions.cancel'),
    clearButtonLabel: t('common:actions.clear'),
    fieldClearLabel: t('common:actions.clear'),
    okButtonLabel: k('ok'),
    todayButtonLabel: k('today'),
    datePickerToolbarTitle: k('selectDate'),
    openDatePickerDialogue: (date) =>
      date ? t('common:datePicker.chooseDateSelected', { date }) : k('chooseDate'),
    dateTableLabel: k('pickDate'),
    fieldYearPlaceholder: () => k('yearPlaceholder'),
    fieldMonthPlaceholder: () => k('monthPlaceholder'),
    fieldDayPlaceholder: () => k('dayPlaceholder'),
    year: k('year'),
    month: k('month'),
    day: k('day'),
    empty: k('empty'),
  };
}

/** The adapter's dayjs locale and the pickers' texts for the current language. */
export function usePickerLocale(): {
  adapterLocale: string;
  localeText: Partial<PickersLocaleText>;
} {
  const { t } = useTranslation('common');
  const isHindi = currentLanguage() === 'hi';
  const [ready, setReady] = useState(dayjsHindiReady);
  useEffect(() => {
    if (isHindi && !dayjsHindiReady) void loadDayjsHindi().then(() => setReady(true));
  }, [isHindi]);
  const localeText = useMemo(() => pickerText(t), [t]);
  return { adapterLocale: isHindi && ready ? 'hi' : 'en', localeText };
}
