// SettingsPage /company/:companyId/settings/:tabKey? (platform-core §2).
import { useParams } from 'react-router';
import { DockSettingsTab } from '../../../features/docks/components/dock-settings-tab.tsx';
import { SettingsPage } from '../../../features/workspaces/components/settings-page.tsx';
import { useCurrentUser } from '../../../lib/session.ts';

export function Component() {
  const user = useCurrentUser();
  const { companyId = '', tabKey } = useParams();
  if (!user) return null;
  return (
    <SettingsPage
      key={companyId}
      user={user}
      companyId={companyId}
      tabKey={tabKey}
      dockTab={<DockSettingsTab companyId={companyId} />}
    />
  );
}
