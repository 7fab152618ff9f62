// The frame around signed-in pages: the rail on wide screens, a top bar with a drawer on small
// ones; public pages without the sidebar get a slim top bar (platform-core §2 "Sidebar").
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, Drawer, IconButton, Toolbar, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useBrand } from '../../lib/brand.tsx';
import { VerifyEmailBanner } from '../../features/auth/components/verify-email-banner.tsx';
import { NoCompanyAccessDialog } from '../../features/onboarding/components/no-company-access-dialog.tsx';
import { OnboardingPrompts } from '../../features/onboarding/components/onboarding-prompts.tsx';
import { dismissCompanyAccessLost, useCompanyAccessLost } from '../../lib/company-access.ts';
import { useRealtimeSync } from '../../lib/realtime.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { SidebarRail, RAIL_WIDTH } from './sidebar-rail.tsx';
import { useActiveWorkspace } from './use-active-workspace.ts';
import { UserMenu } from './user-menu.tsx';

export type SidebarMode = 'always' | 'when-signed-in' | 'hide-on-small' | 'never';

function BrandLogo() {
  const brand = useBrand();
  return (
    <Box
      component={Link}
      to={paths.home.href()}
      aria-label={`${brand.appName} home`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
      }}
    >
      {/* The brand logo is a wordmark: it carries the name itself. */}
      <Box
        component="img"
        src={brand.appLogo}
        alt={brand.appName}
        sx={{ height: 30, width: 'auto' }}
      />
    </Box>
  );
}

/** Top bar for pages shown without the sidebar. */
function SlimTopBar({ onMenu, signedIn }: { onMenu?: () => void; signedIn: boolean }) {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {onMenu && (
          <IconButton
            edge="start"
            aria-label={t('rail.openNavigation')}
            onClick={onMenu}
            data-testid="open-navigation"
          >
            <MenuIcon />
          </IconButton>
        )}
        <BrandLogo />
        <Box sx={{ flex: 1 }} />
        {user ? (
          onMenu ? (
            <UserMenu user={user} placement="top" />
          ) : (
            <Button component={Link} to={paths.home.href()} variant="outlined">
              {t('topBar.openDashboard')}
            </Button>
          )
        ) : (
          !signedIn && (
            <Button component={Link} to={paths.home.href()} variant="contained">
              {t('common:actions.signIn')}
            </Button>
          )
        )}
      </Toolbar>
    </AppBar>
  );
}

/**
 * The page under the shell. A page that suspends (a catalogue or a lazy part still loading) blanks
 * only itself: without this boundary the root's splash replaced the whole shell, and its banner
 * and bars painted again only once every part of the page was in (decision 421).
 */
function PageOutlet() {
  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}

export function AppShell({ sidebar }: { sidebar: SidebarMode }) {
  const user = useCurrentUser();
  const workspace = useActiveWorkspace(user);
  // Live updates of the active workspace (lists refetch when a teammate changes something).
  useRealtimeSync(user?.id ?? null, workspace?.id ?? null);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const accessLost = useCompanyAccessLost();
  // Prompts a signed-in user may owe (privacy, welcome) and the no-company-access dialog.
  const overlays = user && (
    <>
      <OnboardingPrompts user={user} />
      <NoCompanyAccessDialog open={accessLost} onClose={dismissCompanyAccessLost} />
    </>
  );

  const showSidebar =
    user !== null &&
    (sidebar === 'always' || sidebar === 'when-signed-in' || (sidebar === 'hide-on-small' && wide));

  if (!user || !showSidebar) {
    return (
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <SlimTopBar signedIn={user !== null} />
        <Box component="main">
          <VerifyEmailBanner user={user} />
          <PageOutlet />
        </Box>
        {overlays}
      </Box>
    );
  }

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {wide ? (
        <Box sx={{ position: 'fixed', top: 0, bottom: 0, left: 0, zIndex: (t) => t.zIndex.drawer }}>
          <SidebarRail user={user} workspace={workspace} />
        </Box>
      ) : (
        <>
          <SlimTopBar signedIn onMenu={() => setDrawerOpen(true)} />
          <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
            <SidebarRail
              user={user}
              workspace={workspace}
              onNavigate={() => setDrawerOpen(false)}
            />
          </Drawer>
        </>
      )}
      <Box component="main" sx={{ ml: wide ? `${RAIL_WIDTH}px` : 0, minWidth: 0 }}>
        <VerifyEmailBanner user={user} />
        <PageOutlet />
      </Box>
      {overlays}
    </Box>
  );
}
