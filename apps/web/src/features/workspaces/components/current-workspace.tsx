// The user's company workspace on the invites tab of the user page, with Leave. Members and
// guests cannot open Settings, so this is where they leave (platform-core §4: a member can leave
// at any time).
import { Avatar, Box, Paper, Stack, Typography } from '@mui/material';
import type { TUser } from '@sortie/domain/contracts';
import { initials } from '../../../lib/format.ts';
import { workspaceSubtitle } from '../utils/workspace-labels.ts';
import { LeaveWorkspace } from './leave-workspace.tsx';
import { useTranslation } from 'react-i18next';

export function CurrentWorkspace({ user }: { user: TUser }) {
  const { t } = useTranslation('workspaces');
  const company = user.companies.find((c) => !c.personal_space);
  if (!company) return null;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="current-workspace-heading">
      <Typography variant="h6" component="h2" id="current-workspace-heading">
        {t('current.heading')}
      </Typography>
      <Paper
        variant="outlined"
        data-testid="current-workspace"
        sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        <Avatar
          variant="rounded"
          src={company.logo ?? undefined}
          alt=""
          sx={{ bgcolor: 'primary.main', fontWeight: 700 }}
        >
          {initials(company.name)}
        </Avatar>
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography fontWeight={700}>{company.name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {workspaceSubtitle(company)}
          </Typography>
          <LeaveWorkspace company={company} user={user} />
        </Box>
      </Paper>
    </Stack>
  );
}
