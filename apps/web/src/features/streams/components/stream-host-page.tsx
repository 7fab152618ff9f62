// StreamHostDevPage: a publish key for the stream and how to use it from DJI Pilot 2, OBS or
// ffmpeg. The key works once and for 10 minutes; a new one can be generated while waiting.
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import type { TStreamToken } from '@sortie/domain/contracts';
import { Link as RouterLink } from 'react-router';
import { useGenerateStreamToken, useStartTestPattern } from '../api/streams.ts';

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
  return (
    <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Go live
      </Typography>
      <Stack direction="row" sx={{ mb: 3, gap: 2, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onClick={() => generate.mutate(props.streamId)}
          disabled={generate.isPending}
        >
          {token ? 'Generate a new key' : 'Generate stream key'}
        </Button>
        <Button
          variant="outlined"
          onClick={() => pattern.mutate(props.streamId)}
          disabled={pattern.isPending || pattern.isSuccess}
        >
          Start a test pattern
        </Button>
        <Button component={RouterLink} to={props.watchHref}>
          Open the stream page
        </Button>
      </Stack>
      {pattern.isSuccess && (
        <Alert severity="success" sx={{ mb: 2 }}>
          The server is sending a test picture for {Math.round(pattern.data.seconds / 60)} minutes.
          Open the stream page to watch it.
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
            <Field label="RTMP URL (server and key)" value={token.rtmp_url} />
            <Field label="Server" value={token.server_url} />
            <Field label="Stream key" value={token.stream_key} />
            <Typography variant="body2" color="text.secondary">
              The key works for one broadcast, until{' '}
              {new Date(token.expires_at).toLocaleTimeString()}.
            </Typography>
            <Typography variant="subtitle2">DJI Pilot 2</Typography>
            <Typography variant="body2">
              Camera view → ••• → Transmission → Live streaming platforms → RTMP: paste the RTMP URL
              above and start.
            </Typography>
            <Typography variant="subtitle2">OBS</Typography>
            <Typography variant="body2">
              Settings → Stream → Service: Custom; Server and Stream key from above. Output:
              keyframe interval 1 s, tune zerolatency, for the lowest delay.
            </Typography>
            <Typography variant="subtitle2">ffmpeg (a test pattern)</Typography>
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
