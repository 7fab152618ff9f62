// @vitest-environment jsdom
// MUI's own labels follow the language (decision 435): hiIN loads on demand, English stays as is.
import { TablePagination } from '@mui/material';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { buildBrand } from '../testing/factories.ts';
import { BrandProvider } from './brand.tsx';
import { BrandThemeProvider } from './brand-theme-provider.tsx';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const pagination = () =>
  render(
    <BrandProvider brand={buildBrand()}>
      <BrandThemeProvider>
        <TablePagination
          component="div"
          count={20}
          page={0}
          rowsPerPage={10}
          onPageChange={() => {}}
        />
      </BrandThemeProvider>
    </BrandProvider>,
  );

describe("MUI's built-in labels", () => {
  it('are English in English', () => {
    pagination();
    expect(screen.getByText('Rows per page:')).toBeTruthy();
  });

  it('are Hindi in Hindi, once MUI’s Hindi locale has loaded', async () => {
    await i18n.changeLanguage('hi');
    pagination();
    expect(await screen.findByText('पंक्तियाँ प्रति पृष्ठ:')).toBeTruthy();
  });
});
