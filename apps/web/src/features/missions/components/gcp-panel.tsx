// Ground control points of the site (issue 6 items 1 and 3): how many there are and at what
// spacing, generate or regenerate them with a spacing (and a band width along corridors), remove
// them, and export exactly those points (CSV, KML, GCP list for photogrammetry). The points are
// drawn on the map by the missions area. Generating needs edit access; view access exports.
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { canEditSite, formatDate as formatEnglishDate, formatDistance } from '@sortie/domain';
import type { TSite, TUnitPreferences } from '@sortie/domain/contracts';
import { GCP_DEFAULT_INFLUENCE_RADIUS_M, GCP_MAX_SPACING_M } from '@sortie/flightplan';
import { useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { dismissNotice, notify, notifyError } from '../../../lib/notify.ts';
import { saveDownload } from '../../../lib/save-file.ts';
import { siteFeaturesPath } from '../api/paths.ts';
import { useDeleteGcps, useSaveGcps, useSiteGcps } from '../api/site-gcps.ts';
import { limitErrorText } from '../../../lib/errors.ts';
import { lengthUnit } from '../utils/unit-convert.ts';
import { NumberField } from './number-field.tsx';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { formatDate } from '../../../i18n/locale.ts';

/** '20 Nov 2026' in English, as before i18n (the domain's words); Intl's hi-IN date in Hindi. */
const generatedDate = (value: string) =>
  currentLanguage() === 'en' ? formatEnglishDate(value) : formatDate(value);

const EXPORTS = [
  { format: 'CSV', label: 'CSV', ext: 'csv' },
  { format: 'KML', label: 'KML', ext: 'kml' },
  { format: 'GCP format', label: 'GCP list', ext: 'txt' },
] as const;

/** The engine's default spacing (flightplan gcp.ts): r·√2 over areas, r along corridors. */
export function defaultSpacingM(site: Pick<TSite, 'site_type'>): number {
  const r = GCP_DEFAULT_INFLUENCE_RADIUS_M;
  return site.site_type === 'area' ? r * Math.SQRT2 : r;
}

export function GcpPanel(props: { companyId: string; site: TSite; units: TUnitPreferences }) {
  const { t } = useTranslation('missions');
  const { companyId, site, units } = props;
  const layout = useSiteGcps(companyId, site.id);
  const save = useSaveGcps(companyId, site.id);
  const remove = useDeleteGcps(companyId, site.id);
  const [spacing, setSpacing] = useState<number | undefined>(undefined);
  const [width, setWidth] = useState<number | undefined>(undefined);
  const editable = canEditSite(site.access_level);
  const len = lengthUnit(units);
  const current = layout.data ?? null;
  const corridor = site.site_type === 'corridor';
  if (site.site_type === 'point') return null;

  const spacingOk = spacing === undefined || (spacing > 0 && spacing <= GCP_MAX_SPACING_M);
  const widthOk = width === undefined || (width > 0 && width <= 1000);
  const busy = save.isPending || remove.isPending;
  const distance = (m: number) => formatDistance(m, units, { unit: 'm' }).text;
  // Bounds in whole units ('1000 m', '3281 ft'): compact numbers ('1K m') read badly in a limit.
  const bound = (m: number) => `${Math.round(len.toDisplay(m))} ${len.unit}`;

  const generate = () =>
    save.mutate(
      {
        ...(spacing === undefined ? {} : { spacing_m: spacing }),
        ...(corridor && width !== undefined ? { corridor_width_m: width } : {}),
      },
      { onSuccess: (l) => notify(t('gcp.generated', { count: l.gcp_count }), { code: 201 }) },
    );

  const download = (format: (typeof EXPORTS)[number]) => {
    const id = notify(t('gcp.preparing', { format: format.label }), { code: -1, timeout: -1 });
    api
      .download(siteFeaturesPath(companyId, site.id), {
        query: { map_feature: 'GCP', output_format: format.format },
      })
      .then((file) => saveDownload(file, `gcps.${format.ext}`))
      .then((name) => notify(t('export.downloaded', { name }), { code: 200 }))
      .catch(() => notifyError(t('gcp.exportFailed', { format: format.label })))
      .finally(() => dismissNotice(id));
  };

  const error = save.error ?? remove.error;
  return (
    <Card variant="outlined" aria-label={t('gcp.title')} sx={{ mt: 1.5 }}>
      {busy && <LinearProgress aria-label={t('gcp.working')} />}
      <CardContent>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {t('gcp.title')}
        </Typography>
        {layout.isPending ? (
          <Typography variant="body2" color="text.secondary">
            {t('common:states.loading')}
          </Typography>
        ) : layout.error ? (
          <Alert severity="error">{t('gcp.loadFailed')}</Alert>
        ) : current ? (
          <Typography variant="body2" data-testid="gcp-summary">
            {t('gcp.summary', { count: current.gcp_count, spacing: distance(current.spacing_m) })}
            {current.corridor_width_m !== null &&
              t('gcp.across', { width: distance(current.corridor_width_m) })}
            <Typography component="span" variant="caption" color="text.secondary">
              {' '}
              {t('gcp.generatedOn', { date: generatedDate(current.generated_at) })}
            </Typography>
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary" data-testid="gcp-summary">
            {t('gcp.none')}
            {editable && t('gcp.noneHint')}
          </Typography>
        )}
        {editable && (
          <Stack spacing={1.5} sx={{ mt: 1.5 }}>
            <NumberField
              label={t('gcp.spacing')}
              value={spacing}
              optional
              placeholder={t('gcp.default', { value: distance(defaultSpacingM(site)) })}
              onChange={setSpacing}
              {...len}
              decimals={0}
              min={1}
              max={len.toDisplay(GCP_MAX_SPACING_M)}
              error={spacingOk ? null : t('gcp.spacingMax', { max: bound(GCP_MAX_SPACING_M) })}
              helperText={t('gcp.spacingHelp')}
              testId="gcp-spacing"
            />
            {corridor && (
              <NumberField
                label={t('gcp.bandWidth')}
                value={width}
                optional
                placeholder={
                  site.corridor_width_m
                    ? t('gcp.siteWidthValue', { value: distance(site.corridor_width_m) })
                    : t('mapping.siteWidth')
                }
                onChange={setWidth}
                {...len}
                decimals={0}
                error={widthOk ? null : t('gcp.widthMax', { max: bound(1000) })}
                testId="gcp-width"
              />
            )}
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button
                variant="contained"
                size="small"
                onClick={generate}
                disabled={busy || !spacingOk || !widthOk}
                data-testid="gcp-generate"
              >
                {current ? t('gcp.regenerate') : t('gcp.generate')}
              </Button>
              {current && (
                <Button
                  size="small"
                  color="error"
                  onClick={() =>
                    remove.mutate(undefined, {
                      onSuccess: () => notify(t('gcp.removed')),
                    })
                  }
                  disabled={busy}
                >
                  {t('common:actions.remove')}
                </Button>
              )}
            </Stack>
          </Stack>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {limitErrorText(error)}
          </Alert>
        )}
        {current && (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="caption" color="text.secondary" component="p" id="gcp-export">
              {t('gcp.exportThese')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-labelledby="gcp-export">
              {EXPORTS.map((f) => (
                <Button key={f.format} size="small" variant="outlined" onClick={() => download(f)}>
                  {f.label}
                </Button>
              ))}
            </Stack>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
