// A date input in the brand's format (dd/mm/yyyy on the India brand) with a calendar, instead of
// <input type="date">, whose format follows the browser's language and cannot be set by the page
// (issue 10 §7). The value stays a 'YYYY-MM-DD' local day, as the date inputs it replaces used.
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useBrand } from '../../../lib/brand.tsx';
import { brandLocale, datePattern } from '../../../lib/brand-locale.ts';
import { usePickerLocale } from './picker-locale.ts';

const DAY = 'YYYY-MM-DD';

export interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD', or '' when empty. */
  value: string;
  /** 'YYYY-MM-DD', or '' while the typed date is empty or incomplete. */
  onChange: (value: string) => void;
  /** Latest day allowed, 'YYYY-MM-DD'. */
  max?: string;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

export function DateField({ value, onChange, max, label, ...field }: DateFieldProps) {
  const format = datePattern(brandLocale(useBrand()));
  const parsed = value ? dayjs(value) : null;
  const { adapterLocale, localeText } = usePickerLocale();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={adapterLocale}
      localeText={localeText}
    >
      <DatePicker
        label={label}
        format={format}
        value={parsed?.isValid() ? parsed : null}
        onChange={(next) => onChange(next?.isValid() ? next.format(DAY) : '')}
        {...(max ? { maxDate: dayjs(max) } : {})}
        slotProps={{
          textField: {
            size: field.size ?? 'medium',
            fullWidth: field.fullWidth ?? false,
            error: field.error ?? false,
            required: field.required ?? false,
            ...(field.helperText ? { helperText: field.helperText } : {}),
          },
        }}
      />
    </LocalizationProvider>
  );
}
