// The site page's route module. The router renders a route only once its module is in, so this
// one is small: the shell and the page's skeleton paint as soon as the shell's code is in, while
// the page itself (site-details-route.tsx: the map, the planner, the sections) and its catalogues
// load side by side, not one catalogue after another as each part suspends (decision 421).
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { siteQueryOptions } from '../../../features/sites/api/get-site.ts';
import { SitePageSkeleton } from '../../../features/sites/components/site-page-skeleton.tsx';
import { i18n } from '../../../i18n/i18n.ts';

// The planner and the sections below the map; `sites` is loaded with this module (router.tsx).
const PAGE_NAMESPACES = ['missions', 'elevations', 'airspace', 'docks'];

const SiteDetailsRoute = lazy(async () => {
  const [page] = await Promise.all([
    import('./site-details-route.tsx'),
    // A catalogue that fails here is left to the parts, which suspend on it as before.
    i18n.loadNamespaces(PAGE_NAMESPACES).catch(() => undefined),
  ]);
  return { default: page.Component };
});

export function Component() {
  const { companyId = '', siteId = '' } = useParams();
  const queryClient = useQueryClient();
  // The site is asked for while the page's code loads, not after it: the page's useSite finds it.
  useEffect(() => {
    if (siteId !== 'new') void queryClient.prefetchQuery(siteQueryOptions(companyId, siteId));
  }, [queryClient, companyId, siteId]);
  return (
    <Suspense fallback={<SitePageSkeleton companyId={companyId} />}>
      <SiteDetailsRoute />
    </Suspense>
  );
}
