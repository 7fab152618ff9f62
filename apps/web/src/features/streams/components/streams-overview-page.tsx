// StreamOverviewPage: the workspace's streams and recordings, live first, with filters (status,
// title), the cloud-recording toggle (managers) and a button to start a new stream (it opens the
// host page with the publish key).
import Add from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  TextField,
  Typography,
  FormControlLabel,
  Switch,
} from '@mui/material';
import type { TStream } from '@sortie/domain/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatBytes } from '@sortie/domain';
import { useCreateStream, useStreams } from '../api/streams.ts';
import { formatVideoLength } from './recording-format.ts';
import { CloudRecordingSwitch } from './cloud-recording-switch.tsx';
import { StreamFilters, matchesStreamFilter, type StreamFilter } from './stream-filters.tsx';

const order = { live: 0, waiting: 1, ended: 2 } as const;

function recordingLabel(stream: TStream): string | null {
  const r = stream.recording;
  if (!r) return null;
  if (r.state === 'ready')
    return `Recording ${formatVideoLength(r.duration_s)} · ${formatBytes(r.size_bytes)}`;
  if (r.state === 'failed') return 'Recording failed';
  if (r.stop_reason === 'storage_full') return 'Recording stopped: storage full';
  return r.state === 'recording' ? 'Recording…' : 'Preparing recording…';
}

export function StreamsOverviewPage(props: {
  companyId: string;
  hrefOf: (stream: TStream) => string;
  onCreated: (stream: TStream) => void;
  /** Admins and owners turn cloud recording on and off. */
  canManage: boolean;
}) {
  const streams = useStreams(props.companyId);
  const create = useCreateStream(props.companyId);
  const [title, setTitle] = useState('');
  const [isPublic, setPublic] = useState(false);
  const [filter, setFilter] = useState<StreamFilter>({ status: 'all', search: '' });
  const all = streams.data?.streams ?? [];
  const list = all
    .filter((s) => matchesStreamFilter(s, filter))
    .sort((a, b) => order[a.status] - order[b.status]);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Streams & recordings
        </Typography>
        <CloudRecordingSwitch companyId={props.companyId} canManage={props.canManage} />
      </Stack>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { sm: 'center' } }}
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(
            { title: title.trim(), public: isPublic },
            { onSuccess: (stream) => props.onCreated(stream) },
          );
        }}
      >
        <TextField
          size="small"
          label="Stream title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 120 } }}
          sx={{ flexGrow: 1 }}
        />
        <FormControlLabel
          control={<Switch checked={isPublic} onChange={(e) => setPublic(e.target.checked)} />}
          label="Public"
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<Add />}
          disabled={!title.trim() || create.isPending}
        >
          New stream
        </Button>
      </Stack>
      <StreamFilters value={filter} onChange={setFilter} />
      {streams.isError && <Alert severity="error">Unable to fetch livestreams!</Alert>}
      {streams.isPending && <Skeleton variant="rounded" height={120} />}
      {streams.data && all.length > 0 && list.length === 0 && (
        <Typography color="text.secondary">No streams match these filters.</Typography>
      )}
      {streams.data && all.length === 0 && (
        <Typography color="text.secondary">
          No Live Drone Streams. Go live with the Android app v2023.11 or higher, or start one here.
        </Typography>
      )}
      <List>
        {list.map((stream) => (
          <ListItemButton key={stream.id} component={RouterLink} to={props.hrefOf(stream)}>
            <ListItemText
              primary={stream.title}
              secondary={[
                stream.host.name ?? 'Unknown host',
                new Date(stream.start_time ?? stream.created_at).toLocaleString(),
                recordingLabel(stream),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
            <Chip
              size="small"
              color={stream.status === 'live' ? 'error' : 'default'}
              label={
                stream.status === 'live' ? 'LIVE' : stream.status === 'ended' ? 'Ended' : 'Waiting'
              }
            />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}
