// Past runs: the signed-in user's, or this browser's while signed out. Summaries only.
import { Chip, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePastRuns } from '../api/data-verification-api.ts';

const COLOURS = { pass: 'success', warn: 'warning', fail: 'error' } as const;

export function PastRuns({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('dataCheck');
  const runs = usePastRuns(signedIn);
  if (runs.isPending) return <Skeleton variant="rounded" height={56} />;
  // Past runs are a convenience: an error here must not hide the tool.
  const done = (runs.data?.runs ?? []).filter((r) => r.summary);
  if (done.length === 0) return null;
  return (
    <div data-testid="data-check-past-runs">
      <Typography variant="h6" component="h2">
        {t('headings.pastRuns')}
      </Typography>
      <List dense>
        {done.map((r) => (
          <ListItem key={r.id} disableGutters>
            <Chip
              size="small"
              color={COLOURS[r.summary!.verdict]}
              label={t(`verdictShort.${r.summary!.verdict}`)}
              sx={{ mr: 1 }}
            />
            <ListItemText
              primary={t('pastRuns.summary', {
                images: r.image_count,
                flagged: r.summary!.flagged_count,
              })}
              secondary={new Date(r.created_at).toLocaleString()}
            />
          </ListItem>
        ))}
      </List>
    </div>
  );
}
