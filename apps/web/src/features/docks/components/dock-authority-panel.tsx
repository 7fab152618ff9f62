// Flight authority in the cockpit (issue 11 §6): who holds it, request it, release it, and —
// for the holder — the requests waiting for an answer.
import { useTranslation } from 'react-i18next';
import { Alert, Avatar, Box, Button, Stack, Typography } from '@mui/material';
import { useAuthority, useAuthorityWrites } from '../api/cockpit.ts';
import { errorText } from '../../../lib/errors.ts';

export function DockAuthorityPanel({
  companyId,
  dockId,
  userId,
  canFly,
}: {
  companyId: string;
  dockId: string;
  userId: string;
  canFly: boolean;
}) {
  const { t } = useTranslation('docks');
  const authority = useAuthority(companyId, dockId);
  const writes = useAuthorityWrites(companyId, dockId);
  const holder = authority.data?.holder ?? null;
  const mine = holder?.user_id === userId;
  const failed = writes.request.error ?? writes.release.error ?? writes.answer.error;
  return (
    <Stack spacing={1.5} data-testid="dock-authority">
      {authority.isError && <Alert severity="error">{t('authority.fetchFailed')}</Alert>}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ width: 32, height: 32 }}>
          {holder ? holder.name.slice(0, 1).toUpperCase() : '–'}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" data-testid="dock-authority-holder">
            {holder
              ? mine
                ? t('authority.youHold')
                : t('authority.theyHold', { name: holder.name })
              : t('authority.nobody')}
          </Typography>
          {authority.data?.control_source ? (
            <Typography variant="caption" color="text.secondary">
              {t('authority.controlSource', { source: authority.data.control_source })}
            </Typography>
          ) : null}
        </Box>
      </Stack>
      {canFly && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {!mine && (
            <Button
              variant="contained"
              size="small"
              disabled={writes.request.isPending}
              onClick={() => writes.request.mutate()}
            >
              {holder ? t('authority.ask') : t('authority.take')}
            </Button>
          )}
          {holder && (
            <Button size="small" variant="outlined" onClick={() => writes.release.mutate()}>
              {t('authority.release')}
            </Button>
          )}
        </Stack>
      )}
      {writes.request.data?.accepted === null && (
        <Alert severity="info">
          {t('authority.asked', { name: holder?.name ?? t('authority.theHolder') })}
        </Alert>
      )}
      {mine &&
        authority.data?.pending.map((p) => (
          <Alert
            key={p.user_id}
            severity="warning"
            action={
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  onClick={() =>
                    writes.answer.mutate({ holderId: userId, userId: p.user_id, accepted: true })
                  }
                >
                  {t('authority.handOver')}
                </Button>
                <Button
                  size="small"
                  onClick={() =>
                    writes.answer.mutate({ holderId: userId, userId: p.user_id, accepted: false })
                  }
                >
                  {t('authority.decline')}
                </Button>
              </Stack>
            }
          >
            {t('authority.asks', { name: p.name })}
          </Alert>
        ))}
      {failed && <Alert severity="error">{errorText(failed)}</Alert>}
    </Stack>
  );
}
