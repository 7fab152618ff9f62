// The plan of one workspace on ProductUsageOverview. Staff with the meta right CompaniesUsage
// PATCH pick another plan here (billing happens outside Sortie, decision 050); others see a chip.
import { Chip, CircularProgress, MenuItem, Select, Stack } from '@mui/material';
import { PLANS, planKeyOf } from '@sortie/domain';
import type { TCompanyUsage } from '@sortie/domain/contracts';
import { useTranslation } from 'react-i18next';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useChangePlan } from '../api/change-plan.ts';
import { errorText } from '../../../lib/errors.ts';

export function PlanSelect({ company, canChange }: { company: TCompanyUsage; canChange: boolean }) {
  const { t } = useTranslation('usage');
  const change = useChangePlan();
  const current = planKeyOf(company.plan);
  if (!canChange) {
    return (
      <Chip
        size="small"
        variant="outlined"
        label={t('plan.chip', { name: company.plan.name || t('plan.free') })}
      />
    );
  }
  // A custom plan added in the database keeps its own entry.
  const options = PLANS.some((p) => p.key === current)
    ? PLANS
    : [...PLANS, { key: current, name: company.plan.name }];
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Select
        size="small"
        variant="standard"
        value={current}
        disabled={change.isPending}
        inputProps={{ 'aria-label': t('plan.of', { company: company.name }) }}
        onChange={(e) => {
          const planKey = e.target.value;
          const name = options.find((p) => p.key === planKey)?.name ?? planKey;
          change.mutate(
            { companyId: company.id, planKey },
            {
              onSuccess: () => notify(t('plan.changed', { company: company.name, plan: name })),
              onError: (error) => notifyError(errorText(error)),
            },
          );
        }}
        sx={{ minWidth: 110 }}
        data-testid={`plan-select-${company.id}`}
      >
        {options.map((p) => (
          <MenuItem key={p.key} value={p.key}>
            {p.name}
          </MenuItem>
        ))}
      </Select>
      {change.isPending && <CircularProgress size={16} aria-label={t('plan.changing')} />}
    </Stack>
  );
}
