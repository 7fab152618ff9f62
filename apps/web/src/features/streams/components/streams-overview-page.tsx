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
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const order = { live: 0, waiting: 1, ended: 2 } as const;

function recordingLabel(stream: TStream, t: TFunction<'streams'>): string | null {
  const r = stream.recording;
  if (!r) return null;
  if (r.state === 'ready') {
    return t('overview.recordingReady', {
      length: formatVideoLength(r.duration_s),
      size: formatBytes(r.size_bytes),
    });
  }
  if (r.state === 'failed') return t('overview.recordingFailed');
  if (r.stop_reason === 'storage_full') return t('overview.recordingStorageFull');
  return r.state === 'recording' ? t('overview.recordingNow') : t('overview.recordingPreparing');
}

export function StreamsOverviewPage(props: {
  companyId: string;
  hrefOf: (stream: TStream) => string;
  onCreated: (stream: TStream) => void;
  /** Admins and owners turn cloud recording on and off. */
  canManage: boolean;
}) {
  const streams = useStreams(props.companyId);
  const { t } = useTranslation('streams');
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
          {t('overview.title')}
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
          label={t('overview.streamTitle')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 120 } }}
          sx={{ flexGrow: 1 }}
        />
        <FormControlLabel
          control={<Switch checked={isPublic} onChange={(e) => setPublic(e.target.checked)} />}
          label={t('overview.public')}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<Add />}
          disabled={!title.trim() || create.isPending}
        >
          {t('overview.newStream')}
        </Button>
      </Stack>
      <StreamFilters value={filter} onChange={setFilter} />
      {streams.isError && <Alert severity="error">{t('fetchListFailed')}</Alert>}
      {streams.isPending && <Skeleton variant="rounded" height={120} />}
      {streams.data && all.length > 0 && list.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{t('overview.noMatch')}</Typography>
      )}
      {streams.data && all.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{t('overview.empty')}</Typography>
      )}
      <List>
        {list.map((stream) => (
          <ListItemButton key={stream.id} component={RouterLink} to={props.hrefOf(stream)}>
            <ListItemText
              primary={stream.title}
              secondary={[
                stream.host.name ?? t('unknownHost'),
                new Date(stream.start_time ?? stream.created_at).toLocaleString(),
                recordingLabel(stream, t),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
            <Chip
              size="small"
              color={stream.status === 'live' ? 'error' : 'default'}
              label={
                stream.status === 'live'
                  ? t('status.live')
                  : stream.status === 'ended'
                    ? t('status.ended')
                    : t('status.waiting')
              }
            />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}
