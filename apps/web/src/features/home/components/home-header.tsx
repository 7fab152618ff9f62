import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { TUser, TUserCompany } from '@sortie/domain/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { firstName, isProfileComplete } from '../../../lib/session.ts';
import { greetingFor, subtitleOfTheDay } from '../utils/greeting.ts';

export function HomeHeader({
  user,
  workspace,
  now = new Date(),
}: {
  user: TUser;
  workspace: TUserCompany | null;
  now?: Date;
}) {
  const freeOrganisation = workspace !== null && !workspace.personal_space && !workspace.plan.key;
  return (
    <Box component="header">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'flex-end' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h1"
            data-testid="home-greeting"
            sx={{ fontSize: { xs: 30, sm: 38 }, lineHeight: 1.15 }}
          >
            {greetingFor(firstName(user), now)}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.75, fontSize: { xs: 16, sm: 18 } }}>
            {subtitleOfTheDay(now)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          {workspace && (
            <Chip
              label={workspace.personal_space ? 'Personal Workspace' : workspace.name}
              variant="outlined"
              data-testid="home-workspace-name"
            />
          )}
          {freeOrganisation && (
            <Button
              component={Link}
              to={paths.user.href(user.id, 'plans')}
              variant="contained"
              color="secondary"
              startIcon={<WorkspacePremiumOutlined />}
            >
              Go Pro
            </Button>
          )}
        </Stack>
      </Stack>
      {!isProfileComplete(user) && (
        <Alert
          severity="info"
          sx={{ mt: 3, alignItems: 'center' }}
          action={
            <Button component={Link} to={paths.user.href(user.id)} color="inherit" size="small">
              Complete profile
            </Button>
          }
        >
          Complete your profile so teammates can recognise and reach you in the field.
        </Alert>
      )}
    </Box>
  );
}
