// MUI's theme and CssBaseline, coloured by the brand. Not at the top of the app: the landing page
// renders without MUI, so each lazily loaded part that uses MUI (the shell, the sign-in dialogs,
// the landing drawer, the snackbar, the route error page) wraps itself in this (decision 418).
// In Hindi, MUI's built-in labels come from its hiIN locale, loaded on demand (decision 435).
import { CssBaseline, ThemeProvider } from '@mui/material';
import { createTheme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useMuiLocale } from '../i18n/mui-locale.ts';
import { useBrand } from './brand.tsx';
import { createBrandTheme } from './theme.ts';

export function BrandThemeProvider({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const locale = useMuiLocale();
  const theme = useMemo(() => {
    const base = createBrandTheme(brand);
    return locale ? createTheme(base, locale) : base;
  }, [brand, locale]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
