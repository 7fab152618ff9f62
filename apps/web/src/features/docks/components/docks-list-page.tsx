// The docks list (issue 11 §5): every dock bound to the workspace as its card, the way to the
// task queue, and, before the first dock, how to bind one. A failed list is the toast of
// feature-areas §8 ('Unable to fetch docks!') with a way to try again.
import { useTranslation } from 'react-i18next';
import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { notifyError } from '../../../lib/notify.ts';
import { useDocks } from '../api/docks.ts';
import { DockCardGrid } from './dock-card-grid.tsx';

/** Who binds a dock here: the reader in Settings → Dock, a manager, or nobody (personal). */
export type BindHint = { kind: 'settings'; href: string } | { kind: 'ask' } | { kind: 'personal' };

function NoDocks({ bindHint }: { bindHint: BindHint }) {
  const { t } = useTranslation('docks');
  const how = {
    settings: t('list.emptyHowTo'),
    ask: t('list.emptyAskManager'),
    personal: t('list.emptyPersonal'),
  }[bindHint.kind];
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="docks-empty">
      <Typography fontWeight={700}>{t('list.emptyTitle')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {how}
      </Typography>
      {bindHint.kind === 'settings' && (
        <Button component={RouterLink} to={bindHint.href} variant="contained" sx={{ mt: 2 }}>
          {t('list.bind')}
        </Button>
      )}
    </Paper>
  );
}

export function DocksListPage({
  companyId,
  canEdit,
  bindHint,
  queueHref,
}: {
  companyId: string;
  canEdit: boolean;
  bindHint: BindHint;
  queueHref: string;
}) {
  const { t } = useTranslation('docks');
  const docks = useDocks(companyId);
  useEffect(() => {
    if (docks.isError) notifyError(t('page.fetchFailed'));
  }, [docks.isError, t]);
  return (
    <Box sx={{ px: { xs: 2, sm: 3, md: 5 }, py: { xs: 2, md: 4 }, maxWidth: 1200, mx: 'auto' }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1 }}
      >
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 32 } }}>
          {t('row.title')}
        </Typography>
        <Button component={RouterLink} to={queueHref} variant="outlined" size="small">
          {t('queue.title')}
        </Button>
      </Stack>
      {docks.isError && (
        <Button onClick={() => void docks.refetch()}>{t('common:actions.tryAgain')}</Button>
      )}
      {docks.isPending && <Skeleton variant="rounded" height={160} data-testid="docks-loading" />}
      {docks.data?.length === 0 && <NoDocks bindHint={bindHint} />}
      {!!docks.data?.length && (
        <DockCardGrid companyId={companyId} docks={docks.data} canEdit={canEdit} />
      )}
    </Box>
  );
}
