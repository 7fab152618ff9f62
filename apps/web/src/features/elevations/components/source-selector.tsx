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
import { PlanLockNote } from '../../../components/ui/plan-lock/index.ts';
import { notify } from '../../../lib/notify.ts';
import { usePlanFeature } from '../../../lib/plan-feature.ts';
import { useUpdateElevationSource } from '../api/update-source.ts';

export const SOURCE_LABELS: Readonly<Record<TSite['elevation_source'], string>> = {
  None: 'None',
  SRTM: 'SRTM',
  Custom: 'Custom',
};

const SOURCE_HINTS: Readonly<Record<TSite['elevation_source'], string>> = {
  None: 'Flat ground at 0 m: heights are not taken into account.',
  SRTM: 'Heights from SRTM satellite data (about 30 m resolution).',
  Custom: 'Heights from your own elevation model (a GeoTIFF you upload).',
};

export function SourceSelector({
  companyId,
  site,
  editable,
}: {
  companyId: string;
  site: TSite;
  editable: boolean;
}) {
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
          aria-label="Elevation source"
          onChange={(_e, value: TSite['elevation_source'] | null) => {
            if (!value || value === site.elevation_source) return;
            update.mutate(
              { site, source: value },
              { onSuccess: () => notify(`Elevation source set to ${SOURCE_LABELS[value]}`) },
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
                aria-label={locked ? `${SOURCE_LABELS[s]} (Pro plan)` : SOURCE_LABELS[s]}
                sx={{ px: 2, gap: 0.5 }}
              >
                {locked && <LockOutlined sx={{ fontSize: 16 }} />}
                {SOURCE_LABELS[s]}
              </ToggleButton>
            );
          })}
        </ToggleButtonGroup>
        {update.isPending && <CircularProgress size={18} aria-label="Saving elevation source" />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {SOURCE_HINTS[site.elevation_source]}
        {!editable && ' You need edit access to change it.'}
      </Typography>
      {customLocked && editable && (
        <PlanLockNote
          label="Custom elevation"
          companyId={companyId}
          canUpgrade={custom.canUpgrade}
        />
      )}
      {update.error && (
        <Alert severity="error" onClose={() => update.reset()}>
          {stale
            ? 'This site was changed by someone else. The latest version is loaded; try again.'
            : update.error.message}
        </Alert>
      )}
    </Stack>
  );
}
