// The MUI theme, coloured by the brand. A malformed brand colour falls back to our defaults
// rather than blanking the app.
import type { TBrand } from '@sortie/domain/contracts';
import { alpha, createTheme, type Theme } from '@mui/material/styles';

const FALLBACK = { primary: '#0b5cad', secondary: '#f28c28', background: '#f4f6fa' };

function build(primary: string, secondary: string, background: string): Theme {
  return createTheme({
    palette: {
      primary: { main: primary },
      secondary: { main: secondary },
      background: { default: background, paper: '#ffffff' },
      text: { primary: '#14202b', secondary: '#52606d' },
      divider: alpha('#14202b', 0.1),
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily:
        'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans Devanagari", "Nirmala UI", Mangal, sans-serif',
      h1: { fontWeight: 800, letterSpacing: '-0.02em' },
      h2: { fontWeight: 800, letterSpacing: '-0.02em' },
      h3: { fontWeight: 700, letterSpacing: '-0.01em' },
      h4: { fontWeight: 700, letterSpacing: '-0.01em' },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 16 } },
      },
      MuiDialog: { styleOverrides: { paper: { borderRadius: 16 } } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  });
}

export function createBrandTheme(brand: Pick<TBrand, 'theme'> | null): Theme {
  if (!brand) return build(FALLBACK.primary, FALLBACK.secondary, FALLBACK.background);
  try {
    return build(
      brand.theme.primary,
      brand.theme.secondary,
      brand.theme.background ?? FALLBACK.background,
    );
  } catch {
    return build(FALLBACK.primary, FALLBACK.secondary, FALLBACK.background);
  }
}
