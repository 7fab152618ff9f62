// UsersDisplay /users/:userId/:tabKey? (platform-core §2): Profile, Invites and Plans. Only your
// own page opens; another id is replaced by yours.
import { Badge, Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { PlanCards, UpgradeButton } from '../../../features/plans/components/plan-cards.tsx';
import { ProfileForm } from '../../../features/users/components/profile-form.tsx';
import { UnitPreferences } from '../../../features/users/components/unit-preferences.tsx';
import { CurrentWorkspace } from '../../../features/workspaces/components/current-workspace.tsx';
import { UserInvites } from '../../../features/workspaces/components/user-invites.tsx';
import { useBrand } from '../../../lib/brand.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useActiveWorkspace } from '../../shell/use-active-workspace.ts';

const TABS = ['profile', 'invites', 'plans'] as const;

export function Component() {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  const brand = useBrand();
  const workspace = useActiveWorkspace(user);
  const navigate = useNavigate();
  const { userId = '', tabKey } = useParams();
  if (!user) return null;
  const active = TABS.find((key) => key === tabKey);
  if (userId !== user.id || !active) {
    return <Navigate to={paths.user.href(user.id, active ?? 'profile')} replace />;
  }
  const invites = user.invites.length;
  return (
    <Box sx={{ px: { xs: 2, sm: 3, md: 5 }, py: { xs: 2, md: 4 }, maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 32 } }}>
        {user.name || t('profile.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {user.email ??
          (user.phone_number ? `+${user.country_code ?? ''} ${user.phone_number}` : '')}
      </Typography>
      <Tabs
        value={active}
        onChange={(_e, key: string) =>
          Promise.resolve(navigate(paths.user.href(user.id, key))).catch(() => undefined)
        }
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('profile.sections')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            data-testid={`user-tab-${key}`}
            label={
              key === 'invites' && invites > 0 ? (
                <Badge color="error" badgeContent={invites} sx={{ pr: 1.5 }}>
                  {t(`profile.tabs.${key}`)}
                </Badge>
              ) : (
                t(`profile.tabs.${key}`)
              )
            }
          />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-label={t(`profile.tabs.${active}`)}>
        {active === 'profile' && (
          <Stack spacing={4}>
            <ProfileForm key={user.id} user={user} />
            <UnitPreferences user={user} />
          </Stack>
        )}
        {active === 'invites' && (
          <Stack spacing={4}>
            <UserInvites user={user} />
            <CurrentWorkspace user={user} />
          </Stack>
        )}
        {active === 'plans' && (
          <PlanCards
            currentPlanKey={workspace?.plan.key ?? ''}
            renderAction={(plan, current) => (
              <UpgradeButton plan={plan} current={current} supportEmail={brand.supportEmail} />
            )}
          />
        )}
      </Box>
    </Box>
  );
}
