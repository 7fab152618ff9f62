// SitesOverviewPage (feature-areas §2 "Sites & Collections overview"): header and Create menu,
// filters, the Collections section (provided by the collections feature through a slot) and
// the Sites section. Filters, grouping and view persist in web_preferences per workspace; the
// route keys this page by workspace, so a workspace change starts from that workspace's choices.
import { Box, Button, Stack, Typography } from '@mui/material';
import { DEFAULT_UNIT_PREFERENCES } from '@sortie/domain';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useWorkspacePreferences } from '../../../lib/use-workspace-preferences.ts';
import { useProgressSync } from '../api/progress-sync.ts';
import { toListFilters } from '../utils/site-filters.ts';
import { CreateSiteMenu } from './create-site-menu.tsx';
import { FilterBar } from './filter-bar.tsx';
import { GroupByMenu } from './group-by-menu.tsx';
import { SampleSitesButton } from './sample-sites-button.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { SitesSection } from './sites-section.tsx';
import { useTranslation } from 'react-i18next';

export function SitesOverviewPage({
  companyId,
  collections,
  onCreateCollection,
}: {
  companyId: string;
  /** The Collections section, given the current search text. */
  collections?: (searchQuery: string | null) => ReactNode;
  onCreateCollection?: () => void;
}) {
  const { t } = useTranslation('sites');
  const user = useCurrentUser();
  const [prefs, updatePrefs] = useWorkspacePreferences(companyId);
  const progressSync = useProgressSync(companyId);
  const listFilters = useMemo(() => toListFilters(prefs.filters), [prefs.filters]);
  // Status grouping without progress sync falls back to none (a downgraded plan).
  const groupBy = prefs.group === 'status' && !progressSync ? null : prefs.group;
  if (!user) return null;
  return (
    <Box sx={{ px: { xs: 2, sm: 3, md: 4 }, py: { xs: 2.5, md: 4 }, maxWidth: 1400, mx: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2.5, gap: 2, flexWrap: 'wrap' }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{ flex: 1, fontWeight: 700, fontSize: { xs: 24, md: 32 } }}
        >
          {t('list.title')}
        </Typography>
        <SampleSitesButton companyId={companyId} />
        <CreateSiteMenu companyId={companyId} onCreateCollection={onCreateCollection} />
      </Stack>
      <FilterBar
        companyId={companyId}
        userId={user.id}
        filters={prefs.filters}
        onChange={(filters) => updatePrefs({ filters })}
      />
      {collections && <Box sx={{ mt: 3 }}>{collections(prefs.filters.search_query)}</Box>}
      <Box component="section" aria-labelledby="sites-heading" sx={{ mt: 4 }}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap', gap: 1 }}>
          <Typography
            id="sites-heading"
            variant="h6"
            component="h2"
            sx={{ flex: 1, fontWeight: 700 }}
          >
            {t('list.sites')}
          </Typography>
          <GroupByMenu
            groupBy={groupBy}
            view={prefs.view}
            progressSync={progressSync}
            onGroupBy={(group) => updatePrefs({ group })}
            onView={(view) => updatePrefs({ view })}
          />
        </Stack>
        <SitesSection
          companyId={companyId}
          filters={listFilters}
          groupBy={groupBy}
          view={prefs.view}
          units={user.unit_preferences ?? DEFAULT_UNIT_PREFERENCES}
          progressSync={progressSync}
          onClearSearch={() => updatePrefs({ filters: { ...prefs.filters, search_query: null } })}
          emptyAction={
            <Button
              component={Link}
              to={paths.siteDetails.href(companyId, 'new', 'draw')}
              variant="contained"
            >
              {t('create.draw')}
            </Button>
          }
        />
      </Box>
      <ScrollToTop />
    </Box>
  );
}
