// The pilot logbook: per-pilot totals (hours, flights, last 90 days, by aircraft), the flights
// newest first (by hand, from the pilot app's reports, imported), logging a flight by hand, and
// CSV export and import.
import type { TFleetDrone, TLogbookFlight, TPilotTotals } from '@sortie/domain/contracts';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { errorText } from '../../../lib/errors.ts';
import { useFleetDrones, useLogbook, useLogFlight, usePilotTotals } from '../api/fleet.ts';
import { FleetDateField } from './fleet-date-field.tsx';
import { FleetCsvImport, FleetPageFrame } from './fleet-page-frame.tsx';
import { LicencePanel } from './licence-panel.tsx';
import { LogbookExportDialog } from './logbook-export-dialog.tsx';
import { NoticesPanel } from './notices-panel.tsx';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/locale.ts';

/** '1h 05m': hours and minutes (h and m are read the same in Hindi logbooks). */
const minutes = (s: number) =>
  `${Math.floor(s / 3600)}h ${String(Math.round((s % 3600) / 60)).padStart(2, '0')}m`;

/** Now as the value of a datetime-local input (local time, minutes). */
function localNow(): string {
  const d = new Date();
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
}

function LogFlightDialog(props: { companyId: string; drones: TFleetDrone[]; onClose: () => void }) {
  const { companyId, drones, onClose } = props;
  const { t } = useTranslation('fleet');
  const log = useLogFlight(companyId);
  const [f, setF] = useState({
    takeoff: localNow(),
    minutes: '20',
    drone_id: '',
    purpose: '',
    location: '',
    notes: '',
  });
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) =>
    setF((x) => ({ ...x, [k]: e.target.value }));
  const submit = async () => {
    await log.mutateAsync({
      takeoff_at: new Date(f.takeoff).toISOString(),
      duration_s: Math.round(Number(f.minutes) * 60),
      drone_id: f.drone_id || null,
      purpose: f.purpose,
      location: f.location,
      notes: f.notes,
    });
    onClose();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('logbook.logTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {log.error && <Alert severity="error">{errorText(log.error)}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FleetDateField
              withTime
              label={t('logbook.takeoff')}
              value={f.takeoff}
              onChange={set('takeoff')}
            />
            <TextField
              type="number"
              label={t('logbook.durationMinutes')}
              value={f.minutes}
              onChange={set('minutes')}
              fullWidth
            />
          </Stack>
          <TextField
            select
            label={t('drones.col.drone')}
            value={f.drone_id}
            onChange={set('drone_id')}
          >
            <MenuItem value="">{t('logbook.noDrone')}</MenuItem>
            {drones.map((d) => (
              <MenuItem key={d.id} value={d.id}>
                {d.nickname ?? d.model_name} ({d.serial})
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('logbook.purpose')}
              value={f.purpose}
              onChange={set('purpose')}
              fullWidth
            />
            <TextField
              label={t('logbook.location')}
              value={f.location}
              onChange={set('location')}
              fullWidth
            />
          </Stack>
          <TextField
            label={t('form.notes')}
            value={f.notes}
            onChange={set('notes')}
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!(Number(f.minutes) > 0) || log.isPending}
          onClick={() => void submit().catch(() => undefined)}
        >
          {t('logbook.log')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function LogbookPage(props: { companyId: string; userId: string; canManage: boolean }) {
  const { companyId, userId, canManage } = props;
  const { t } = useTranslation('fleet');
  const flights = useLogbook(companyId);
  const totals = usePilotTotals(companyId);
  const drones = useFleetDrones(companyId);
  const [logging, setLogging] = useState(false);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const droneName = (f: TLogbookFlight) => {
    const d = drones.data?.find((x) => x.id === f.drone_id);
    return d ? (d.nickname ?? d.model_name) : '—';
  };
  return (
    <FleetPageFrame
      title={t('nav.logbook')}
      subtitle={t('logbook.subtitle')}
      actions={
        <>
          {canManage && (
            <>
              <Button onClick={() => setExporting(true)}>{t('logbook.export')}</Button>
              <Button onClick={() => setImporting(true)}>{t('importCsv')}</Button>
            </>
          )}
          <Button variant="contained" onClick={() => setLogging(true)}>
            {t('logbook.logTitle')}
          </Button>
        </>
      }
      error={flights.error ?? totals.error}
      loading={flights.isPending}
      empty={flights.data?.length === 0}
      emptyText={t('logbook.empty')}
      above={
        <>
          <NoticesPanel companyId={companyId} kinds={['licence_expiring']} />
          <LicencePanel companyId={companyId} userId={userId} canManage={canManage} />
          <PilotTotals totals={totals.data ?? []} drones={drones.data ?? []} />
        </>
      }
      after={
        <>
          {logging && (
            <LogFlightDialog
              companyId={companyId}
              drones={drones.data ?? []}
              onClose={() => setLogging(false)}
            />
          )}
          {exporting && (
            <LogbookExportDialog
              companyId={companyId}
              pilots={(totals.data ?? []).map((p) => p.pilot)}
              onClose={() => setExporting(false)}
            />
          )}
          <FleetCsvImport
            companyId={companyId}
            kind="logbook"
            open={importing}
            onClose={() => setImporting(false)}
          />
        </>
      }
    >
      <Table size="small" data-testid="logbook-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('logbook.takeoff')}</TableCell>
            <TableCell>{t('logbook.duration')}</TableCell>
            <TableCell>{t('licence.pilot')}</TableCell>
            <TableCell>{t('drones.col.drone')}</TableCell>
            <TableCell sx={WIDE}>{t('logbook.purpose')}</TableCell>
            <TableCell sx={WIDE}>{t('logbook.source')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(flights.data ?? []).map((f) => (
            <TableRow key={f.id}>
              <TableCell>{formatDateTime(f.takeoff_at)}</TableCell>
              <TableCell>{minutes(f.duration_s)}</TableCell>
              <TableCell>{f.pilot.name ?? '—'}</TableCell>
              <TableCell>{droneName(f)}</TableCell>
              <TableCell sx={WIDE}>{f.purpose ?? f.location ?? '—'}</TableCell>
              <TableCell sx={WIDE}>
                <Chip size="small" label={t(`logbook.sourceLabel.${f.source}`)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </FleetPageFrame>
  );
}

/** Columns a phone drops (the pilot's totals above say who flew). */
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Per pilot: hours and flights, the last 90 days, and hours by aircraft. */
function PilotTotals(props: { totals: TPilotTotals[]; drones: TFleetDrone[] }) {
  const { t } = useTranslation('fleet');
  const name = (id: string | null) => {
    const d = props.drones.find((x) => x.id === id);
    return d ? (d.nickname ?? d.model_name) : id ? t('logbook.deletedDrone') : t('logbook.noDrone');
  };
  if (props.totals.length === 0) return null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        mb: 3,
      }}
      data-testid="pilot-totals"
    >
      {props.totals.map((p) => (
        <Card key={p.pilot.id} variant="outlined">
          <CardContent>
            <Typography fontWeight={600}>{p.pilot.name ?? t('unnamedPilot')}</Typography>
            <Typography variant="h6">
              {t('logbook.hours', { hours: p.hours.toFixed(2) })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('logbook.totals', {
                count: p.flights,
                hours: p.last_90_days.hours.toFixed(2),
                recent: p.last_90_days.flights,
              })}
            </Typography>
            {p.by_aircraft.map((a) => (
              <Typography key={a.drone_id ?? 'none'} variant="caption" display="block">
                {t('logbook.byAircraft', {
                  name: name(a.drone_id),
                  hours: a.hours.toFixed(2),
                  count: a.flights,
                })}
              </Typography>
            ))}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
