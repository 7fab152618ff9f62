// The top of every route: scroll to top on navigation, a progress bar while a lazy page loads,
// the snackbar, and the error page for chunk-load and render failures.
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { lazy, Suspense, useEffect } from 'react';
import {
  Outlet,
  isRouteErrorResponse,
  useLocation,
  useNavigation,
  useRouteError,
} from 'react-router';
import { paths } from '../config/paths.ts';
import { useCurrentNotice } from '../lib/notify.ts';

// Loaded the first time they show, so the landing page's first download carries neither MUI's
// Snackbar and Alert nor LinearProgress (issue 18 §1, decision 418).
const SnackbarHost = lazy(() =>
  import('./shell/snackbar-host.tsx').then((m) => ({ default: m.SnackbarHost })),
);
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  const navigation = useNavigation();
  const notice = useCurrentNotice();
  return (
    <>
      <ScrollToTop />
      {navigation.state === 'loading' && (
        <Suspense fallback={null}>
          <LinearProgress
            aria-label="Loading page"
            sx={{
              position: 'fixed',
              top: 0,
              left: 0,
              right: 0,
              zIndex: (t) => t.zIndex.appBar + 10,
            }}
          />
        </Suspense>
      )}
      <Outlet />
      {notice && (
        <Suspense fallback={null}>
          <SnackbarHost />
        </Suspense>
      )}
    </>
  );
}

export function RouteFallback() {
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}
      role="status"
      aria-label="Loading"
    >
      <CircularProgress />
    </Box>
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

export function RouteErrorPage() {
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
