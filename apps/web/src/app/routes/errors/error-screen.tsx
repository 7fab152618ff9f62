import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

export function ErrorScreen({
  icon,
  title,
  message,
}: {
  icon: ReactNode;
  title: string;
  message: string;
}) {
  const { t } = useTranslation('shell');
  return (
    <Box
      sx={{ display: 'grid', placeItems: 'center', minHeight: '70vh', p: 3, textAlign: 'center' }}
    >
      <Box sx={{ maxWidth: 460 }}>
        {icon}
        <Typography variant="h4" component="h1" sx={{ mt: 1, fontSize: { xs: 26, sm: 34 } }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {message}
        </Typography>
        <Button component={Link} to={paths.home.href()} variant="contained" sx={{ mt: 3 }}>
          {t('errors.backHome')}
        </Button>
      </Box>
    </Box>
  );
}
