// The MUI parts of the root layout, loaded the first time one shows (decision 418): the landing
// page renders without MUI, so its first download carries neither the theme nor these components.
// Each wraps itself in the brand's theme, as the root renders outside the shell that provides it.
import ErrorOutline from '@mui/icons-material/ErrorOutline';
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
  return (
    <BrandThemeProvider>
      <LinearProgress
        aria-label="Loading page"
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
          {chunk ? 'A new version is available' : 'Something went wrong'}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {chunk
            ? 'Part of the app could not be loaded, usually because it was just updated. Reload to continue.'
            : status
              ? `The page answered with status ${status}.`
              : 'An unexpected error stopped this page. Reload, or go back to the home page.'}
        </Typography>
        <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'center' }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button href={paths.home.href()}>Go home</Button>
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
