// The Super Admin's zone import page: the import card, with a way back to the advisory map where
// the imported zones show.
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ZoneFilesCard } from './zone-files-card.tsx';

export function ZoneFilesPage() {
  const { t } = useTranslation('airspace');
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('files.pageTitle')}
      </Typography>
      <Button component={RouterLink} to={paths.airspaceAdvisory.href()} sx={{ mb: 1 }}>
        {t('files.backToMap')}
      </Button>
      <ZoneFilesCard />
    </Box>
  );
}
