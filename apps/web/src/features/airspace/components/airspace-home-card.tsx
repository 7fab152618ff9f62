// The home page's Airspace card (issue 17 §5): the go/no-go of the workspace's latest site for
// the next 48 hours (at 60 m, default drone limits), now and the next flyable hour, with the
// reason for a no; without a site, what the advisory does. The route passes the site in
// (features never import each other).
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import type { TForecast } from '@sortie/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { intlLocale } from '../../../i18n/locale.ts';
import { reasonTexts } from './reason-text.ts';
import { DashboardCard } from '../../../lib/dashboard-card.tsx';
import { useSiteAirspace } from '../api/airspace-api.ts';
import { AdvisoryBadge } from './advisory-panel.tsx';

const HOME_HEIGHT_M = 60;
const STRIP_HOURS = 24;

const hourText = (iso: string) =>
  new Date(iso).toLocaleString(intlLocale(), {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

function NowLine({ forecast }: { forecast: TForecast }) {
  const { t } = useTranslation('airspace');
  const now = forecast.verdicts[0];
  if (!now) return null;
  const next = forecast.verdicts.find((v) => v.go);
  return (
    <>
      <Typography sx={{ color: now.go ? 'success.main' : 'error.main' }} fontWeight={600}>
        {now.go ? t('home.goNow') : t('home.noGoNow')}
      </Typography>
      {!now.go && now.reasons[0] && <Typography variant="body2">{reasonTexts(now)[0]}</Typography>}
      {!now.go && (
        <Typography variant="body2">
          {next ? t('home.nextFlyable', { hour: hourText(next.time) }) : t('home.noFlyable')}
        </Typography>
      )}
    </>
  );
}

function Strip({ forecast }: { forecast: TForecast }) {
  const { t } = useTranslation('airspace');
  const hours = forecast.verdicts.slice(0, STRIP_HOURS);
  return (
    <Box
      aria-label={t('home.strip', {
        hours: STRIP_HOURS,
        count: hours.filter((v) => v.go).length,
      })}
      role="img"
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${STRIP_HOURS}, 1fr)`,
        gap: '2px',
        mt: 1,
      }}
    >
      {hours.map((v) => (
        <Box
          key={v.time}
          sx={{
            height: 10,
            borderRadius: 0.5,
            bgcolor: v.go ? 'success.main' : 'error.main',
            opacity: 0.8,
          }}
        />
      ))}
    </Box>
  );
}

function SiteGoNoGo({
  companyId,
  site,
}: {
  companyId: string;
  site: { id: string; name: string };
}) {
  const { t } = useTranslation('airspace');
  const q = useSiteAirspace(companyId, site.id, HOME_HEIGHT_M);
  if (q.isPending)
    return (
      <Stack spacing={1} data-testid="airspace-home-loading">
        <Skeleton width="60%" />
        <Skeleton variant="rounded" height={10} />
      </Stack>
    );
  if (q.isError)
    return <Typography color="error">{t('home.failed', { site: site.name })}</Typography>;
  const { advisory, forecast } = q.data;
  return (
    <Box data-testid="airspace-home-site">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
        <Typography fontWeight={600} noWrap sx={{ color: 'text.primary', minWidth: 0 }}>
          {site.name}
        </Typography>
        <AdvisoryBadge advisory={advisory} size="small" />
      </Stack>
      <NowLine forecast={forecast} />
      <Strip forecast={forecast} />
      <Typography sx={{ color: 'text.secondary' }} variant="caption">
        {t(forecast.weather === 'on' ? 'home.next24' : 'home.next24WeatherOff', {
          height: HOME_HEIGHT_M,
        })}
      </Typography>
    </Box>
  );
}

export function AirspaceHomeCard({
  companyId,
  site,
}: {
  companyId: string;
  /** The site to judge (the workspace's latest); null without sites, undefined while loading. */
  site?: { id: string; name: string } | null;
}) {
  const { t } = useTranslation('airspace');
  return (
    <DashboardCard
      icon={ShieldOutlined}
      title={t('home.title')}
      tone="info"
      testId="airspace-home-card"
      actions={
        <>
          <Button component={Link} to={paths.airspaceAdvisory.href()} variant="outlined">
            {t('home.check')}
          </Button>
          {site && (
            <Button component={Link} to={paths.siteDetails.href(companyId, site.id)}>
              {t('home.openSite')}
            </Button>
          )}
        </>
      }
    >
      {site === undefined ? (
        <Stack spacing={1} data-testid="airspace-home-loading">
          <Skeleton width="60%" />
          <Skeleton variant="rounded" height={10} />
        </Stack>
      ) : site === null ? (
        t('home.empty')
      ) : (
        <SiteGoNoGo companyId={companyId} site={site} />
      )}
    </DashboardCard>
  );
}
