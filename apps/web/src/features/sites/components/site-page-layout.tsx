// Layout shared by the site pages: a header, then the map beside a side panel (stacked on
// phones). The map is sticky: editing waypoints or a long planner panel scrolls the panel while
// the map stays in view (issue 10 §7), under the phone's sticky top bar (56/64 px) or at the top
// of the window beside the desktop rail. It sticks only within the grid, so `below` scrolls it away.
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function SitePageLayout({
  title,
  backTo,
  actions,
  map,
  panel,
  below,
  panelFirstOnPhones,
}: {
  title: ReactNode;
  backTo: string;
  actions?: ReactNode;
  map: ReactNode;
  panel: ReactNode;
  below?: ReactNode;
  /** On phones, show the panel above the map (the upload form comes first). */
  panelFirstOnPhones?: boolean;
}) {
  const { t } = useTranslation('sites');
  return (
    <Box sx={{ px: { xs: 2, sm: 3, md: 4 }, py: { xs: 2, md: 3 }, maxWidth: 1400, mx: 'auto' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, minWidth: 0 }}>
        <Tooltip title={t('page.backToSites')} enterDelay={300}>
          <IconButton component={Link} to={backTo} aria-label={t('page.backToSites')}>
            <ArrowBack />
          </IconButton>
        </Tooltip>
        <Typography
          variant="h5"
          component="h1"
          noWrap
          sx={{ flex: 1, minWidth: 0, fontWeight: 700 }}
        >
          {title}
        </Typography>
        {actions}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' },
          alignItems: 'start',
        }}
      >
        <Box
          data-testid="site-page-map"
          sx={{
            minWidth: 0,
            position: 'sticky',
            top: { xs: 56, sm: 64, md: 16 },
            zIndex: { xs: 2, md: 1 },
            bgcolor: 'background.default',
          }}
        >
          {map}
        </Box>
        <Box sx={{ minWidth: 0, order: { xs: panelFirstOnPhones ? -1 : 0, md: 0 } }}>{panel}</Box>
      </Box>
      {below}
    </Box>
  );
}
