// The date pickers' Hindi (decision 435), loaded only once Hindi is on. MUI X has no Hindi
// locale, so its labels come from our catalogue (common:datePicker); the calendar's month and
// weekday names come from Intl (hi-IN, CLDR), as every other Hindi date in the app, rather than
// dayjs's own 'hi' file, which would tie this chunk to dayjs's and list its 37 dependencies in
// every page with a date field. English keeps MUI's and dayjs's own words.
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { TFunction } from 'i18next';

const names = (count: number, date: (i: number) => Date, options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('hi-IN', { ...options, timeZone: 'UTC' });
  return Array.from({ length: count }, (_, i) => format.format(date(i)));
};
// 2023-01-01 was a Sunday: dayjs lists weekdays from Sunday.
const month = (i: number) => new Date(Date.UTC(2023, i, 1));
const weekday = (i: number) => new Date(Date.UTC(2023, 0, 1 + i));

/** A dayjs locale 'hi' (what AdapterDayjs reads: names, week start, long formats). */
export function hindiDayjsLocale(): ILocale {
  return {
    name: 'hi',
    months: names(12, month, { month: 'long' }),
    monthsShort: names(12, month, { month: 'short' }),
    weekdays: names(7, weekday, { weekday: 'long' }),
    weekdaysShort: names(7, weekday, { weekday: 'short' }),
    weekdaysMin: names(7, weekday, { weekday: 'narrow' }),
    weekStart: 0,
    formats: {
      LT: 'h:mm A',
      LTS: 'h:mm:ss A',
      L: 'DD/MM/YYYY',
      LL: 'D MMMM YYYY',
      LLL: 'D MMMM YYYY, h:mm A',
      LLLL: 'dddd, D MMMM YYYY, h:mm A',
    },
    relativeTime: {},
  };
}

export function pickerText(t: TFunction): Partial<PickersLocaleText> {
  return {
    previousMonth: t('common:datePicker.previousMonth'),
    nextMonth: t('common:datePicker.nextMonth'),
    openPreviousView: t('common:datePicker.openPreviousView'),
    openNextView: t('common:datePicker.openNextView'),
    calendarViewSwitchingButtonAriaLabel: (view) =>
      view === 'year'
        ? t('common:datePicker.yearViewOpen')
        : t('common:datePicker.calendarViewOpen'),
    cancelButtonLabel: t('common:actions.cancel'),
    clearButtonLabel: t('common:actions.clear'),
    fieldClearLabel: t('common:actions.clear'),
    okButtonLabel: t('common:datePicker.ok'),
    todayButtonLabel: t('common:datePicker.today'),
    datePickerToolbarTitle: t('common:datePicker.selectDate'),
    openDatePickerDialogue: (date) =>
      date
        ? t('common:datePicker.chooseDateSelected', { date })
        : t('common:datePicker.chooseDate'),
    dateTableLabel: t('common:datePicker.pickDate'),
    fieldYearPlaceholder: () => t('common:datePicker.yearPlaceholder'),
    fieldMonthPlaceholder: () => t('common:datePicker.monthPlaceholder'),
    fieldDayPlaceholder: () => t('common:datePicker.dayPlaceholder'),
    year: t('common:datePicker.year'),
    month: t('common:datePicker.month'),
    day: t('common:datePicker.day'),
    empty: t('common:datePicker.empty'),
  };
}
