// The full supported-drones catalogue with filters (issue 15 item 1): manufacturer, a hardware
// capability, a payload type, and the name search; a drone opens the details dialog.
import type { TDroneAsset } from '@sortie/domain/contracts';
import FlightOutlined from '@mui/icons-material/FlightOutlined';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { errorText } from '../../../lib/errors.ts';
import { useState } from 'react';
import { useCatalogueDrones, useCatalogueSensors } from '../api/catalogue.ts';
import { filterCatalogue, supportedTitle, type CatalogueFilter } from '../utils/drone-details.ts';
import { DroneDetailsDialog } from './drone-details-dialog.tsx';
import { useTranslation } from 'react-i18next';

// Labels are keys of the `fleet` namespace: features.<capability>, payload.<payload>.
const CAPABILITIES = ['livestream', 'hms', 'ppk_rtk', 'free_flight'] as const;
const PAYLOADS = ['rgb', 'thermal', 'multispectral'] as const;

const NO_FILTER: CatalogueFilter = { manufacturer: '', capability: '', payload: '', query: '' };

export function CataloguePage() {
  const { t } = useTranslation('fleet');
  const drones = useCatalogueDrones();
  const sensors = useCatalogueSensors();
  const [f, setF] = useState<CatalogueFilter>(NO_FILTER);
  const filtered = Boolean(f.query.trim() || f.manufacturer || f.capability || f.payload);
  const [open, setOpen] = useState<TDroneAsset | null>(null);
  const all = drones.data ?? [];
  const makers = [...new Set(all.map((d) => d.manufacturer))].sort();
  const shown = filterCatalogue(all, sensors.data ?? [], f);
  const set = (k: keyof CatalogueFilter) => (e: { target: { value: string } }) =>
    setF((x) => ({ ...x, [k]: e.target.value }));
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h5" component="h1">
        {drones.data ? supportedTitle(all.length) : t('supported.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('catalogue.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          size="small"
          label={t('supported.searchPlaceholder')}
          value={f.query}
          onChange={set('query')}
        />
        <TextField
          size="small"
          select
          label={t('details.manufacturer')}
          value={f.manufacturer}
          onChange={set('manufacturer')}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('catalogue.anyManufacturer')}</MenuItem>
          {makers.map((m) => (
            <MenuItem key={m} value={m}>
              {m}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          select
          label={t('catalogue.capability')}
          value={f.capability}
          onChange={set('capability')}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('catalogue.anyCapability')}</MenuItem>
          {CAPABILITIES.map((v) => (
            <MenuItem key={v} value={v}>
              {t(`features.${v}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          select
          label={t('catalogue.payload')}
          value={f.payload}
          onChange={set('payload')}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('catalogue.anyPayload')}</MenuItem>
          {PAYLOADS.map((v) => (
            <MenuItem key={v} value={v}>
              {t(`payload.${v}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {drones.error && <Alert severity="error">{errorText(drones.error)}</Alert>}
      {drones.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
          {shown.length === all.length
            ? t('catalogue.count', { count: all.length })
            : t('catalogue.matching', { shown: shown.length, count: all.length })}
          {filtered && (
            <Button size="small" sx={{ ml: 1 }} onClick={() => setF(NO_FILTER)}>
              {t('catalogue.clear')}
            </Button>
          )}
        </Typography>
      )}
      {drones.data && shown.length === 0 && (
        <Typography color="text.secondary">
          {f.query.trim() && !f.manufacturer && !f.capability && !f.payload
            ? t('supported.none')
            : t('catalogue.noMatch')}
        </Typography>
      )}
      {drones.isPending && (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
          }}
          aria-busy="true"
          aria-label={t('catalogue.loading')}
        >
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={100} />
          ))}
        </Box>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        }}
      >
        {shown.map((d) => (
          <ButtonBase
            key={d.id}
            onClick={() => setOpen(d)}
            sx={{
              p: 1.5,
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              flexDirection: 'column',
              textAlign: 'center',
              minHeight: 100,
            }}
          >
            <FlightOutlined sx={{ color: 'text.secondary' }} aria-hidden />
            <Typography variant="body2" fontWeight={600} sx={{ mt: 0.5 }}>
              {d.model_name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {d.manufacturer}
            </Typography>
          </ButtonBase>
        ))}
      </Box>
      <DroneDetailsDialog drone={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
