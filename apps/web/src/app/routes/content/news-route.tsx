// NewsOverview /news (public; the sidebar shows only when signed in; hidden on brands without news).
import { NewsOverviewPage } from '../../../features/content/components/news-overview-page.tsx';

export function Component() {
  return <NewsOverviewPage />;
}
