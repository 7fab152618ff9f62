// Pricing cards in USD or INR (feature-areas §9) with a month/year and currency toggle; the
// currency defaults to the brand's billing currency; the current plan is highlighted.
import Check from '@mui/icons-material/Check';
import {
  Alert,
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { planKeyOf, type TPlan, type TPlanCurrency } from '@sortie/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n } from '../../../i18n/i18n.ts';
import { useBrand } from '../../../lib/brand.tsx';
import { PUBLIC_SEED_PLANS, usePlans } from '../api/get-plans.ts';

type Period = 'month' | 'year';

export function formatPrice(amount: number, currency: TPlanCurrency): string {
  if (amount === 0) return i18n.t('plans:price.free');
  const locale = currentLanguage() === 'hi' ? 'hi-IN' : currency === 'INR' ? 'en-IN' : 'en-US';
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
}

function PlanCard({
  plan,
  currency,
  period,
  current,
  action,
}: {
  plan: TPlan;
  currency: TPlanCurrency;
  period: Period;
  current: boolean;
  action?: ReactNode;
}) {
  const { t } = useTranslation('plans');
  const price = plan.prices?.[currency]?.[period];
  return (
    <Paper
      variant="outlined"
      data-testid={`plan-card-${plan.key}`}
      data-current={current ? 'true' : undefined}
      sx={{
        p: 3,
        flex: '1 1 280px',
        maxWidth: 420,
        borderWidth: current ? 2 : 1,
        borderColor: current ? 'primary.main' : 'divider',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h5" component="h2">
          {plan.name}
        </Typography>
        {current && <Chip size="small" color="primary" label={t('card.current')} />}
      </Box>
      <Typography color="text.secondary">{plan.description}</Typography>
      <Typography variant="h4" component="p" data-testid={`plan-price-${plan.key}`}>
        {price === undefined ? t('price.contactUs') : formatPrice(price, currency)}
        {price !== undefined && price > 0 && (
          <Typography component="span" color="text.secondary" sx={{ fontSize: 16, ml: 0.5 }}>
            {t(period === 'month' ? 'price.perMonth' : 'price.perYear')}
          </Typography>
        )}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, flex: 1 }}>
        {plan.highlights.map((h) => (
          <Box component="li" key={h} sx={{ display: 'flex', gap: 1 }}>
            <Check color="success" fontSize="small" aria-hidden />
            <Typography variant="body2">{h}</Typography>
          </Box>
        ))}
      </Stack>
      {action}
    </Paper>
  );
}

export function PlanCards({
  currentPlanKey,
  renderAction,
}: {
  /** Highlights the plan of the active workspace; omit on the public page. */
  currentPlanKey?: string | null;
  renderAction?: (plan: TPlan, current: boolean) => ReactNode;
}) {
  const { t } = useTranslation('plans');
  const brand = useBrand();
  const plans = usePlans();
  const [currency, setCurrency] = useState<TPlanCurrency>(brand.billingDetails.currency);
  const [period, setPeriod] = useState<Period>('month');
  const current = currentPlanKey === undefined ? null : planKeyOf({ key: currentPlanKey });
  const list = (plans.data?.plans ?? PUBLIC_SEED_PLANS).filter(
    (p) => p.public || p.key === current,
  );

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3 }}
        justifyContent="center"
        alignItems="center"
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={period}
          onChange={(_e, v: Period | null) => v && setPeriod(v)}
          aria-label={t('period.label')}
        >
          <ToggleButton value="month">{t('period.month')}</ToggleButton>
          <ToggleButton value="year">{t('period.year')}</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={currency}
          onChange={(_e, v: TPlanCurrency | null) => v && setCurrency(v)}
          aria-label={t('currency')}
          data-testid="plan-currency"
        >
          <ToggleButton value="USD" data-testid="currency-usd">
            USD
          </ToggleButton>
          <ToggleButton value="INR" data-testid="currency-inr">
            INR
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {plans.isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('fallback')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
        {list.map((plan) => (
          <PlanCard
            key={plan.key}
            plan={plan}
            currency={currency}
            period={period}
            current={plan.key === current}
            action={renderAction?.(plan, plan.key === current)}
          />
        ))}
      </Box>
      {brand.billingDetails.taxLabel && (
        <Typography
          variant="caption"
          color="text.secondary"
          display="block"
          sx={{ mt: 2, textAlign: 'center' }}
        >
          {t('tax', { tax: brand.billingDetails.taxLabel })}
        </Typography>
      )}
    </Box>
  );
}

/** A plan that costs nothing in every currency (the Free plan). */
export function isFreePlan(plan: TPlan): boolean {
  // No prices at all means priced on request (Contact sales), not free.
  const prices = plan.prices ? Object.values(plan.prices) : [];
  return prices.length > 0 && prices.every((p) => p.month === 0 && p.year === 0);
}

export function UpgradeButton({
  plan,
  current,
  supportEmail,
}: {
  plan: TPlan;
  current: boolean;
  supportEmail: string;
}) {
  const { t } = useTranslation('plans');
  // Nobody needs sales to move to Free: no action on its card.
  if (!current && isFreePlan(plan)) return null;
  if (current) {
    return (
      <Button variant="outlined" disabled>
        {t('yourPlan')}
      </Button>
    );
  }
  return (
    <Button variant="contained" href={`mailto:${supportEmail}?subject=Plan%20enquiry`}>
      {t('contactSales')}
    </Button>
  );
}
