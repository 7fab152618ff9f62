// Live video in the cockpit (issue 11 §6): start the dock's or the aircraft's camera, play it
// when the push is live (the player comes from the route layer: features don't import each
// other), and stop the feed.
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { stopDockFeeds, useDockLiveToken, useStartDockLive } from '../api/cockpit.ts';
import { errorText } from '../../../lib/errors.ts';

export function DockVideoPanel({
  companyId,
  dockId,
  canFly,
  renderVideo,
}: {
  companyId: string;
  dockId: string;
  canFly: boolean;
  renderVideo?: (flvUrl: string) => ReactNode;
}) {
  const { t } = useTranslation('docks');
  const [camera, setCamera] = useState<'dock' | 'drone'>('dock');
  const [feeds, setFeeds] = useState<Record<string, string>>({});
  const start = useStartDockLive(companyId, dockId);
  const videoId = feeds[camera] ?? null;
  const token = useDockLiveToken(companyId, dockId, videoId);
  const url = token.data?.flv_url ?? null;
  const [stopError, setStopError] = useState<string | null>(null);
  return (
    <Stack spacing={1.5} data-testid="dock-video">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={camera}
          onChange={(_, v: 'dock' | 'drone' | null) => v && setCamera(v)}
          aria-label={t('video.camera')}
        >
          <ToggleButton value="dock">{t('video.dockCamera')}</ToggleButton>
          <ToggleButton value="drone">{t('video.droneCamera')}</ToggleButton>
        </ToggleButtonGroup>
        {canFly && !videoId && (
          <Button
            size="small"
            variant="contained"
            disabled={start.isPending}
            onClick={() =>
              start.mutate(camera, {
                onSuccess: (live) => setFeeds((f) => ({ ...f, [camera]: live.video_id })),
              })
            }
          >
            {t('video.start')}
          </Button>
        )}
        {canFly && videoId && (
          <Button
            size="small"
            variant="outlined"
            onClick={() => {
              setStopError(null);
              stopDockFeeds(companyId, dockId, [videoId])
                .then(() =>
                  setFeeds((f) =>
                    Object.fromEntries(Object.entries(f).filter(([k]) => k !== camera)),
                  ),
                )
                .catch((e: unknown) => setStopError(errorText(e)));
            }}
          >
            {t('video.stop')}
          </Button>
        )}
      </Stack>
      <Box
        sx={{
          aspectRatio: '16 / 9',
          bgcolor: 'grey.900',
          borderRadius: 1,
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {url && renderVideo ? (
          renderVideo(url)
        ) : (
          <Typography variant="body2" sx={{ color: 'grey.300', p: 2, textAlign: 'center' }}>
            {videoId ? t('video.waiting') : t('video.none')}
          </Typography>
        )}
      </Box>
      {start.isError && <Alert severity="error">{errorText(start.error)}</Alert>}
      {stopError && <Alert severity="error">{stopError}</Alert>}
    </Stack>
  );
}
