// MUI's theme and CssBaseline, coloured by the brand. Not at the top of the app: the landing page
// renders without MUI, so each lazily loaded part that uses MUI (the shell, the sign-in dialogs,
// the landing drawer, the snackbar, the route error page) wraps itself in this (decision 418).
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useBrand } from './brand.tsx';
import { createBrandTheme } from './theme.ts';

export function BrandThemeProvider({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const theme = useMemo(() => createBrandTheme(brand), [brand]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
