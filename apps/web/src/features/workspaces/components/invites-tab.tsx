// Settings → Invites: send an invite, and the pending invites with cancel.
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  Paper,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { hasRight } from '@sortie/domain';
import { formatRelativeTime } from '../../../i18n/locale.ts';
import type { TInvite, TUser, TWorkspaceRole } from '@sortie/domain/contracts';
import { useState } from 'react';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useCancelInvite, useCompanyInvites, useImportInvites } from '../api/invites.ts';
import { CsvImportDialog } from '../../../components/ui/csv-import-dialog/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { ROLE_LABELS } from '../utils/workspace-labels.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { InviteForm } from './invite-form.tsx';
import { useTranslation } from 'react-i18next';

export function inviteTarget(i: Pick<TInvite, 'email' | 'country_code' | 'phone_number'>) {
  return i.email ?? `+${i.country_code ?? ''} ${i.phone_number ?? ''}`;
}

function PendingInvites({ companyId, canCancel }: { companyId: string; canCancel: boolean }) {
  const { t } = useTranslation('workspaces');
  const invites = useCompanyInvites(companyId);
  const cancel = useCancelInvite(companyId);
  const [pending, setPending] = useState<TInvite | null>(null);

  if (invites.isPending) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label={t('userInvites.loading')}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  }
  if (invites.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void invites.refetch()}>
            {t('common:actions.tryAgain')}
          </Button>
        }
      >
        {errorText(invites.error)}
      </Alert>
    );
  }
  const list = invites.data.invites.filter((i) => i.status === 'pending');
  if (list.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="pending-invites-empty">
        {t('invites.none')}
      </Typography>
    );
  }
  return (
    <>
      <Paper variant="outlined" data-testid="pending-invites">
        {list.map((invite, i) => (
          <Box
            key={invite.id}
            data-testid={`pending-invite-${invite.id}`}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              p: 1.5,
              borderTop: i > 0 ? 1 : 0,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography fontWeight={600} noWrap>
                {inviteTarget(invite)}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {invite.invited_by
                  ? t('invites.sentBy', {
                      when: formatRelativeTime(invite.created_at).toLowerCase(),
                      name: invite.invited_by.name,
                    })
                  : t('invites.sent', {
                      when: formatRelativeTime(invite.created_at).toLowerCase(),
                    })}
              </Typography>
            </Box>
            <Chip size="small" label={ROLE_LABELS[invite.role]} />
            {canCancel && (
              <Tooltip title={t('invites.cancel')}>
                <IconButton
                  aria-label={t('invites.cancelFor', { target: inviteTarget(invite) })}
                  onClick={() => setPending(invite)}
                  data-testid={`cancel-invite-${invite.id}`}
                >
                  <CloseIcon />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        ))}
      </Paper>
      <ConfirmDialog
        open={pending !== null}
        title={t('invites.cancelTitle')}
        message={t('invites.cancelMessage', { target: pending ? inviteTarget(pending) : '' })}
        confirmLabel={t('invites.cancel')}
        busy={cancel.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() =>
          pending &&
          cancel.mutate(pending.id, {
            onSuccess: () => notify(t('invites.cancelled')),
            onError: (e) => notifyError(errorText(e)),
            onSettled: () => setPending(null),
          })
        }
      />
    </>
  );
}

/** Bulk invites from a CSV file: email (or country_code and phone_number) and role per row. */
function InviteFromCsv({ companyId }: { companyId: string }) {
  const { t } = useTranslation('workspaces');
  const importInvites = useImportInvites(companyId);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button sx={{ mt: 1.5 }} onClick={() => setOpen(true)} data-testid="invite-csv">
        {t('invites.csv')}
      </Button>
      <CsvImportDialog
        what={t('invites.csvWhat')}
        verb={t('invites.csvVerb')}
        hint={t('invites.csvHint')}
        importCsv={importInvites}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

export function InvitesTab({
  companyId,
  user,
  role,
}: {
  companyId: string;
  user: TUser;
  role: TWorkspaceRole | null;
}) {
  const canInvite = hasRight(user.rbac_rules, 'Invites', 'POST', role);
  const { t } = useTranslation('workspaces');
  const canCancel = hasRight(user.rbac_rules, 'Invites', 'DELETE', role);
  return (
    <Stack spacing={4}>
      <Box component="section" aria-labelledby="invite-heading">
        <Typography id="invite-heading" variant="h6" component="h3" sx={{ mb: 1.5 }}>
          {t('invites.heading')}
        </Typography>
        {!canInvite && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('invites.noRight')}
          </Alert>
        )}
        <InviteForm companyId={companyId} canInvite={canInvite} viewerRole={role} />
        {canInvite && <InviteFromCsv companyId={companyId} />}
      </Box>
      <Box component="section" aria-labelledby="pending-heading">
        <Typography id="pending-heading" variant="h6" component="h3" sx={{ mb: 1.5 }}>
          {t('invites.pending')}
        </Typography>
        <PendingInvites companyId={companyId} canCancel={canCancel} />
      </Box>
    </Stack>
  );
}
