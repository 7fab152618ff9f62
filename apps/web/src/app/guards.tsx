// Route guards of platform-core §2. Each renders its child routes (<Outlet/>) or redirects,
// always replacing history so Back does not bounce.
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { paths } from '../config/paths.ts';
import { pickHomeWorkspace } from '../lib/auth-storage.ts';
import { isBrandFeatureEnabled, useBrand } from '../lib/brand.tsx';
import { homePathFor, useCurrentUser } from '../lib/session.ts';

// Lazy, so the page (MUI) stays out of the first download with the other guards (decision 418).
const NotFoundPage = lazy(() =>
  import('./routes/errors/not-found-route.tsx').then((m) => ({ default: m.Component })),
);

/** HomePage: signed-in users leave the landing page for their home (Super Admin → usage). */
export function HomeEntryGuard() {
  const user = useCurrentUser();
  if (!user) return <Outlet />;
  return <Navigate to={homePathFor(user)} replace />;
}

/** Routes requiring sign-in send a logged-out user to HomePage. */
export function RequireSignIn() {
  const user = useCurrentUser();
  return user ? <Outlet /> : <Navigate to={paths.home.href()} replace />;
}

/** PlansDetailsPage sends a signed-in user to their own plans tab. */
export function PlansGuard() {
  const user = useCurrentUser();
  return user ? <Navigate to={paths.user.href(user.id, 'plans')} replace /> : <Outlet />;
}

/** StreamPage (and the legacy one) opens the private page for a signed-in user. */
export function PublicStreamGuard() {
  const user = useCurrentUser();
  const { companyId, streamId = '' } = useParams();
  if (!user) return <Outlet />;
  const company = companyId ?? pickHomeWorkspace(user);
  return <Navigate to={paths.streamPrivate.href(company, streamId)} replace />;
}

/** StreamPrivatePage sends a signed-out visitor to the public page of the same stream. */
export function PrivateStreamGuard() {
  const user = useCurrentUser();
  const { companyId = '', streamId = '' } = useParams();
  return user ? <Outlet /> : <Navigate to={paths.streamPublic.href(companyId, streamId)} replace />;
}

/** Brand features a route can hide behind (a brand lists them in disabledFeatures). */
export type RouteBrandFeature = 'news';

/**
 * Pages of a feature the brand turned off (platform-core §1 disabledFeatures, e.g. news) do not
 * exist on that brand: a typed or old link shows PageNotFound, as the nav never offers them.
 */
export function BrandFeatureGuard({ feature }: { feature: RouteBrandFeature }) {
  const brand = useBrand();
  return isBrandFeatureEnabled(brand, feature) ? (
    <Outlet />
  ) : (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
