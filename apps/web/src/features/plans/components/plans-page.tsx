// PlansDetailsPage /plans (public pricing, and the Free plan's limits from the server). Signed-in
// users are redirected to their plans tab by the route guard.
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useBrand } from '../../../lib/brand.tsx';
import { FreePlanLimits } from './free-plan-limits.tsx';
import { PlanCards } from './plan-cards.tsx';

export function PlansPage() {
  const { t } = useTranslation('plans');
  const brand = useBrand();
  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, py: { xs: 4, md: 6 }, maxWidth: 1100, mx: 'auto' }}>
      <Typography
        variant="h3"
        component="h1"
        textAlign="center"
        sx={{ fontSize: { xs: 28, md: 40 } }}
      >
        {t('page.title')}
      </Typography>
      <Typography color="text.secondary" textAlign="center" sx={{ mt: 1, mb: 4 }}>
        {t('page.subtitle', { app: brand.appName })}
      </Typography>
      <PlanCards
        renderAction={(plan) =>
          plan.prices && Object.values(plan.prices).every((p) => p.month === 0) ? (
            <Button component={Link} to={paths.home.href()} variant="outlined">
              {t('page.getStarted')}
            </Button>
          ) : (
            <Button
              variant="contained"
              href={`mailto:${brand.supportEmail}?subject=Plan%20enquiry`}
            >
              {t('contactSales')}
            </Button>
          )
        }
      />
      <FreePlanLimits />
    </Box>
  );
}
