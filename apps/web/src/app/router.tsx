// The whole route table of platform-core §2. Pages load lazily. Guards and sidebar visibility
// follow the table.
import { useEffect, useState, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { i18n } from '../i18n/i18n.ts';
import { setNotPartOfCompanyHandler, setSessionRevokedHandler } from '../lib/api-client.ts';
import { notify } from '../lib/notify.ts';
import {
  BrandFeatureGuard,
  HomeEntryGuard,
  PlansGuard,
  PrivateStreamGuard,
  PublicStreamGuard,
  RequireSignIn,
} from './guards.tsx';
import { RootLayout, RouteErrorPage, RouteFallback } from './root-layout.tsx';
import type { SidebarMode } from './shell/app-shell.tsx';
import { createCompanyAccessLostHandler } from './shell/company-access-lost.ts';

type Lazy = () => Promise<{ Component: ComponentType }>;

const page = (path: string, lazy: Lazy): RouteObject => ({ path, lazy });

/** A page whose first render needs catalogues besides `common`: they load beside its module. */
function withNamespaces(lazy: Lazy, namespaces: readonly string[]): Lazy {
  return async () => {
    const [module] = await Promise.all([
      lazy(),
      // A catalogue that fails here is left to the components, which suspend on it as before.
      i18n.loadNamespaces([...namespaces]).catch(() => undefined),
    ]);
    return module;
  };
}

// The shell's own strings (bars and menus, the verify-email banner, the onboarding prompts) load
// with its code: a namespace first met in a render suspends it, and the only boundary above the
// shell is the root's splash, so the shell painted late (decision 421).
const SHELL_NAMESPACES = ['shell', 'auth', 'onboarding'] as const;

/**
 * The shell (sidebar, user menu, onboarding, realtime) as a lazy layout route: the landing page
 * renders without it, so none of it is in the first download (issue 18 §1 budget).
 */
function shell(sidebar: SidebarMode, children: RouteObject[]): RouteObject {
  return {
    lazy: async () => {
      // MUI's theme and TanStack Query arrive with the shell: every page that uses them renders
      // inside it, so the landing page downloads neither (decision 418).
      const [{ AppShell }, { AppQueryProvider }, { BrandThemeProvider }] = await Promise.all([
        import('./shell/app-shell.tsx'),
        import('../lib/app-query-provider.tsx'),
        import('../lib/brand-theme-provider.tsx'),
        i18n.loadNamespaces([...SHELL_NAMESPACES]).catch(() => undefined),
      ]);
      return {
        Component: () => (
          <BrandThemeProvider>
            <AppQueryProvider>
              <AppShell sidebar={sidebar} />
            </AppQueryProvider>
          </BrandThemeProvider>
        ),
      };
    },
    children,
  };
}

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
          shell('always', [
            page(paths.companyHome.pattern, () => import('./routes/home/logged-in-home-route.tsx')),
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
            page(paths.droneCatalogue.pattern, () => import('./routes/fleet/catalogue-route.tsx')),
            page(paths.sites.pattern, () => import('./routes/sites/sites-overview-route.tsx')),
            page(
              paths.siteDetails.pattern,
              withNamespaces(() => import('./routes/sites/site-details-entry.tsx'), ['sites']),
            ),
            page(
              paths.collections.pattern,
              () => import('./routes/sites/collections-overview-route.tsx'),
            ),
            page(
              paths.collectionDetails.pattern,
              () => import('./routes/sites/collection-details-route.tsx'),
            ),
            page(paths.docks.pattern, () => import('./routes/docks/docks-list-route.tsx')),
            page(paths.dockDetails.pattern, () => import('./routes/docks/dock-details-route.tsx')),
            page(paths.dockQueue.pattern, () => import('./routes/docks/dock-queue-route.tsx')),
            page(paths.user.pattern, () => import('./routes/users/user-route.tsx')),
            page(paths.settings.pattern, () => import('./routes/settings/settings-route.tsx')),
            page(paths.auditLog.pattern, () => import('./routes/audit/workspace-audit-route.tsx')),
            page(paths.staffAuditLog.pattern, () => import('./routes/audit/staff-audit-route.tsx')),
            page(
              paths.airspaceZones.pattern,
              () => import('./routes/airspace/airspace-zones-route.tsx'),
            ),
          ]),
          // Stream host (developer page): signed in, no sidebar.
          shell('never', [
            page(paths.streamHost.pattern, () => import('./routes/streams/stream-host-route.tsx')),
          ]),
        ],
      },

      // StreamPrivatePage: its own guard; the sidebar hides on small screens.
      {
        Component: PrivateStreamGuard,
        children: [
          shell('hide-on-small', [
            page(
              paths.streamPrivate.pattern,
              () => import('./routes/streams/stream-private-route.tsx'),
            ),
          ]),
        ],
      },

      // Public stream pages: no sign-in, no sidebar; signed-in users go to the private page.
      {
        Component: PublicStreamGuard,
        children: [
          shell('never', [
            page(
              paths.streamPublic.pattern,
              () => import('./routes/streams/stream-public-route.tsx'),
            ),
            page(
              paths.streamPublicOld.pattern,
              () => import('./routes/streams/stream-public-route.tsx'),
            ),
          ]),
        ],
      },

      // Public pages that show the sidebar only to signed-in users.
      shell('when-signed-in', [
        {
          element: <BrandFeatureGuard feature="news" />,
          children: [page(paths.news.pattern, () => import('./routes/content/news-route.tsx'))],
        },
        page(
          paths.airspaceAdvisory.pattern,
          () => import('./routes/airspace/airspace-advisory-route.tsx'),
        ),
        page(
          paths.dataVerification.pattern,
          () => import('./routes/data-check/data-check-route.tsx'),
        ),
        page(paths.changelog.pattern, () => import('./routes/release-notes/changelog-route.tsx')),
        page(paths.release.pattern, () => import('./routes/release-notes/release-route.tsx')),
        page(
          paths.verifyEmail.pattern,
          () => import('./routes/verify-email/verify-email-route.tsx'),
        ),
      ]),

      // Pricing: public, no sidebar; signed-in users go to their plans tab.
      {
        Component: PlansGuard,
        children: [
          shell('never', [
            page(paths.plans.pattern, () => import('./routes/plans/plans-route.tsx')),
          ]),
        ],
      },

      shell('never', [
        page(
          paths.aiTestBench.pattern,
          () => import('./routes/ai-test-bench/ai-test-bench-route.tsx'),
        ),
        page(paths.forbidden.pattern, () => import('./routes/errors/forbidden-route.tsx')),
        page(paths.notFound.pattern, () => import('./routes/errors/not-found-route.tsx')),
      ]),
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));

  useEffect(() => {
    // A refresh_error ends the session: say so, drop cached data and go home (platform-core §4).
    setSessionRevokedHandler((message) => {
      void import('../lib/query-client.ts').then(({ queryClient }) => queryClient.clear());
      // A public page may not have loaded `shell` yet: load it first (English if that fails).
      const say = () =>
        notify(i18n.t('shell:session.revoked', { defaultValue: message }), { code: 401 });
      if (i18n.hasLoadedNamespace('shell')) say();
      else
        void i18n
          .loadNamespaces('shell')
          .catch(() => undefined)
          .then(say);
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
