// The site page's side panel: the site's details and the mission planner share the 360 px
// column as tabs (decision 020); the planner only plans while its tab is open. A user who cannot
// save missions on the site (view access) gets the details alone, without the planner's tab.
import { Box, Card, Tab, Tabs } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type SidePanelTab = 'details' | 'plan';

export function SiteSidePanel(props: {
  tab: SidePanelTab;
  onTab: (tab: SidePanelTab) => void;
  details: ReactNode;
  plan: ReactNode;
  /** Edit access on the site: only then is there a planner to show. */
  canPlan: boolean;
}) {
  const { t } = useTranslation('missions');
  if (!props.canPlan) return <Box>{props.details}</Box>;
  return (
    <Box>
      <Tabs
        value={props.tab}
        onChange={(_e, v: SidePanelTab) => props.onTab(v)}
        variant="fullWidth"
        aria-label={t('side.label')}
        sx={{ mb: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="details"
          label={t('side.details')}
          id="site-tab-details"
          aria-controls="site-tabpanel-details"
        />
        <Tab
          value="plan"
          label={t('side.plan')}
          id="site-tab-plan"
          aria-controls="site-tabpanel-plan"
          data-testid="tab-plan"
        />
      </Tabs>
      <Box
        role="tabpanel"
        id="site-tabpanel-details"
        aria-labelledby="site-tab-details"
        hidden={props.tab !== 'details'}
      >
        {props.tab === 'details' && props.details}
      </Box>
      <Box
        role="tabpanel"
        id="site-tabpanel-plan"
        aria-labelledby="site-tab-plan"
        hidden={props.tab !== 'plan'}
      >
        {props.tab === 'plan' && (
          <Card variant="outlined" sx={{ p: 2 }}>
            {props.plan}
          </Card>
        )}
      </Box>
    </Box>
  );
}
