// What the engine will fly, under the form: radius against the minimum safe radius, each orbit's
// altitude and where the gimbal points (aimed at the structure, so the subject stays centred).
import { Alert, Box, Typography } from '@mui/material';
import { formatDistance, formatHeight, roundTo } from '@sortie/domain';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import { useTranslation } from 'react-i18next';
import { durationText } from '../../utils/mission-i18n.ts';
import type { PoiDraft } from '../types.ts';
import { orbitSummary } from '../utils/orbit-plan.ts';
import { safeRadiusM } from '../utils/poi-draft.ts';

export function OrbitSummaryNote({ value, units }: { value: PoiDraft; units: TUnitPreferences }) {
  const { t } = useTranslation('missions');
  const summary = orbitSummary(value);
  if (!summary) return <Alert severity="warning">{t('orbits.fixValues')}</Alert>;
  const radius = formatDistance(summary.radius_m, units, { unit: 'm' }).text;
  const safe = formatDistance(safeRadiusM(value), units, { unit: 'm' }).text;
  return (
    <Box
      component="section"
      aria-label={t('orbits.summaryLabel')}
      sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}
    >
      <Typography variant="body2">
        {t('orbits.summary', {
          radius,
          safe,
          perOrbit: summary.photos_per_orbit,
          photos: summary.photo_count,
          time: durationText(summary.flight_time_s),
        })}
      </Typography>
      <Typography variant="body2" component="ol" sx={{ pl: 2.5, my: 1 }}>
        {summary.layers.map((l, i) => (
          <li key={i}>
            {t('orbits.layer', {
              altitude: formatHeight(l.altitude_m, units).text,
              pitch: roundTo(l.gimbal_pitch_deg, 0),
              aim: formatHeight(l.aim_height_m, units).text,
            })}
          </li>
        ))}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('orbits.facesCentre')}
      </Typography>
    </Box>
  );
}
