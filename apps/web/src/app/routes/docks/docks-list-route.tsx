// DocksListPage /company/:companyId/docks (issue 11 §5, decision 303): the workspace's docks as
// cards. Those without Docks GET are sent to Forbidden; the empty state links to Settings → Dock
// only for those who may bind (a personal workspace cannot: docks belong to companies).
import { hasRight } from '@sortie/domain';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import {
  DocksListPage,
  type BindHint,
} from '../../../features/docks/components/docks-list-page.tsx';
import { useCurrentUser } from '../../../lib/session.ts';

export function Component() {
  const user = useCurrentUser();
  const { companyId = '' } = useParams();
  if (!user) return null;
  const workspace = user.companies.find((c) => c.id === companyId);
  const role = workspace?.role;
  const can = (resource: string, method: string) =>
    !!role && hasRight(user.rbac_rules, resource, method, role);
  if (!can('Docks', 'GET')) return <Navigate to={paths.forbidden.href()} replace />;
  const canEdit = can('Docks', 'PATCH');
  const bindHint: BindHint = workspace?.personal_space
    ? { kind: 'personal' }
    : can('Settings', 'POST')
      ? { kind: 'settings', href: paths.settings.href(companyId, 'dock') }
      : { kind: 'ask' };
  return (
    <DocksListPage
      key={companyId}
      companyId={companyId}
      canEdit={canEdit}
      bindHint={bindHint}
      queueHref={paths.dockQueue.href(companyId)}
    />
  );
}
