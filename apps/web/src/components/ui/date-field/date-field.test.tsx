// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { BrandProvider } from '../../../lib/brand.tsx';
import { brandLocale, datePattern } from '../../../lib/brand-locale.ts';
import { buildBrand } from '../../../testing/factories.ts';
import { DateField } from './date-field.tsx';

afterEach(cleanup);

const shown = (countryCode: string, value: string) => {
  render(
    <BrandProvider brand={buildBrand({ countryCode })}>
      <DateField label="Date flown" value={value} onChange={() => {}} />
    </BrandProvider>,
  );
  return (document.querySelector('input') as HTMLInputElement).value;
};

describe('brand date format (issue 10 §7: US date pickers on the India brand)', () => {
  it('reads the India brand day first and a US brand month first', () => {
    expect(brandLocale({ countryCode: '91' })).toBe('en-IN');
    expect(datePattern('en-IN')).toBe('DD/MM/YYYY');
    expect(datePattern('en-US')).toBe('MM/DD/YYYY');
    expect(datePattern(brandLocale({ countryCode: '999' }))).toBe('DD/MM/YYYY');
  });

  it('shows the India brand date as dd/mm/yyyy', () => {
    expect(shown('91', '2026-11-05')).toBe('05/11/2026');
  });

  it('shows a US brand date as mm/dd/yyyy', () => {
    expect(shown('1', '2026-11-05')).toBe('11/05/2026');
  });

  it('hands back a YYYY-MM-DD day typed in the brand format', () => {
    const seen: string[] = [];
    render(
      <BrandProvider brand={buildBrand({ countryCode: '91' })}>
        <DateField label="Date flown" value="" onChange={(v) => seen.push(v)} />
      </BrandProvider>,
    );
    const input = screen.getByRole('group', { name: 'Date flown' });
    expect(input).toBeTruthy();
    fireEvent.change(document.querySelector('input')!, { target: { value: '05/11/2026' } });
    expect(seen.at(-1)).toBe('2026-11-05');
  });
});

describe('in Hindi (decision 435: MUI X has no Hindi)', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('opens a calendar with Hindi labels and month names', async () => {
    await i18n.changeLanguage('hi');
    render(
      <BrandProvider brand={buildBrand({ countryCode: '91' })}>
        <DateField label="उड़ान की तारीख़" value="2026-11-05" onChange={() => {}} />
      </BrandProvider>,
    );
    // The labels come from our catalogue once the Hindi part has loaded.
    fireEvent.click(await screen.findByRole('button', { name: /^तारीख़ चुनें, चुनी गई तारीख़/ }));
    expect(await screen.findByText('नवंबर 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पिछला महीना' })).toBeTruthy();
    expect((document.querySelector('input') as HTMLInputElement).value).toBe('05/11/2026');
  });
});
