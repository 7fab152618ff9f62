// The dashboard sections of feature-areas §2, top to bottom. Sections whose data arrives in
// later issues say so, and already point to where the work will happen.
import AndroidOutlined from '@mui/icons-material/Android';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import FlightOutlined from '@mui/icons-material/FlightOutlined';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import RouterOutlined from '@mui/icons-material/RouterOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import TipsAndUpdatesOutlined from '@mui/icons-material/TipsAndUpdatesOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { isBrandFeatureEnabled, useBrand } from '../../../lib/brand.tsx';
import { HomeCard } from './home-card.tsx';

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography
      variant="overline"
      component="h2"
      sx={{
        display: 'block',
        color: 'text.secondary',
        fontWeight: 700,
        letterSpacing: '0.08em',
        mt: 1,
      }}
    >
      {children}
    </Typography>
  );
}

const twoColumns = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } };

/**
 * `sitesRow` is the sites feature's Sites row, `docksRow` the docks feature's Docks row (shown
 * only when the workspace has docks), both composed in by the route.
 */
export function HomeSections({
  companyId,
  sitesRow,
  docksRow,
}: {
  companyId: string;
  sitesRow?: ReactNode;
  docksRow?: ReactNode;
}) {
  const brand = useBrand();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, mt: 4 }}>
      {sitesRow}
      {docksRow}

      <Box sx={twoColumns}>
        <HomeCard
          icon={RouterOutlined}
          title="Docks"
          testId="home-docks"
          actions={
            <Button component={Link} to={paths.settings.href(companyId, 'dock')}>
              Bind a dock
            </Button>
          }
        >
          Docks bound to this workspace show their state, battery and weather above. Bind one in
          Settings → Dock, or try the dock simulator.
        </HomeCard>
        <HomeCard
          icon={VideocamOutlined}
          title="Live Streams"
          tone="secondary"
          testId="home-streams"
          actions={
            <Button component={Link} to={paths.streams.href(companyId)}>
              View all streams and recordings
            </Button>
          }
        >
          <Typography fontWeight={600} color="text.primary">
            No Live Drone Streams
          </Typography>
          Go live from the field using the Android app v2023.11 or higher.
        </HomeCard>
      </Box>

      <SectionTitle>Airspace and drone images check</SectionTitle>
      <Box sx={twoColumns}>
        <HomeCard
          icon={ShieldOutlined}
          title="Airspace advisory"
          tone="info"
          actions={
            <Button component={Link} to={paths.airspaceAdvisory.href()} variant="outlined">
              Check airspace
            </Button>
          }
        >
          See restricted and controlled zones around your site before you plan a flight.
        </HomeCard>
        <HomeCard
          icon={FactCheckOutlined}
          title="Data Check"
          tone="success"
          actions={
            <Button component={Link} to={paths.dataVerification.href()} variant="contained">
              Verify Images For Free
            </Button>
          }
        >
          Identify image issues before they cost you.
        </HomeCard>
      </Box>

      <SectionTitle>Download the app</SectionTitle>
      <Box sx={twoColumns}>
        <HomeCard icon={FlightOutlined} title="70+ Supported Drones" comingSoon>
          Search the drones and cameras you can plan for and see which features each one supports.
        </HomeCard>
        <HomeCard
          icon={AndroidOutlined}
          title={`${brand.appName} pilot app`}
          tone="success"
          actions={
            <>
              <Button href={brand.androidAppUrl} target="_blank" rel="noopener" variant="contained">
                Get the app
              </Button>
              <Button href={brand.enterpriseAppUrl} target="_blank" rel="noopener">
                Enterprise (M3E) installer
              </Button>
            </>
          }
        >
          Fly your missions, stream live and sync progress from the field.
        </HomeCard>
      </Box>

      <Box sx={twoColumns}>
        <HomeCard icon={TipsAndUpdatesOutlined} title="Tip of the Day" tone="secondary" comingSoon>
          Short, practical tips for better surveys will appear here every day.
        </HomeCard>
        {isBrandFeatureEnabled(brand, 'news') && (
          <HomeCard
            icon={NewspaperOutlined}
            title="Industry News and Updates"
            testId="home-news"
            actions={
              <Button component={Link} to={paths.news.href()}>
                View All
              </Button>
            }
          >
            The latest from the drone industry, curated for survey teams.
          </HomeCard>
        )}
      </Box>
    </Box>
  );
}
