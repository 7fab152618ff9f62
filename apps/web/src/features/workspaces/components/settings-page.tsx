// SettingsPage /company/:companyId/settings/:tabKey? (platform-core §2): General, Members,
// Invites, Plan and Dock. A personal workspace has no members, invites or docks. Tabs scroll on
// phones.
import { Alert, Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { hasRight } from '@sortie/domain';
import type { TUser } from '@sortie/domain/contracts';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { workspaceName } from '../utils/workspace-labels.ts';
import { GeneralTab } from './general-tab.tsx';
import { InvitesTab } from './invites-tab.tsx';
import { LeaveWorkspace } from './leave-workspace.tsx';
import { MembersTab } from './members-tab.tsx';
import { PlanTab } from './plan-tab.tsx';
import { useTranslation } from 'react-i18next';

// Tab labels are keys of the `workspaces` namespace: settings.tab.<key>.
export const SETTINGS_TABS = [
  { key: 'general' },
  { key: 'members' },
  { key: 'invites' },
  { key: 'plan' },
  { key: 'dock' },
] as const;
export type SettingsTabKey = (typeof SETTINGS_TABS)[number]['key'];

/** `dockTab` is the docks feature's Settings → Dock, composed in by the route. */
export function SettingsPage({
  user,
  companyId,
  tabKey,
  dockTab,
}: {
  user: TUser;
  companyId: string;
  tabKey: string | undefined;
  dockTab?: ReactNode;
}) {
  const navigate = useNavigate();
  const { t } = useTranslation('workspaces');
  const workspace = user.companies.find((c) => c.id === companyId) ?? null;
  if (!workspace) return null; // the shell replaces the route with the personal workspace
  const role = workspace.role;
  const tabs = SETTINGS_TABS.filter((tab) =>
    workspace.personal_space
      ? tab.key === 'general' || tab.key === 'plan'
      : tab.key !== 'dock' || dockTab !== undefined,
  );
  const active = tabs.find((tab) => tab.key === tabKey)?.key;
  if (!active) return <Navigate to={paths.settings.href(companyId, 'general')} replace />;
  const allowed = hasRight(user.rbac_rules, 'Settings', 'GET', role);

  return (
    <Box sx={{ px: { xs: 2, sm: 3, md: 5 }, py: { xs: 2, md: 4 }, maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 32 } }}>
        {t('settings.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {workspaceName(workspace)}
      </Typography>
      {!allowed ? (
        <Stack spacing={3}>
          <Alert severity="info" data-testid="settings-no-access">
            {t('settings.noAccess')}
          </Alert>
          {!workspace.personal_space && <LeaveWorkspace company={workspace} user={user} />}
        </Stack>
      ) : (
        <>
          <Tabs
            value={active}
            onChange={(_e, key: string) =>
              Promise.resolve(navigate(paths.settings.href(companyId, key))).catch(() => undefined)
            }
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('settings.sections')}
            sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
          >
            {tabs.map((tab) => (
              <Tab
                key={tab.key}
                value={tab.key}
                label={t(`settings.tab.${tab.key}`)}
                id={`settings-tab-${tab.key}`}
                aria-controls={`settings-panel-${tab.key}`}
                data-testid={`settings-tab-${tab.key}`}
              />
            ))}
          </Tabs>
          <Box
            role="tabpanel"
            id={`settings-panel-${active}`}
            aria-labelledby={`settings-tab-${active}`}
          >
            {active === 'general' && <GeneralTab companyId={companyId} user={user} />}
            {active === 'members' && <MembersTab companyId={companyId} user={user} role={role} />}
            {active === 'invites' && <InvitesTab companyId={companyId} user={user} role={role} />}
            {active === 'plan' && <PlanTab companyId={companyId} user={user} />}
            {active === 'dock' && dockTab}
          </Box>
        </>
      )}
    </Box>
  );
}
