// PlansDetailsPage /plans (public pricing; PlansGuard sends signed-in users to their plans tab).
import { PlansPage } from '../../../features/plans/components/plans-page.tsx';

export function Component() {
  return <PlansPage />;
}
