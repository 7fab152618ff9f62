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
import { formatRelativeTime, hasRight } from '@sortie/domain';
import type { TInvite, TUser, TWorkspaceRole } from '@sortie/domain/contracts';
import { useState } from 'react';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useCancelInvite, useCompanyInvites, useImportInvites } from '../api/invites.ts';
import { CsvImportDialog } from '../../../components/ui/csv-import-dialog/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { ROLE_LABELS } from '../utils/workspace-labels.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { InviteForm } from './invite-form.tsx';

export function inviteTarget(i: Pick<TInvite, 'email' | 'country_code' | 'phone_number'>) {
  return i.email ?? `+${i.country_code ?? ''} ${i.phone_number ?? ''}`;
}

function PendingInvites({ companyId, canCancel }: { companyId: string; canCancel: boolean }) {
  const invites = useCompanyInvites(companyId);
  const cancel = useCancelInvite(companyId);
  const [pending, setPending] = useState<TInvite | null>(null);

  if (invites.isPending) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Loading invites">
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
            Retry
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
        No pending invites.
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
                Sent {formatRelativeTime(invite.created_at).toLowerCase()}
                {invite.invited_by ? ` by ${invite.invited_by.name}` : ''}
              </Typography>
            </Box>
            <Chip size="small" label={ROLE_LABELS[invite.role]} />
            {canCancel && (
              <Tooltip title="Cancel invite">
                <IconButton
                  aria-label={`Cancel invite for ${inviteTarget(invite)}`}
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
        title="Cancel this invite?"
        message={`${pending ? inviteTarget(pending) : ''} will no longer be able to join.`}
        confirmLabel="Cancel invite"
        busy={cancel.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() =>
          pending &&
          cancel.mutate(pending.id, {
            onSuccess: () => notify('Invite cancelled'),
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
  const importInvites = useImportInvites(companyId);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button sx={{ mt: 1.5 }} onClick={() => setOpen(true)} data-testid="invite-csv">
        Invite from a CSV file
      </Button>
      <CsvImportDialog
        what="members"
        verb="Invite"
        hint="One person per row: columns email, role (admin, member or guest); or country_code and phone_number instead of email. The whole file must fit the plan's member limit."
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
  const canCancel = hasRight(user.rbac_rules, 'Invites', 'DELETE', role);
  return (
    <Stack spacing={4}>
      <Box component="section" aria-labelledby="invite-heading">
        <Typography id="invite-heading" variant="h6" component="h3" sx={{ mb: 1.5 }}>
          Invite someone
        </Typography>
        {!canInvite && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Only owners and admins can invite people.
          </Alert>
        )}
        <InviteForm companyId={companyId} canInvite={canInvite} viewerRole={role} />
        {canInvite && <InviteFromCsv companyId={companyId} />}
      </Box>
      <Box component="section" aria-labelledby="pending-heading">
        <Typography id="pending-heading" variant="h6" component="h3" sx={{ mb: 1.5 }}>
          Pending invites
        </Typography>
        <PendingInvites companyId={companyId} canCancel={canCancel} />
      </Box>
    </Stack>
  );
}
