// Details panel of an existing site: rename (If-Match), size, created, status (a New / In
// Progress / Complete toggle for edit access; docs/decisions/040 for how it meets the derived
// status), the flying time goal (set here with edit access), flying progress (a bar when the
// site has a goal and the plan has progress sync, as on the site card) and pending sync, access
// level, and the actions the caller's access level allows (feature-areas §6).
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { formatDistance, canDeleteSite, canEditSite, canShareSite } from '@sortie/domain';
import {
  SITE_STATUSES,
  type TSite,
  type TSiteStatus,
  type TUnitPreferences,
} from '@sortie/domain/contracts';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify, notifyError } from '../../../lib/notify.ts';
import { exportSiteKml } from '../api/export-site.ts';
import { useProgressSync } from '../api/progress-sync.ts';
import { useUpdateSite } from '../api/update-site.ts';
import { SiteUpdateError } from './site-update-error.tsx';
import { SiteGoalEditor } from './site-goal-editor.tsx';
import {
  accessLabel,
  pendingSyncHint,
  pendingSyncLabel,
  siteTypeLabel,
  statusLabel,
  siteFlownText,
  sitePendingSync,
  siteProgressText,
  siteSizeText,
} from '../utils/site-format.ts';
import { dateText, measureText, relativeTimeText } from '../utils/site-i18n.ts';
import { SiteProgressBar } from './site-progress-bar.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', py: 0.75 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 600, textAlign: 'right' }}>
        {children}
      </Typography>
    </Stack>
  );
}

export function SiteInfoPanel({
  companyId,
  site,
  units,
  onShare,
  onDelete,
}: {
  companyId: string;
  site: TSite;
  units: TUnitPreferences;
  onShare: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('sites');
  const [name, setName] = useState(site.name);
  // A newer version (after a rename, or refetched after a 412) resets the field, not the error.
  useEffect(() => setName(site.name), [site.name, site.etag]);
  const update = useUpdateSite(companyId);
  const editable = canEditSite(site.access_level);
  const trimmed = name.trim();
  const changed = trimmed !== site.name;
  const nameOk = trimmed.length > 0 && trimmed.length <= 120;
  const timeLeft = siteProgressText(site);
  const flown = siteFlownText(site);
  const pending = sitePendingSync(site);
  const progressSync = useProgressSync(companyId);
  const showBar = progressSync && site.goal !== null && site.goal > 0;

  const rename = (e: FormEvent) => {
    e.preventDefault();
    if (!changed || !nameOk) return;
    update.mutate(
      { site, body: { name: trimmed } },
      { onSuccess: () => notify(t('details.renamed'), { code: 201 }) },
    );
  };

  const setStatus = (status: TSiteStatus | null) => {
    if (!status || status === site.status) return;
    update.mutate(
      { site, body: { status } },
      { onSuccess: () => notify(t('details.statusSet', { status: statusLabel(status) })) },
    );
  };

  return (
    <Card aria-label={t('details.label')}>
      <CardContent>
        <Stack spacing={2}>
          {editable ? (
            <Box component="form" onSubmit={rename} noValidate>
              <TextField
                label={t('details.name')}
                fullWidth
                size="small"
                value={name}
                onChange={(e) => setName(e.target.value)}
                error={!nameOk}
                helperText={!nameOk ? t('details.nameHelp') : undefined}
                slotProps={{ htmlInput: { maxLength: 120 } }}
              />
              {changed && (
                <Stack direction="row" spacing={1}>
                  <Button
                    type="submit"
                    size="small"
                    variant="contained"
                    disabled={!nameOk || update.isPending}
                  >
                    {t('details.rename')}
                  </Button>
                  <Button size="small" onClick={() => setName(site.name)}>
                    {t('common:actions.cancel')}
                  </Button>
                </Stack>
              )}
              <SiteUpdateError error={update.error} />
            </Box>
          ) : (
            <Typography variant="h6" component="h2">
              {site.name}
            </Typography>
          )}
          {editable && (
            <Box>
              <Typography variant="caption" color="text.secondary" component="p" id="site-status">
                {t('details.status')}
              </Typography>
              <ToggleButtonGroup
                exclusive
                size="small"
                color="primary"
                value={site.status}
                disabled={update.isPending}
                aria-labelledby="site-status"
                onChange={(_e, value: TSiteStatus | null) => setStatus(value)}
                sx={{ flexWrap: 'wrap' }}
              >
                {SITE_STATUSES.map((s) => (
                  <ToggleButton key={s} value={s} sx={{ px: 1.5 }}>
                    {statusLabel(s)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Box>
          )}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {!editable && (
              <Chip
                size="small"
                label={statusLabel(site.status)}
                color={site.status === 'complete' ? 'success' : 'default'}
              />
            )}
            {pending && (
              <Tooltip title={pendingSyncHint()}>
                <Chip
                  size="small"
                  color="warning"
                  variant="outlined"
                  label={pendingSyncLabel()}
                  tabIndex={0}
                />
              </Tooltip>
            )}
            {site.sample_data && <Chip size="small" label={t('details.sample')} />}
            {site.external && <Chip size="small" label={t('details.sharedExternal')} />}
          </Stack>
          <Box>
            <Row label={t('details.type')}>{siteTypeLabel(site.site_type)}</Row>
            <Row label={t('details.size')}>{siteSizeText(site, units)}</Row>
            {site.corridor_width_m !== null && site.site_type === 'corridor' && (
              <Row label={t('details.corridorWidth')}>
                {measureText(formatDistance(site.corridor_width_m, units, { unit: 'm' }))}
              </Row>
            )}
            <Row label={t('details.created')}>
              <span title={dateText(site.creation_time)}>
                {relativeTimeText(site.creation_time)}
              </span>
            </Row>
            <Row label={t('details.createdBy')}>{site.created_by?.name || t('details.noName')}</Row>
            <SiteGoalEditor companyId={companyId} site={site} editable={editable} />
            {flown && <Row label={t('details.flown')}>{flown}</Row>}
            {showBar && <SiteProgressBar site={site} my={0.5} />}
            {timeLeft && <Row label={t('details.flyingTime')}>{timeLeft}</Row>}
            <Row label={t('details.yourAccess')}>{accessLabel(site.access_level)}</Row>
          </Box>
          <Divider />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="outlined"
              size="small"
              onClick={() =>
                exportSiteKml(companyId, site).catch(() => notifyError(t('details.exportFailed')))
              }
            >
              {t('details.exportKml')}
            </Button>
            {canShareSite(site.access_level) && !site.external && (
              <Button variant="outlined" size="small" onClick={onShare}>
                {t('details.share')}
              </Button>
            )}
            {canDeleteSite(site.access_level) && (
              <Button variant="outlined" size="small" color="error" onClick={onDelete}>
                {t('details.delete')}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
