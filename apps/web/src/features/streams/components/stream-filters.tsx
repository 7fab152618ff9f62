// The streams page's filters: which streams (all, live now, recordings) and a title search.
import Search from '@mui/icons-material/Search';
import { InputAdornment, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { TStream } from '@sortie/domain/contracts';
import { useTranslation } from 'react-i18next';

export type StreamFilter = { status: 'all' | 'live' | 'recordings'; search: string };

export function matchesStreamFilter(stream: TStream, filter: StreamFilter): boolean {
  const search = filter.search.trim().toLowerCase();
  if (search && !stream.title.toLowerCase().includes(search)) return false;
  if (filter.status === 'live') return stream.status === 'live';
  if (filter.status === 'recordings') return stream.recording?.state === 'ready';
  return true;
}

export function StreamFilters(props: {
  value: StreamFilter;
  onChange: (next: StreamFilter) => void;
}) {
  const { value, onChange } = props;
  const { t } = useTranslation('streams');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value.status}
        onChange={(_e, status: StreamFilter['status'] | null) =>
          status && onChange({ ...value, status })
        }
        aria-label={t('filters.show')}
      >
        <ToggleButton value="all">{t('filters.all')}</ToggleButton>
        <ToggleButton value="live">{t('filters.live')}</ToggleButton>
        <ToggleButton value="recordings">{t('filters.recordings')}</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        size="small"
        placeholder={t('filters.searchPlaceholder')}
        value={value.search}
        onChange={(e) => onChange({ ...value, search: e.target.value })}
        slotProps={{
          htmlInput: { 'aria-label': t('filters.search'), maxLength: 120 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Stack>
  );
}
