// The site card (feature-areas §2 "Site card"): thumbnail, name, Sample chip, external icon,
// stakeholder avatars, size in the user's units and time left (a progress bar with progress
// sync, else a subtitle; 'Complete' when done; a 'Pending sync' chip while a flight's report is
// outstanding), and its menu.
import PeopleAlt from '@mui/icons-material/PeopleAlt';
import Sync from '@mui/icons-material/Sync';
import {
  Avatar,
  AvatarGroup,
  Box,
  Card,
  CardActionArea,
  Chip,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { getInitials } from '@sortie/domain';
import type { TSiteSummary, TUnitPreferences } from '@sortie/domain/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import {
  pendingSyncHint,
  pendingSyncLabel,
  sitePendingSync,
  siteProgressText,
  siteSizeText,
} from '../utils/site-format.ts';
import { SiteCardMenu } from './site-card-menu.tsx';
import { SiteProgressBar } from './site-progress-bar.tsx';
import { SiteThumbnail } from './site-thumbnail.tsx';
import { useTranslation } from 'react-i18next';

export const TOOLTIP_DELAY_MS = 300;

export function SiteCard({
  companyId,
  site,
  units,
  progressSync,
}: {
  companyId: string;
  site: TSiteSummary;
  units: TUnitPreferences;
  progressSync: boolean;
}) {
  const { t } = useTranslation('sites');
  const progressText = siteProgressText(site);
  const pending = sitePendingSync(site);
  const showBar = progressSync && site.goal !== null && site.goal > 0;
  return (
    <Card
      data-testid="site-card"
      component="article"
      aria-label={site.name}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minWidth: 0 }}
    >
      <CardActionArea component={Link} to={paths.siteDetails.href(companyId, site.id)}>
        <SiteThumbnail site={site} />
      </CardActionArea>
      <Box sx={{ p: 1.5, pt: 1.25, display: 'flex', flexDirection: 'column', gap: 0.75, flex: 1 }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Typography
            component={Link}
            to={paths.siteDetails.href(companyId, site.id)}
            variant="subtitle2"
            title={site.name}
            sx={{
              flex: 1,
              minWidth: 0,
              fontWeight: 700,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
              color: 'text.primary',
              textDecoration: 'none',
              '&:hover': { textDecoration: 'underline' },
            }}
          >
            {site.name}
          </Typography>
          {site.sample_data && (
            <Tooltip title={t('card.sampleHint')} enterDelay={TOOLTIP_DELAY_MS}>
              <Chip
                size="small"
                label={t('details.sample')}
                color="secondary"
                variant="outlined"
                tabIndex={0}
              />
            </Tooltip>
          )}
          {site.external && (
            <Tooltip title={t('details.sharedExternal')} enterDelay={TOOLTIP_DELAY_MS}>
              <PeopleAlt
                fontSize="small"
                color="action"
                tabIndex={0}
                aria-label={t('details.sharedExternal')}
              />
            </Tooltip>
          )}
          <SiteCardMenu companyId={companyId} site={site} />
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Typography variant="body2" color="text.secondary" noWrap>
            {siteSizeText(site, units)}
          </Typography>
          {site.stakeholders.length > 0 && (
            <AvatarGroup
              max={3}
              sx={{ '& .MuiAvatar-root': { width: 24, height: 24, fontSize: 11 } }}
            >
              {site.stakeholders.map((s) => (
                <Tooltip
                  key={s.id}
                  title={s.name || t('details.noName')}
                  enterDelay={TOOLTIP_DELAY_MS}
                >
                  <Avatar alt={s.name || t('details.noName')}>{getInitials(s.name)}</Avatar>
                </Tooltip>
              ))}
            </AvatarGroup>
          )}
        </Stack>
        {(progressText || pending) && (
          <Box>
            {showBar && <SiteProgressBar site={site} />}
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 24 }}
            >
              <Typography variant="caption" color="text.secondary">
                {progressText}
              </Typography>
              {pending && (
                <Tooltip title={pendingSyncHint()} enterDelay={TOOLTIP_DELAY_MS}>
                  <Chip
                    size="small"
                    variant="outlined"
                    color="warning"
                    icon={<Sync fontSize="small" />}
                    label={pendingSyncLabel()}
                    tabIndex={0}
                  />
                </Tooltip>
              )}
            </Stack>
          </Box>
        )}
      </Box>
    </Card>
  );
}

/** A grid of cards, two columns on phones up to five on wide screens. */
export const SITE_GRID_SX = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'repeat(auto-fill, minmax(160px, 1fr))',
    sm: 'repeat(auto-fill, minmax(220px, 1fr))',
  },
} as const;
