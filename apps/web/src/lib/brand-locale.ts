// The locale a brand's dates are read in (issue 10 §7: the India brand showed US mm/dd/yyyy date
// pickers, from the browser's default). The brand config names its country by dialling code, so
// the locale follows from it; a brand of another country reads day-first, as most of the world.
import type { TBrand } from '@sortie/domain/contracts';

const LOCALE_BY_COUNTRY_CODE: Readonly<Record<string, string>> = {
  '1': 'en-US',
  '44': 'en-GB',
  '61': 'en-AU',
  '91': 'en-IN',
  '592': 'en-GY',
};

/** 'en-IN' for the India brand (+91); 'en-GB' (day first) when the country is not listed. */
export function brandLocale(brand: Pick<TBrand, 'countryCode'>): string {
  return LOCALE_BY_COUNTRY_CODE[brand.countryCode] ?? 'en-GB';
}

/**
 * The numeric date pattern of a locale in dayjs tokens, read from Intl so it is the locale's own
 * order and separator: 'DD/MM/YYYY' for en-IN, 'MM/DD/YYYY' for en-US.
 */
export function datePattern(locale: string): string {
  const token = { day: 'DD', month: 'MM', year: 'YYYY' } as const;
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' })
    .formatToParts(new Date(2026, 10, 24))
    .map((p) => (p.type in token ? token[p.type as keyof typeof token] : p.value))
    .join('');
}
