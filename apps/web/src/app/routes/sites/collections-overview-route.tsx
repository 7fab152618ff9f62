// CollectionsOverviewPage (/collections): the collections of the active workspace.
import { CollectionsOverviewPage } from '../../../features/collections/components/collections-overview-page.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useActiveWorkspace } from '../../shell/use-active-workspace.ts';

export function Component() {
  const user = useCurrentUser();
  const workspace = useActiveWorkspace(user);
  if (!user) return null;
  const companyId = workspace?.id ?? user.personal_space_id;
  return <CollectionsOverviewPage key={companyId} companyId={companyId} />;
}
