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
import {
  formatDistance,
  canDeleteSite,
  canEditSite,
  canShareSite,
  formatDate,
  formatRelativeTime,
} from '@sortie/domain';
import {
  SITE_STATUSES,
  type TSite,
  type TSiteStatus,
  type TUnitPreferences,
} from '@sortie/domain/contracts';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { notify, notifyError } from '../../../lib/notify.ts';
import { exportSiteKml } from '../api/export-site.ts';
import { useProgressSync } from '../api/progress-sync.ts';
import { useUpdateSite } from '../api/update-site.ts';
import { SiteUpdateError } from './site-update-error.tsx';
import { SiteGoalEditor } from './site-goal-editor.tsx';
import {
  ACCESS_LABELS,
  PENDING_SYNC_HINT,
  PENDING_SYNC_LABEL,
  SITE_TYPE_LABELS,
  STATUS_LABELS,
  siteFlownText,
  sitePendingSync,
  siteProgressText,
  siteSizeText,
} from '../utils/site-format.ts';
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
      { onSuccess: () => notify('Site renamed', { code: 201 }) },
    );
  };

  const setStatus = (status: TSiteStatus | null) => {
    if (!status || status === site.status) return;
    update.mutate(
      { site, body: { status } },
      { onSuccess: () => notify(`Status set to ${STATUS_LABELS[status]}`) },
    );
  };

  return (
    <Card aria-label="Site details">
      <CardContent>
        <Stack spacing={2}>
          {editable ? (
            <Box component="form" onSubmit={rename} noValidate>
              <TextField
                label="Site name"
                fullWidth
                size="small"
                value={name}
                onChange={(e) => setName(e.target.value)}
                error={!nameOk}
                helperText={!nameOk ? 'Enter a name of up to 120 characters.' : undefined}
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
                    Rename
                  </Button>
                  <Button size="small" onClick={() => setName(site.name)}>
                    Cancel
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
                Status
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
                    {STATUS_LABELS[s]}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Box>
          )}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {!editable && (
              <Chip
                size="small"
                label={STATUS_LABELS[site.status]}
                color={site.status === 'complete' ? 'success' : 'default'}
              />
            )}
            {pending && (
              <Tooltip title={PENDING_SYNC_HINT}>
                <Chip
                  size="small"
                  color="warning"
                  variant="outlined"
                  label={PENDING_SYNC_LABEL}
                  tabIndex={0}
                />
              </Tooltip>
            )}
            {site.sample_data && <Chip size="small" label="Sample" />}
            {site.external && <Chip size="small" label="Shared by external user" />}
          </Stack>
          <Box>
            <Row label="Type">{SITE_TYPE_LABELS[site.site_type]}</Row>
            <Row label="Size">{siteSizeText(site, units)}</Row>
            {site.corridor_width_m !== null && site.site_type === 'corridor' && (
              <Row label="Corridor width">
                {formatDistance(site.corridor_width_m, units, { unit: 'm' }).text}
              </Row>
            )}
            <Row label="Created">
              <span title={formatDate(site.creation_time)}>
                {formatRelativeTime(site.creation_time)}
              </span>
            </Row>
            <Row label="Created by">{site.created_by?.name || 'No Name Set'}</Row>
            <SiteGoalEditor companyId={companyId} site={site} editable={editable} />
            {flown && <Row label="Flown">{flown}</Row>}
            {showBar && <SiteProgressBar site={site} my={0.5} />}
            {timeLeft && <Row label="Flying time">{timeLeft}</Row>}
            <Row label="Your access">{ACCESS_LABELS[site.access_level]}</Row>
          </Box>
          <Divider />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="outlined"
              size="small"
              onClick={() =>
                exportSiteKml(companyId, site).catch(() =>
                  notifyError('Unable to export Site as KML!'),
                )
              }
            >
              Export Site as KML
            </Button>
            {canShareSite(site.access_level) && !site.external && (
              <Button variant="outlined" size="small" onClick={onShare}>
                Share Site
              </Button>
            )}
            {canDeleteSite(site.access_level) && (
              <Button variant="outlined" size="small" color="error" onClick={onDelete}>
                Delete Site
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
