// None / SRTM / Custom, saved on the site (PATCH with If-Match). Read-only below edit access.
import {
  Alert,
  CircularProgress,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { ELEVATION_SOURCES, type TSite } from '@sortie/domain/contracts';
import { useTranslation } from 'react-i18next';
import { PlanLockNote } from '../../../components/ui/plan-lock/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notify.ts';
import { usePlanFeature } from '../../../lib/plan-feature.ts';
import { useUpdateElevationSource } from '../api/update-source.ts';

type Source = TSite['elevation_source'];

export function SourceSelector({
  companyId,
  site,
  editable,
}: {
  companyId: string;
  site: TSite;
  editable: boolean;
}) {
  const { t } = useTranslation('elevations');
  // The source's name and hint by its value (source.names.None, source.hints.SRTM, …).
  const label = (s: Source) => t(`source.names.${s}`);
  const update = useUpdateElevationSource(companyId);
  // Custom elevation is a plan feature: locked with its reason, unless the site already uses it.
  const custom = usePlanFeature(companyId, 'custom_elevation');
  const customLocked = !custom.enabled && site.elevation_source !== 'Custom';
  const stale = update.error && 'status' in update.error && update.error.status === 412;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={site.elevation_source}
          disabled={!editable || update.isPending}
          aria-label={t('source.label')}
          onChange={(_e, value: Source | null) => {
            if (!value || value === site.elevation_source) return;
            update.mutate(
              { site, source: value },
              { onSuccess: () => notify(t('source.set', { source: label(value) })) },
            );
          }}
        >
          {ELEVATION_SOURCES.map((s) => {
            const locked = s === 'Custom' && customLocked;
            return (
              <ToggleButton
                key={s}
                value={s}
                disabled={locked || !editable || update.isPending}
                aria-label={locked ? t('source.locked', { source: label(s) }) : label(s)}
                sx={{ px: 2, gap: 0.5 }}
              >
                {locked && <LockOutlined sx={{ fontSize: 16 }} />}
                {label(s)}
              </ToggleButton>
            );
          })}
        </ToggleButtonGroup>
        {update.isPending && <CircularProgress size={18} aria-label={t('source.saving')} />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t(`source.hints.${site.elevation_source}`)}
        {!editable && t('source.viewOnly')}
      </Typography>
      {customLocked && editable && (
        <PlanLockNote
          label={t('source.plan')}
          companyId={companyId}
          canUpgrade={custom.canUpgrade}
        />
      )}
      {update.error && (
        <Alert severity="error" onClose={() => update.reset()}>
          {stale ? t('source.stale') : errorText(update.error)}
        </Alert>
      )}
    </Stack>
  );
}
