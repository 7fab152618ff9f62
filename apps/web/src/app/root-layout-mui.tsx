// The MUI parts of the root layout, loaded the first time one shows (decision 418): the landing
// page renders without MUI, so its first download carries neither the theme nor these components.
// Each wraps itself in the brand's theme, as the root renders outside the shell that provides it.
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { useTranslation } from 'react-i18next';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../config/paths.ts';
import { BrandThemeProvider } from '../lib/brand-theme-provider.tsx';
import { SnackbarHost } from './shell/snackbar-host.tsx';

export function ThemedSnackbarHost() {
  return (
    <BrandThemeProvider>
      <SnackbarHost />
    </BrandThemeProvider>
  );
}

export function PageProgress() {
  const { t } = useTranslation();
  return (
    <BrandThemeProvider>
      <LinearProgress
        aria-label={t('routeError.loadingPage')}
        sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.appBar + 10 }}
      />
    </BrandThemeProvider>
  );
}

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

function RouteErrorContent() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <Box
      role="alert"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <Box sx={{ maxWidth: 440 }}>
        <ErrorOutline color="error" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
          {chunk ? t('routeError.newVersion') : t('routeError.failed')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {chunk
            ? t('routeError.chunk')
            : status
              ? t('routeError.status', { status })
              : t('routeError.unexpected')}
        </Typography>
        <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'center' }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>
          <Button href={paths.home.href()}>{t('routeError.goHome')}</Button>
        </Box>
      </Box>
    </Box>
  );
}

export function ThemedRouteErrorPage() {
  return (
    <BrandThemeProvider>
      <RouteErrorContent />
    </BrandThemeProvider>
  );
}
