// What the engine will fly, under the form: radius against the minimum safe radius, each orbit's
// altitude and where the gimbal points (aimed at the structure, so the subject stays centred).
import { Alert, Box, Typography } from '@mui/material';
import { formatDistance, formatDuration, formatHeight, roundTo } from '@sortie/domain';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import type { PoiDraft } from '../types.ts';
import { orbitSummary } from '../utils/orbit-plan.ts';
import { safeRadiusM } from '../utils/poi-draft.ts';

export function OrbitSummaryNote({ value, units }: { value: PoiDraft; units: TUnitPreferences }) {
  const summary = orbitSummary(value);
  if (!summary)
    return (
      <Alert severity="warning">Fix the values above to see the orbits the drone will fly.</Alert>
    );
  const radius = formatDistance(summary.radius_m, units, { unit: 'm' }).text;
  const safe = formatDistance(safeRadiusM(value), units, { unit: 'm' }).text;
  return (
    <Box
      component="section"
      aria-label="Orbit summary"
      sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}
    >
      <Typography variant="body2">
        Orbit radius {radius} (minimum safe radius {safe}), {summary.photos_per_orbit} photos per
        orbit, {summary.photo_count} photos in all, flight time{' '}
        {formatDuration(summary.flight_time_s)}.
      </Typography>
      <Typography variant="body2" component="ol" sx={{ pl: 2.5, my: 1 }}>
        {summary.layers.map((l, i) => (
          <li key={i}>
            At {formatHeight(l.altitude_m, units).text}: gimbal {roundTo(l.gimbal_pitch_deg, 0)}°,
            aimed at {formatHeight(l.aim_height_m, units).text} on the structure
          </li>
        ))}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        The drone faces the centre and the gimbal is aimed at the structure, so the subject stays in
        frame from every side.
      </Typography>
    </Box>
  );
}
