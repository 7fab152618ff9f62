// Leaving a workspace (platform-core §4: membership can be left at any time); the personal
// workspace opens afterwards.
import { Box, Button, Typography } from '@mui/material';
import type { TUser } from '@sortie/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { authStorage } from '../../../lib/auth-storage.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { leaveCompany } from '../api/members.ts';
import { refreshUser } from '../api/refresh-user.ts';
import { errorText } from '../../../lib/errors.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useTranslation } from 'react-i18next';

export function LeaveWorkspace({
  company,
  user,
}: {
  company: { id: string; name: string };
  user: TUser;
}) {
  const navigate = useNavigate();
  const { t } = useTranslation('workspaces');
  const [open, setOpen] = useState(false);
  const leave = useMutation({
    mutationFn: async () => {
      await leaveCompany(company.id);
      // Say so as soon as the server agrees: opening the personal workspace may first have to
      // load its page (a lazy chunk, seconds on a slow link), and a notice raised after that
      // queued behind whatever that page reported first (the snackbar shows one at a time).
      notify(t('leave.done', { name: company.name }));
      authStorage.setSelectedWorkspace(user.id, user.personal_space_id);
      // Navigate first: the route guard would otherwise see a company the user left.
      await Promise.resolve(navigate(paths.companyHome.href(user.personal_space_id))).catch(
        () => undefined,
      );
      await refreshUser(user.id).catch(() => undefined);
    },
    onError: (error) => notifyError(errorText(error)),
  });
  return (
    <Box>
      <Typography fontWeight={700}>{t('leave.heading')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('leave.explain')}
      </Typography>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {t('leave.button', { name: company.name })}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('leave.confirmTitle', { name: company.name })}
        message={t('leave.confirmMessage')}
        confirmLabel={t('leave.heading')}
        busy={leave.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => leave.mutate(undefined, { onSettled: () => setOpen(false) })}
      />
    </Box>
  );
}
