// The whole route table of platform-core §2. Pages load lazily; pages that later issues build are
// "coming soon" placeholders inside the shell. Guards and sidebar visibility follow the table.
import { useEffect, useState, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { setNotPartOfCompanyHandler, setSessionRevokedHandler } from '../lib/api-client.ts';
import { notify } from '../lib/notify.ts';
import { queryClient } from '../lib/query-client.ts';
import {
  BrandFeatureGuard,
  HomeEntryGuard,
  PlansGuard,
  PrivateStreamGuard,
  PublicStreamGuard,
  RequireSignIn,
} from './guards.tsx';
import { RootLayout, RouteErrorPage, RouteFallback } from './root-layout.tsx';
import { AppShell } from './shell/app-shell.tsx';
import { createCompanyAccessLostHandler } from './shell/company-access-lost.ts';

type Lazy = () => Promise<{ Component: ComponentType }>;

/** A placeholder page for routes that later issues build. */
function comingSoon(title: string, description?: string): Lazy {
  return async () => {
    const { ComingSoonPage } = await import('../components/ui/coming-soon/coming-soon.tsx');
    return { Component: () => <ComingSoonPage title={title} description={description} /> };
  };
}

const page = (path: string, lazy: Lazy): RouteObject => ({ path, lazy });

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteErrorPage,
    children: [
      // HomePage: no sidebar; its entry guard sends signed-in users to their home.
      {
        path: paths.home.pattern,
        Component: HomeEntryGuard,
        children: [{ index: true, lazy: () => import('./routes/home/landing-route.tsx') }],
      },

      // Sign-in required, sidebar shown.
      {
        Component: RequireSignIn,
        children: [
          {
            element: <AppShell sidebar="always" />,
            children: [
              page(
                paths.companyHome.pattern,
                () => import('./routes/home/logged-in-home-route.tsx'),
              ),
              page(paths.usage.pattern, () => import('./routes/usage/usage-route.tsx')),
              page(paths.governance.pattern, () => import('./routes/usage/governance-route.tsx')),
              page(
                paths.streams.pattern,
                () => import('./routes/streams/streams-overview-route.tsx'),
              ),
              page(paths.recording.pattern, () => import('./routes/streams/recording-route.tsx')),
              {
                element: <BrandFeatureGuard feature="news" />,
                children: [
                  page(paths.newsCms.pattern, () => import('./routes/content/news-cms-route.tsx')),
                ],
              },
              page(paths.tipsCms.pattern, () => import('./routes/content/tips-cms-route.tsx')),
              page(paths.drones.pattern, () => import('./routes/fleet/drones-route.tsx')),
              page(paths.batteries.pattern, () => import('./routes/fleet/batteries-route.tsx')),
              page(paths.logbook.pattern, () => import('./routes/fleet/logbook-route.tsx')),
              page(
                paths.droneCatalogue.pattern,
                () => import('./routes/fleet/catalogue-route.tsx'),
              ),
              page(paths.sites.pattern, () => import('./routes/sites/sites-overview-route.tsx')),
              page(
                paths.siteDetails.pattern,
                () => import('./routes/sites/site-details-route.tsx'),
              ),
              page(
                paths.collections.pattern,
                () => import('./routes/sites/collections-overview-route.tsx'),
              ),
              page(
                paths.collectionDetails.pattern,
                () => import('./routes/sites/collection-details-route.tsx'),
              ),
              page(
                paths.dockDetails.pattern,
                () => import('./routes/docks/dock-details-route.tsx'),
              ),
              page(paths.user.pattern, () => import('./routes/users/user-route.tsx')),
              page(paths.settings.pattern, () => import('./routes/settings/settings-route.tsx')),
            ],
          },
          // Stream host (developer page): signed in, no sidebar.
          {
            element: <AppShell sidebar="never" />,
            children: [
              page(
                paths.streamHost.pattern,
                () => import('./routes/streams/stream-host-route.tsx'),
              ),
            ],
          },
        ],
      },

      // StreamPrivatePage: its own guard; the sidebar hides on small screens.
      {
        Component: PrivateStreamGuard,
        children: [
          {
            element: <AppShell sidebar="hide-on-small" />,
            children: [
              page(
                paths.streamPrivate.pattern,
                () => import('./routes/streams/stream-private-route.tsx'),
              ),
            ],
          },
        ],
      },

      // Public stream pages: no sign-in, no sidebar; signed-in users go to the private page.
      {
        Component: PublicStreamGuard,
        children: [
          {
            element: <AppShell sidebar="never" />,
            children: [
              page(
                paths.streamPublic.pattern,
                () => import('./routes/streams/stream-public-route.tsx'),
              ),
              page(
                paths.streamPublicOld.pattern,
                () => import('./routes/streams/stream-public-route.tsx'),
              ),
            ],
          },
        ],
      },

      // Public pages that show the sidebar only to signed-in users.
      {
        element: <AppShell sidebar="when-signed-in" />,
        children: [
          {
            element: <BrandFeatureGuard feature="news" />,
            children: [page(paths.news.pattern, () => import('./routes/content/news-route.tsx'))],
          },
          page(
            paths.airspaceAdvisory.pattern,
            () => import('./routes/airspace/airspace-advisory-route.tsx'),
          ),
          page(paths.dataVerification.pattern, comingSoon('Data Check')),
          page(paths.changelog.pattern, () => import('./routes/release-notes/changelog-route.tsx')),
          page(paths.release.pattern, () => import('./routes/release-notes/release-route.tsx')),
          page(
            paths.verifyEmail.pattern,
            () => import('./routes/verify-email/verify-email-route.tsx'),
          ),
        ],
      },

      // Pricing: public, no sidebar; signed-in users go to their plans tab.
      {
        Component: PlansGuard,
        children: [
          {
            element: <AppShell sidebar="never" />,
            children: [page(paths.plans.pattern, () => import('./routes/plans/plans-route.tsx'))],
          },
        ],
      },

      {
        element: <AppShell sidebar="never" />,
        children: [
          page(paths.aiTestBench.pattern, comingSoon('AI test bench')),
          page(paths.forbidden.pattern, () => import('./routes/errors/forbidden-route.tsx')),
          page(paths.notFound.pattern, () => import('./routes/errors/not-found-route.tsx')),
        ],
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));

  useEffect(() => {
    // A refresh_error ends the session: say so, drop cached data and go home (platform-core §4).
    setSessionRevokedHandler((message) => {
      queryClient.clear();
      notify(message, { code: 401 });
      void router.navigate(paths.home.href(), { replace: true });
    });
    setNotPartOfCompanyHandler(
      createCompanyAccessLostHandler((to) => router.navigate(to, { replace: true })),
    );
    return () => {
      setSessionRevokedHandler(() => undefined);
      setNotPartOfCompanyHandler(() => undefined);
    };
  }, [router]);

  return <RouterProvider router={router} />;
}
