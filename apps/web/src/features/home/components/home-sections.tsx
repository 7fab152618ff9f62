// Rows of the dashboard of feature-areas §2 that the home feature owns until their areas build
// them (docks, streams, airspace, data check, the apps). The order of all rows is HOME_ROWS in
// app/routes/home/home-rows.tsx.
import AndroidOutlined from '@mui/icons-material/Android';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import { Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useBrand } from '../../../lib/brand.tsx';
import { DashboardRowTitle } from '../../../lib/dashboard-card.tsx';
import { HomeCard } from './home-card.tsx';

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } };

function TwoColumns({ children }: { children: ReactNode }) {
  return <Box sx={twoColumns}>{children}</Box>;
}

/** The home feature's airspace card, until the route passes the airspace feature's own. */
function AirspacePlaceholderCard() {
  const { t } = useTranslation('home');
  return (
    <HomeCard
      icon={ShieldOutlined}
      title={t('airspace.title')}
      tone="info"
      actions={
        <Button component={Link} to={paths.airspaceAdvisory.href()} variant="outlined">
          {t('airspace.action')}
        </Button>
      }
    >
      {t('airspace.text')}
    </HomeCard>
  );
}

/** The Data Check card, until the route passes the data-check feature's own. */
function DataCheckPlaceholderCard() {
  const { t } = useTranslation('home');
  return (
    <HomeCard
      icon={FactCheckOutlined}
      title={t('dataCheck.title')}
      tone="success"
      actions={
        <Button component={Link} to={paths.dataVerification.href()} variant="contained">
          {t('dataCheck.action')}
        </Button>
      }
    >
      {t('dataCheck.text')}
    </HomeCard>
  );
}

/**
 * Airspace and Drone Images Check: two slots the route fills from the airspace and data-check
 * features (features never import each other); each falls back to the home feature's card.
 */
export function AirspaceAndDataCheckRow({
  airspace,
  dataCheck,
}: {
  airspace?: ReactNode;
  dataCheck?: ReactNode;
}) {
  const { t } = useTranslation('home');
  return (
    <Box component="section" aria-label={t('rows.airspaceAndDataCheck')}>
      <DashboardRowTitle>{t('rows.airspaceAndDataCheck')}</DashboardRowTitle>
      <TwoColumns>
        {airspace ?? <AirspacePlaceholderCard />}
        {dataCheck ?? <DataCheckPlaceholderCard />}
      </TwoColumns>
    </Box>
  );
}

/** The route passes the Supported Drones card in: features never import each other. */
export function DownloadAppRow({ supportedDrones }: { supportedDrones: ReactNode }) {
  const { t } = useTranslation('home');
  const brand = useBrand();
  return (
    <Box component="section" aria-label={t('rows.downloadApp')}>
      <DashboardRowTitle>{t('rows.downloadApp')}</DashboardRowTitle>
      <TwoColumns>
        {supportedDrones}
        <HomeCard
          icon={AndroidOutlined}
          title={t('app.title', { appName: brand.appName })}
          tone="success"
          actions={
            <>
              <Button href={brand.androidAppUrl} target="_blank" rel="noopener" variant="contained">
                {t('app.getApp')}
              </Button>
              <Button href={brand.enterpriseAppUrl} target="_blank" rel="noopener">
                {t('app.enterprise')}
              </Button>
            </>
          }
        >
          {t('app.text')}
        </HomeCard>
      </TwoColumns>
    </Box>
  );
}
