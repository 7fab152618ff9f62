// The pilot logbook: per-pilot totals (hours, flights, last 90 days, by aircraft), the flights
// newest first (by hand, from the pilot app's reports, imported), logging a flight by hand, and
// CSV export and import.
import type { TFleetDrone, TLogbookFlight } from '@sortie/domain/contracts';
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
import {
  exportCsv,
  useFleetDrones,
  useLogbook,
  useLogFlight,
  usePilotTotals,
} from '../api/fleet.ts';
import { CsvImportDialog } from './csv-import-dialog.tsx';

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
      <DialogTitle>Log a flight</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {log.error && <Alert severity="error">{errorText(log.error)}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="datetime-local"
              label="Take-off"
              value={f.takeoff}
              onChange={set('takeoff')}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
            <TextField
              type="number"
              label="Duration (minutes)"
              value={f.minutes}
              onChange={set('minutes')}
              fullWidth
            />
          </Stack>
          <TextField select label="Drone" value={f.drone_id} onChange={set('drone_id')}>
            <MenuItem value="">No drone</MenuItem>
            {drones.map((d) => (
              <MenuItem key={d.id} value={d.id}>
                {d.nickname ?? d.model_name} ({d.serial})
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="Purpose" value={f.purpose} onChange={set('purpose')} fullWidth />
            <TextField label="Location" value={f.location} onChange={set('location')} fullWidth />
          </Stack>
          <TextField label="Notes" value={f.notes} onChange={set('notes')} multiline minRows={2} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!(Number(f.minutes) > 0) || log.isPending}
          onClick={() => void submit().catch(() => undefined)}
        >
          Log flight
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function LogbookPage(props: { companyId: string; canManage: boolean }) {
  const { companyId, canManage } = props;
  const flights = useLogbook(companyId);
  const totals = usePilotTotals(companyId);
  const drones = useFleetDrones(companyId);
  const [logging, setLogging] = useState(false);
  const [importing, setImporting] = useState(false);
  const droneName = (f: TLogbookFlight) => {
    const d = drones.data?.find((x) => x.id === f.drone_id);
    return d ? (d.nickname ?? d.model_name) : '—';
  };
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, alignItems: { sm: 'center' } }}
      >
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          Pilot logbook
        </Typography>
        {canManage && (
          <>
            <Button onClick={() => void exportCsv(companyId, 'logbook')}>Export CSV</Button>
            <Button onClick={() => setImporting(true)}>Import CSV</Button>
          </>
        )}
        <Button variant="contained" onClick={() => setLogging(true)}>
          Log a flight
        </Button>
      </Stack>
      {(flights.error ?? totals.error) && (
        <Alert severity="error">{errorText(flights.error ?? totals.error)}</Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
          mb: 3,
        }}
      >
        {totals.data?.map((p) => (
          <Card key={p.pilot.id} variant="outlined">
            <CardContent>
              <Typography fontWeight={600}>{p.pilot.name ?? 'Unnamed pilot'}</Typography>
              <Typography variant="h6">{p.hours.toFixed(2)} h</Typography>
              <Typography variant="body2" color="text.secondary">
                {p.flights} flight{p.flights === 1 ? '' : 's'} · last 90 days{' '}
                {p.last_90_days.hours.toFixed(2)} h ({p.last_90_days.flights})
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      {flights.data?.length === 0 && (
        <Typography color="text.secondary">No flights logged yet.</Typography>
      )}
      {flights.data && flights.data.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="logbook-table">
            <TableHead>
              <TableRow>
                <TableCell>Take-off</TableCell>
                <TableCell>Duration</TableCell>
                <TableCell>Pilot</TableCell>
                <TableCell>Drone</TableCell>
                <TableCell>Purpose</TableCell>
                <TableCell>Source</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {flights.data.map((f) => (
                <TableRow key={f.id}>
                  <TableCell>{new Date(f.takeoff_at).toLocaleString()}</TableCell>
                  <TableCell>{minutes(f.duration_s)}</TableCell>
                  <TableCell>{f.pilot.name ?? '—'}</TableCell>
                  <TableCell>{droneName(f)}</TableCell>
                  <TableCell>{f.purpose ?? f.location ?? '—'}</TableCell>
                  <TableCell>
                    <Chip size="small" label={f.source === 'report' ? 'pilot app' : f.source} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {logging && (
        <LogFlightDialog
          companyId={companyId}
          drones={drones.data ?? []}
          onClose={() => setLogging(false)}
        />
      )}
      <CsvImportDialog
        companyId={companyId}
        kind="logbook"
        open={importing}
        onClose={() => setImporting(false)}
      />
    </Box>
  );
}
