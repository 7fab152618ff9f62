// The signed-in user's workspace invitations (user page, tab invites): accept opens the new
// workspace; decline removes the invite.
import MailOutline from '@mui/icons-material/MailOutline';
import { Alert, Avatar, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { formatRelativeTime } from '../../../i18n/locale.ts';
import type { TInvite, TUser } from '@sortie/domain/contracts';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { initials } from '../../../lib/format.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useAnswerInvite, useUserInvites } from '../api/invites.ts';
import { errorText } from '../../../lib/errors.ts';
import { ROLE_LABELS } from '../utils/workspace-labels.ts';
import { useTranslation } from 'react-i18next';

export function UserInvites({ user }: { user: TUser }) {
  const { t } = useTranslation('workspaces');
  const navigate = useNavigate();
  const invites = useUserInvites();
  const answer = useAnswerInvite(user.id);

  const respond = (invite: TInvite, kind: 'accept' | 'decline') =>
    answer.mutate(
      { invite, answer: kind },
      {
        onSuccess: () => {
          if (kind === 'decline') {
            notify(t('userInvites.declined', { name: invite.company_name }));
            return;
          }
          notify(t('userInvites.joined', { name: invite.company_name }));
          Promise.resolve(navigate(paths.companyHome.href(invite.company_id))).catch(
            () => undefined,
          );
        },
        onError: (e) => notifyError(errorText(e)),
      },
    );

  if (invites.isPending) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label={t('userInvites.loading')}>
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={72} />
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
      <Box sx={{ textAlign: 'center', py: 6 }} data-testid="user-invites-empty">
        <MailOutline color="disabled" sx={{ fontSize: 48 }} aria-hidden />
        <Typography fontWeight={700}>{t('userInvites.none')}</Typography>
        <Typography color="text.secondary">{t('userInvites.noneHint')}</Typography>
      </Box>
    );
  }
  const busyId = answer.isPending ? answer.variables?.invite.id : null;
  return (
    <Stack spacing={1.5} data-testid="user-invites">
      {list.map((invite) => (
        <Paper
          key={invite.id}
          variant="outlined"
          data-testid={`user-invite-${invite.id}`}
          sx={{
            p: 2,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
          }}
        >
          <Avatar
            variant="rounded"
            src={invite.company_logo ?? undefined}
            alt=""
            sx={{ bgcolor: 'primary.main', fontWeight: 700 }}
          >
            {initials(invite.company_name)}
          </Avatar>
          <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
            <Typography fontWeight={700}>{invite.company_name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {invite.invited_by
                ? t('userInvites.invitedBy', {
                    name: invite.invited_by.name,
                    role: ROLE_LABELS[invite.role],
                  })
                : t('userInvites.invited', { role: ROLE_LABELS[invite.role] })}{' '}
              · {formatRelativeTime(invite.created_at)}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1}>
            <Button
              onClick={() => respond(invite, 'decline')}
              disabled={busyId === invite.id}
              data-testid={`decline-invite-${invite.id}`}
            >
              {t('userInvites.decline')}
            </Button>
            <Button
              variant="contained"
              onClick={() => respond(invite, 'accept')}
              disabled={busyId === invite.id}
              data-testid={`accept-invite-${invite.id}`}
            >
              {t('userInvites.accept')}
            </Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
