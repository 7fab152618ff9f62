// The cockpit's HMS list (dji-cloud-api.md §3): every current alarm with its level and text;
// codes with no text are shown with their number.
import { useTranslation } from 'react-i18next';
import { Alert, Stack, Typography } from '@mui/material';
import type { TDockState } from '@sortie/domain/contracts';
import { hmsLevelLabel } from './dock-islands.tsx';
import { hmsText } from './dock-word-text.ts';

const SEVERITY = ['info', 'warning', 'error'] as const;

export function DockHmsList({ hms }: { hms: TDockState['hms'] }) {
  const { t } = useTranslation('docks');
  if (hms.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="dock-hms-list">
        {t('hms.none')}
      </Typography>
    );
  return (
    <Stack spacing={1} data-testid="dock-hms-list">
      {hms.map((h, i) => (
        <Alert key={`${h.code}-${i}`} severity={SEVERITY[h.level ?? 0] ?? 'error'}>
          <strong>{hmsLevelLabel(t, h.level)}</strong> ·{' '}
          {h.device_domain === 3 ? t('hms.dock') : t('hms.aircraft')} · {hmsText(h)}{' '}
          <Typography component="span" variant="caption">
            ({h.code})
          </Typography>
        </Alert>
      ))}
    </Stack>
  );
}
