// The top of every route: scroll to top on navigation, a progress bar while a lazy page loads,
// the snackbar, and the error page for chunk-load and render failures. Plain markup here; the
// MUI parts load when they first show (root-layout-mui.tsx, decision 418).
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { Splash } from '../components/ui/splash/index.ts';
import { useCurrentNotice } from '../lib/notify.ts';

const mui = () => import('./root-layout-mui.tsx');
const SnackbarHost = lazy(() => mui().then((m) => ({ default: m.ThemedSnackbarHost })));
const PageProgress = lazy(() => mui().then((m) => ({ default: m.PageProgress })));
const ErrorPage = lazy(() => mui().then((m) => ({ default: m.ThemedRouteErrorPage })));

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
          <PageProgress />
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

/** While the first route's module loads: the boot splash, plain markup like the page's first paint. */
export function RouteFallback() {
  return <Splash />;
}

export function RouteErrorPage() {
  return (
    <Suspense fallback={<Splash />}>
      <ErrorPage />
    </Suspense>
  );
}
