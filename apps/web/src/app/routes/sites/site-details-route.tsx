// SiteDetailsPage: an existing site, or siteId 'new' with ?workflow=upload|draw. The missions
// area (planner, missions list) and the elevation section are composed in here, because features
// never import each other: the elevation section goes below the missions list.
import { Box } from '@mui/material';
import { useParams, useSearchParams } from 'react-router';
import { ElevationSection } from '../../../features/elevations/index.ts';
import { SiteMissionsArea } from '../../../features/missions/components/site-missions-area.tsx';
import {
  SiteDetailsPage,
  type SiteMissionsSlotProps,
} from '../../../features/sites/components/site-details-page.tsx';

function SiteAreas(props: SiteMissionsSlotProps) {
  const { companyId, site, renderPage } = props;
  return (
    <SiteMissionsArea
      {...props}
      renderPage={(parts) =>
        renderPage({
          ...parts,
          below: (
            <>
              {parts.below}
              <Box sx={{ mt: 2.5 }}>
                <ElevationSection companyId={companyId} site={site} />
              </Box>
            </>
          ),
        })
      }
    />
  );
}

export function Component() {
  const { companyId = '', siteId = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <SiteDetailsPage
      key={`${companyId}/${siteId}`}
      companyId={companyId}
      siteId={siteId}
      workflow={search.get('workflow')}
      missions={SiteAreas}
    />
  );
}
