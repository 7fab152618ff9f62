// NewsCMS /news-cms: platform staff with a meta PATCH on news.
import {
  canEditNews,
  MetaRightOnly,
} from '../../../features/content/components/content-guards.tsx';
import { NewsCmsPage } from '../../../features/content/components/news-cms-page.tsx';
import { useCurrentUser } from '../../../lib/session.ts';

export function Component() {
  const user = useCurrentUser();
  return (
    <MetaRightOnly allowed={canEditNews(user)}>
      <NewsCmsPage />
    </MetaRightOnly>
  );
}
