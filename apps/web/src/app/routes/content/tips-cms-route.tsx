// TipsCMS /tips-cms: platform staff with a meta GET on tips.
import {
  canEditTips,
  MetaRightOnly,
} from '../../../features/content/components/content-guards.tsx';
import { TipsCmsPage } from '../../../features/content/components/tips-cms-page.tsx';
import { useCurrentUser } from '../../../lib/session.ts';

export function Component() {
  const user = useCurrentUser();
  return (
    <MetaRightOnly allowed={canEditTips(user)}>
      <TipsCmsPage />
    </MetaRightOnly>
  );
}
