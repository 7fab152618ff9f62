// The site page while the site or the page's code loads: its own small file, so the route can
// show it (and the shell around it) before the planner's code is in (decision 421).
import { Skeleton } from '@mui/material';
import { paths } from '../../../config/paths.ts';
import { SitePageLayout } from './site-page-layout.tsx';

export function SitePageSkeleton({ companyId }: { companyId: string }) {
  return (
    <SitePageLayout
      title={<Skeleton width={240} />}
      backTo={paths.sites.href(companyId)}
      map={<Skeleton variant="rounded" height={420} />}
      panel={<Skeleton variant="rounded" height={320} />}
    />
  );
}
