import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { TUser, TUserCompany } from '@sortie/domain/contracts';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('home');
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
              label={workspace.personal_space ? t('header.personalWorkspace') : workspace.name}
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
              {t('header.goPro')}
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
              {t('header.completeProfile')}
            </Button>
          }
        >
          {t('header.profileHint')}
        </Alert>
      )}
    </Box>
  );
}
