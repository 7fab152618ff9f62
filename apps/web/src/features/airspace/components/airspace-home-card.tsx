// The home page's Airspace card (issue 17 §5): the go/no-go of the workspace's latest site for
// the next 48 hours (at 60 m, default drone limits), now and the next flyable hour, with the
// reason for a no; without a site, what the advisory does. The route passes the site in
// (features never import each other).
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import type { TForecast } from '@sortie/domain/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { DashboardCard } from '../../../lib/dashboard-card.tsx';
import { useSiteAirspace } from '../api/airspace-api.ts';
import { AdvisoryBadge } from './advisory-panel.tsx';

const HOME_HEIGHT_M = 60;
const STRIP_HOURS = 24;

const hourText = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { weekday: 'short', hour: '2-digit', minute: '2-digit' });

function NowLine({ forecast }: { forecast: TForecast }) {
  const now = forecast.verdicts[0];
  if (!now) return null;
  const next = forecast.verdicts.find((v) => v.go);
  return (
    <>
      <Typography color={now.go ? 'success.main' : 'error.main'} fontWeight={600}>
        {now.go ? 'Go now' : 'No-go now'}
      </Typography>
      {!now.go && now.reasons[0] && <Typography variant="body2">{now.reasons[0]}</Typography>}
      {!now.go && (
        <Typography variant="body2">
          {next
            ? `Next flyable hour: ${hourText(next.time)}.`
            : 'No flyable hour in the next 48 h.'}
        </Typography>
      )}
    </>
  );
}

function Strip({ forecast }: { forecast: TForecast }) {
  const hours = forecast.verdicts.slice(0, STRIP_HOURS);
  return (
    <Box
      aria-label={`Next ${STRIP_HOURS} hours: ${hours.filter((v) => v.go).length} flyable`}
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
  const q = useSiteAirspace(companyId, site.id, HOME_HEIGHT_M);
  if (q.isPending)
    return (
      <Stack spacing={1} data-testid="airspace-home-loading">
        <Skeleton width="60%" />
        <Skeleton variant="rounded" height={10} />
      </Stack>
    );
  if (q.isError)
    return <Typography color="error">Unable to fetch the go/no-go for {site.name}.</Typography>;
  const { advisory, forecast } = q.data;
  return (
    <Box data-testid="airspace-home-site">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
        <Typography fontWeight={600} color="text.primary" noWrap sx={{ minWidth: 0 }}>
          {site.name}
        </Typography>
        <AdvisoryBadge advisory={advisory} size="small" />
      </Stack>
      <NowLine forecast={forecast} />
      <Strip forecast={forecast} />
      <Typography variant="caption" color="text.secondary">
        Next 24 h at {HOME_HEIGHT_M} m
        {forecast.weather === 'on' ? '' : ' (daylight and airspace only: weather is off)'}
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
  return (
    <DashboardCard
      icon={ShieldOutlined}
      title="Airspace advisory"
      tone="info"
      testId="airspace-home-card"
      actions={
        <>
          <Button component={Link} to={paths.airspaceAdvisory.href()} variant="outlined">
            Check airspace
          </Button>
          {site && (
            <Button component={Link} to={paths.siteDetails.href(companyId, site.id)}>
              Open site
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
        'See restricted and controlled zones, weather and a 48-hour go/no-go for any point before you plan a flight.'
      ) : (
        <SiteGoNoGo companyId={companyId} site={site} />
      )}
    </DashboardCard>
  );
}
