// The date pickers' Hindi (decision 435), loaded with dayjs's 'hi' locale only once Hindi is on:
// MUI X has no Hindi locale, so its labels come from our catalogue (common:datePicker); month
// and weekday names come from dayjs. English keeps MUI's own words (the English catalogue says
// the same).
import 'dayjs/locale/hi';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { TFunction } from 'i18next';

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
