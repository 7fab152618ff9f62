// The planner's airspace warnings (issue 17 §2), placed in the missions planner by the site route
// (features never import each other): the planned path, at its highest waypoint, checked against
// the zones and ceilings; each zone entered or ceiling climbed above says so in a sentence.
import { Alert, Stack, Typography } from '@mui/material';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { usePathCheck, type LngLat } from '../api/airspace-api.ts';
import { codedText } from './coded-text.ts';

export type PlannedPathProps = {
  companyId: string;
  siteId: string;
  /** The preview's waypoint positions; null while there is no plan. */
  path: readonly LngLat[] | null;
  /** The highest planned altitude, m. */
  heightM: number;
};

export function PlannerAirspaceWarnings({ companyId, siteId, path, heightM }: PlannedPathProps) {
  const { t } = useTranslation('airspace');
  // A new preview per keystroke: check the one the user settles on, not every intermediate one.
  const deferredPath = useDeferredValue(path);
  const q = usePathCheck(companyId, siteId, deferredPath, Math.round(heightM));
  if (!path || !q.data) return null;
  const { warnings } = q.data;
  if (warnings.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="planner-airspace-warnings" aria-live="polite">
      {warnings.map((w) => (
        <Alert key={w.text} severity={w.class === 'red' ? 'error' : 'warning'}>
          {codedText(w.text, w.text_code, 'warnings')}
        </Alert>
      ))}
      <Typography sx={{ color: 'text.secondary' }} variant="caption">
        {/* The unsaved plan is checked at its height above take-off, taken as above the ground
            (a saved mission is converted with the site's elevation data). */}
        {t('planner.heightAssumption')}
      </Typography>
    </Stack>
  );
}
