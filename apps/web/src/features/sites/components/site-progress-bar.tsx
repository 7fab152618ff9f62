// The flying-progress bar of a site (card and details panel). The track is neutral grey, not a
// pale shade of the brand colour: with MUI's default a 0 % bar on a warm brand looked full.
import { LinearProgress } from '@mui/material';
import type { TSiteSummary } from '@sortie/domain/contracts';
import { useTranslation } from 'react-i18next';
import { siteProgressPercent } from '../utils/site-format.ts';

export function SiteProgressBar({
  site,
  my = 0,
}: {
  site: Pick<TSiteSummary, 'status' | 'goal' | 'progress'>;
  my?: number;
}) {
  const { t } = useTranslation('sites');
  const complete = site.status === 'complete';
  return (
    <LinearProgress
      variant="determinate"
      value={complete ? 100 : siteProgressPercent(site)}
      aria-label={t('details.flyingProgress')}
      color={complete ? 'success' : 'primary'}
      data-testid="site-progress-bar"
      sx={{ height: 6, borderRadius: 3, my, bgcolor: 'action.selected' }}
    />
  );
}
