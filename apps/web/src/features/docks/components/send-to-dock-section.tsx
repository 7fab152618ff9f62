// The site page's "Fly with a dock" section: each saved mission with a Send to dock button.
// Shown only when the workspace has a bound dock and the viewer may fly (Docks POST).
import { useTranslation } from 'react-i18next';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDocks } from '../api/docks.ts';
import { SendToDockDialog, type SendableMission } from './send-to-dock-dialog.tsx';

export function SendToDockSection({
  companyId,
  missions,
  canFly,
  queueHref,
}: {
  companyId: string;
  missions: readonly SendableMission[];
  canFly: boolean;
  queueHref: string;
}) {
  const { t } = useTranslation('docks');
  const docks = useDocks(companyId, canFly);
  const [missionId, setMissionId] = useState<string | null>(null);
  if (!canFly || !docks.data?.length || missions.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="send-to-dock-section">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}
      >
        <Typography variant="h6" component="h2">
          {t('section.title')}
        </Typography>
        <Button component={RouterLink} to={queueHref} size="small">
          {t('queue.title')}
        </Button>
      </Stack>
      <Stack spacing={1}>
        {missions.map((m) => (
          <Stack
            key={m.id}
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
          >
            <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{m.name}</Box>
            <Button
              variant="outlined"
              size="small"
              onClick={() => setMissionId(m.id)}
              aria-label={t('section.sendLabel', { name: m.name })}
              sx={{ flexShrink: 0 }}
            >
              {t('section.send')}
            </Button>
          </Stack>
        ))}
      </Stack>
      {missionId && (
        <SendToDockDialog
          key={missionId}
          open
          companyId={companyId}
          missions={missions}
          initialMissionId={missionId}
          onClose={() => setMissionId(null)}
        />
      )}
    </Paper>
  );
}
