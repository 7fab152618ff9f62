// The full supported-drones catalogue with filters (issue 15 item 1): manufacturer, a hardware
// capability, a payload type, and the name search; a drone opens the details dialog.
import type { TDroneAsset } from '@sortie/domain/contracts';
import FlightOutlined from '@mui/icons-material/FlightOutlined';
import { Box, ButtonBase, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useCatalogueDrones, useCatalogueSensors } from '../api/catalogue.ts';
import { filterCatalogue, supportedTitle, type CatalogueFilter } from '../utils/drone-details.ts';
import { DroneDetailsDialog } from './drone-details-dialog.tsx';

const CAPABILITIES = [
  ['', 'Any capability'],
  ['livestream', 'Live Streaming'],
  ['hms', 'Health Management (HMS)'],
  ['ppk_rtk', 'PPK / RTK'],
  ['free_flight', 'Free Flight'],
] as const;
const PAYLOADS = [
  ['', 'Any payload'],
  ['rgb', 'RGB'],
  ['thermal', 'Thermal'],
  ['multispectral', 'Multispectral'],
] as const;

export function CataloguePage() {
  const drones = useCatalogueDrones();
  const sensors = useCatalogueSensors();
  const [f, setF] = useState<CatalogueFilter>({
    manufacturer: '',
    capability: '',
    payload: '',
    query: '',
  });
  const [open, setOpen] = useState<TDroneAsset | null>(null);
  const all = drones.data ?? [];
  const makers = [...new Set(all.map((d) => d.manufacturer))].sort();
  const shown = filterCatalogue(all, sensors.data ?? [], f);
  const set = (k: keyof CatalogueFilter) => (e: { target: { value: string } }) =>
    setF((x) => ({ ...x, [k]: e.target.value }));
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {supportedTitle(all.length)}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          size="small"
          label="Search your drone..."
          value={f.query}
          onChange={set('query')}
        />
        <TextField
          size="small"
          select
          label="Manufacturer"
          value={f.manufacturer}
          onChange={set('manufacturer')}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">Any manufacturer</MenuItem>
          {makers.map((m) => (
            <MenuItem key={m} value={m}>
              {m}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          select
          label="Capability"
          value={f.capability}
          onChange={set('capability')}
          sx={{ minWidth: 200 }}
        >
          {CAPABILITIES.map(([v, l]) => (
            <MenuItem key={v} value={v}>
              {l}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          select
          label="Payload"
          value={f.payload}
          onChange={set('payload')}
          sx={{ minWidth: 160 }}
        >
          {PAYLOADS.map(([v, l]) => (
            <MenuItem key={v} value={v}>
              {l}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {drones.data && shown.length === 0 && (
        <Typography color="text.secondary">No drone Found with this name.</Typography>
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
