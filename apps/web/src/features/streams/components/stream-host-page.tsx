// StreamHostDevPage: a publish key for the stream and how to use it from DJI Pilot 2, OBS or
// ffmpeg. The key works once and for 10 minutes; a new one can be generated while waiting.
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import type { TStreamToken } from '@sortie/domain/contracts';
import { Link as RouterLink } from 'react-router';
import { useGenerateStreamToken, useStartTestPattern } from '../api/streams.ts';
import { useTranslation } from 'react-i18next';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      size="small"
      slotProps={{ input: { readOnly: true } }}
      onFocus={(e) => e.target.select()}
    />
  );
}

export function StreamHostPage(props: { companyId: string; streamId: string; watchHref: string }) {
  const generate = useGenerateStreamToken(props.companyId);
  const pattern = useStartTestPattern(props.companyId);
  const token: TStreamToken | undefined = generate.data;
  const { t } = useTranslation('streams');
  return (
    <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('host.title')}
      </Typography>
      <Stack direction="row" sx={{ mb: 3, gap: 2, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onClick={() => generate.mutate(props.streamId)}
          disabled={generate.isPending}
        >
          {token ? t('host.newKey') : t('host.generateKey')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => pattern.mutate(props.streamId)}
          disabled={pattern.isPending || pattern.isSuccess}
        >
          {t('host.startTestPattern')}
        </Button>
        <Button component={RouterLink} to={props.watchHref}>
          {t('host.openStreamPage')}
        </Button>
      </Stack>
      {pattern.isSuccess && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('host.testPatternSent', { minutes: Math.round(pattern.data.seconds / 60) })}
        </Alert>
      )}
      {pattern.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {pattern.error.message}
        </Alert>
      )}
      {generate.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {generate.error.message}
        </Alert>
      )}
      {token && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Stack spacing={2}>
            <Field label={t('host.rtmpUrl')} value={token.rtmp_url} />
            <Field label={t('host.server')} value={token.server_url} />
            <Field label={t('host.streamKey')} value={token.stream_key} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('host.keyValidUntil', { time: new Date(token.expires_at).toLocaleTimeString() })}
            </Typography>
            <Typography variant="subtitle2">{t('host.djiTitle')}</Typography>
            <Typography variant="body2">{t('host.djiSteps')}</Typography>
            <Typography variant="subtitle2">{t('host.obsTitle')}</Typography>
            <Typography variant="body2">{t('host.obsSteps')}</Typography>
            <Typography variant="subtitle2">{t('host.ffmpegTitle')}</Typography>
            <Box
              component="pre"
              sx={{
                p: 1.5,
                bgcolor: 'action.hover',
                borderRadius: 1,
                overflowX: 'auto',
                fontSize: 13,
              }}
            >
              {`ffmpeg -re -f lavfi -i testsrc=size=640x360:rate=25 -c:v libx264 -preset veryfast -tune zerolatency -g 25 -pix_fmt yuv420p -f flv "${token.rtmp_url}"`}
            </Box>
          </Stack>
        </Paper>
      )}
    </Box>
  );
}
