// StreamOverviewPage: the workspace's streams, live first, and a button to start a new one
// (it opens the host page with the publish key). Recordings come with the recordings work.
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
import { useCreateStream, useStreams } from '../api/streams.ts';

const order = { live: 0, waiting: 1, ended: 2 } as const;

export function StreamsOverviewPage(props: {
  companyId: string;
  hrefOf: (stream: TStream) => string;
  onCreated: (stream: TStream) => void;
}) {
  const streams = useStreams(props.companyId);
  const create = useCreateStream(props.companyId);
  const [title, setTitle] = useState('');
  const [isPublic, setPublic] = useState(false);
  const list = [...(streams.data?.streams ?? [])].sort((a, b) => order[a.status] - order[b.status]);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Streams & recordings
      </Typography>
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
      {streams.isError && <Alert severity="error">Unable to fetch livestreams!</Alert>}
      {streams.isPending && <Skeleton variant="rounded" height={120} />}
      {streams.data && list.length === 0 && (
        <Typography color="text.secondary">
          No Live Drone Streams. Go live with the Android app v2023.11 or higher, or start one here.
        </Typography>
      )}
      <List>
        {list.map((stream) => (
          <ListItemButton key={stream.id} component={RouterLink} to={props.hrefOf(stream)}>
            <ListItemText
              primary={stream.title}
              secondary={`${stream.host.name ?? 'Unknown host'} · ${new Date(stream.created_at).toLocaleString()}`}
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
