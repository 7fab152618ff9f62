// A site's airspace on its page: the advisory badge and findings, and the 48-hour go/no-go
// timeline, each no-go hour with its reasons. With a mission picked in the missions list (the
// site route passes its id), the go/no-go is the mission's: along its path, at its highest
// altitude and against its own drone's limits, with the planner's warnings; otherwise the site's
// at a chosen height with default drone limits.
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { formatHeight } from '@sortie/domain';
import type { TAdvisory, TForecast, TPathWarning, TSite } from '@sortie/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDroneModelName, useMissionAirspace, useSiteAirspace } from '../api/airspace-api.ts';
import { AdvisoryBadge } from './advisory-panel.tsx';
import { codedText } from './coded-text.ts';
import { GoNoGoTimeline } from './go-no-go-timeline.tsx';
import { useUnits } from './use-units.ts';

const HEIGHTS = [30, 60, 90, 120];

type Loaded = { advisory: TAdvisory; forecast: TForecast; warnings?: TPathWarning[] };

export function SiteAirspaceSection({
  companyId,
  site,
  missionId = null,
  missionName,
}: {
  companyId: string;
  site: TSite;
  /** The mission picked in the site's missions list: judge it instead of the site. */
  missionId?: string | null;
  missionName?: string | undefined;
}) {
  const { t } = useTranslation('airspace');
  const [heightM, setHeightM] = useState(60);
  const units = useUnits();
  const siteQ = useSiteAirspace(companyId, site.id, heightM);
  const missionQ = useMissionAirspace(companyId, missionId);
  const q = missionId ? missionQ : siteQ;
  const data: Loaded | undefined = q.data;
  const droneName = useDroneModelName(missionId ? missionQ.data?.drone_id : null);
  return (
    <Card variant="outlined" data-testid="site-airspace">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 200 }}>
            {t('site.title')}
          </Typography>
          {data && <AdvisoryBadge advisory={data.advisory} />}
          {missionId ? (
            <Chip
              data-testid="airspace-mission-chip"
              variant="outlined"
              label={`${missionName ? t('site.missionNamed', { name: missionName }) : t('site.mission')}${
                missionQ.data
                  ? ` · ${formatHeight(missionQ.data.height_m, units).text}${droneName ? ` · ${droneName}` : ''}`
                  : ''
              }`}
            />
          ) : (
            <TextField
              select
              size="small"
              label={t('site.height')}
              value={heightM}
              onChange={(e) => setHeightM(Number(e.target.value))}
            >
              {HEIGHTS.map((h) => (
                <MenuItem key={h} value={h}>
                  {formatHeight(h, units).text}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Box>
        {!missionId && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('site.pickMission')}
          </Typography>
        )}
        {missionId && missionQ.data?.height_note && (
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', mb: 1 }}
            data-testid="mission-height-note"
          >
            {codedText(missionQ.data.height_note, missionQ.data.height_note_code, 'notes')}
          </Typography>
        )}
        {q.isPending && <Skeleton variant="rounded" height={120} />}
        {q.isError && <Alert severity="error">{q.error.message}</Alert>}
        {data && (
          <>
            {data.warnings && data.warnings.length > 0 && (
              <Stack spacing={1} sx={{ mb: 1 }} data-testid="mission-airspace-warnings">
                {data.warnings.map((w) => (
                  <Alert key={w.text} severity={w.class === 'red' ? 'error' : 'warning'}>
                    {codedText(w.text, w.text_code, 'warnings')}
                  </Alert>
                ))}
              </Stack>
            )}
            {data.advisory.findings.map((f, i) => (
              <Typography key={i} variant="body2">
                {codedText(f.text, f.text_code, 'findings')}
              </Typography>
            ))}
            <Box sx={{ mt: 1 }}>
              <GoNoGoTimeline forecast={data.forecast} units={units} />
            </Box>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
              {codedText(data.advisory.disclaimer, data.advisory.disclaimer_code, 'notes')}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
