// Landing nav bar (feature-areas §2): logo, product label, links, Get app; a menu toggle with a
// drawer on small screens.
import AndroidOutlined from '@mui/icons-material/Android';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, IconButton, Stack, Toolbar } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { isBrandFeatureEnabled, isPlansVisible, useBrand } from '../../../lib/brand.tsx';

// The small-screen drawer (MUI Drawer, which brings Modal) loads on the first tap of the menu
// toggle, not with the landing page (issue 18 §1, decision 418).
const LandingNavDrawer = lazy(() => import('./landing-nav-drawer.tsx'));

export interface NavLink {
  key: string;
  label: string;
  to: string;
}

export function useLandingLinks(): NavLink[] {
  const brand = useBrand();
  const links: NavLink[] = [{ key: 'whatsnew', label: "What's New", to: paths.changelog.href() }];
  if (isBrandFeatureEnabled(brand, 'news')) {
    links.push({ key: 'news', label: 'Industry News', to: paths.news.href() });
  }
  links.push({ key: 'data-check', label: 'Data Check', to: paths.dataVerification.href() });
  if (isPlansVisible(brand))
    links.push({ key: 'pricing', label: 'Pricing', to: paths.plans.href() });
  return links;
}

export function LandingNav({
  onLogin,
  onRegister,
}: {
  onLogin: () => void;
  onRegister: () => void;
}) {
  const brand = useBrand();
  const links = useLandingLinks();
  const [open, setOpen] = useState(false);
  // Stays mounted after the first opening so the drawer can animate out.
  const [drawerLoaded, setDrawerLoaded] = useState(false);

  return (
    <AppBar
      position="sticky"
      elevation={0}
      color="inherit"
      sx={{
        bgcolor: 'rgba(255,255,255,0.86)',
        backdropFilter: 'saturate(180%) blur(12px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar sx={{ gap: 2, maxWidth: 1200, width: '100%', mx: 'auto', px: { xs: 2, sm: 3 } }}>
        <Box
          component={Link}
          to={paths.home.href()}
          aria-label={`${brand.appName} home`}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.25,
            textDecoration: 'none',
            color: 'text.primary',
          }}
        >
          <Box
            component="img"
            src={brand.appLogo}
            alt={brand.appName}
            sx={{ height: 34, width: 'auto' }}
          />
          <Box
            component="span"
            data-testid="landing-product-label"
            sx={{
              display: { xs: 'none', sm: 'inline-block' },
              pl: 1.5,
              ml: 0.25,
              borderLeft: 1,
              borderColor: 'divider',
              color: 'text.secondary',
              fontWeight: 600,
              fontSize: 14,
              lineHeight: '24px',
            }}
          >
            Drone Survey Portal
          </Box>
        </Box>
        <Box sx={{ flex: 1 }} />
        <Stack
          component="nav"
          aria-label="Site"
          direction="row"
          spacing={0.5}
          sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center' }}
        >
          {links.map((l) => (
            <Button
              key={l.key}
              component={Link}
              to={l.to}
              color="inherit"
              data-testid={`landing-link-${l.key}`}
              sx={{
                fontWeight: 600,
                color: 'text.secondary',
                '&:hover': { color: 'text.primary' },
              }}
            >
              {l.label}
            </Button>
          ))}
          <Button
            href={brand.androidAppUrl}
            target="_blank"
            rel="noopener"
            variant="contained"
            startIcon={<AndroidOutlined />}
            data-testid="get-app"
            sx={{ ml: 1.5 }}
          >
            Get app
          </Button>
        </Stack>
        <IconButton
          aria-label="Open menu"
          aria-expanded={open}
          onClick={() => {
            setDrawerLoaded(true);
            setOpen(true);
          }}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          data-testid="landing-menu-toggle"
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <LandingNavDrawer
            open={open}
            links={links}
            onClose={() => setOpen(false)}
            onLogin={onLogin}
            onRegister={onRegister}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
