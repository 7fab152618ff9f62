// DronesDisplay (platform-core §2 /company/{c}/drones): the workspace's aircraft with their
// logbook hours and flights, status and maintenance reminders; add from the catalogue, edit,
// delete; CSV export (managers) and all-or-nothing CSV import.
import type { TFleetDrone } from '@sortie/domain/contracts';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../lib/errors.ts';
import { exportCsv, useDeleteFleetItem, useFleetDrones } from '../api/fleet.ts';
import { CsvImportDialog } from './csv-import-dialog.tsx';
import { DroneFormDialog } from './drone-form-dialog.tsx';

const STATUS_COLOR = {
  active: 'success',
  maintenance: 'warning',
  retired: 'default',
  lost: 'error',
} as const;

export function DronesPage(props: {
  companyId: string;
  canManage: boolean;
  logbookHref: string;
  catalogueHref: string;
}) {
  const { companyId, canManage, logbookHref, catalogueHref } = props;
  const drones = useFleetDrones(companyId);
  const remove = useDeleteFleetItem(companyId, 'drones');
  const [editing, setEditing] = useState<TFleetDrone | null | 'new'>(null);
  const [importing, setImporting] = useState(false);
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, alignItems: { sm: 'center' } }}
      >
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          Drones
        </Typography>
        <Button component={Link} to={catalogueHref}>
          Supported drones
        </Button>
        <Button component={Link} to={logbookHref}>
          Pilot logbook
        </Button>
        {canManage && (
          <>
            <Button onClick={() => void exportCsv(companyId, 'drones')}>Export CSV</Button>
            <Button onClick={() => setImporting(true)}>Import CSV</Button>
            <Button variant="contained" onClick={() => setEditing('new')}>
              Add drone
            </Button>
          </>
        )}
      </Stack>
      {drones.error && <Alert severity="error">{errorText(drones.error)}</Alert>}
      {drones.data?.length === 0 && (
        <Typography color="text.secondary">
          No drones yet. Add one from the supported drones.
        </Typography>
      )}
      {drones.data && drones.data.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="drones-table">
            <TableHead>
              <TableRow>
                <TableCell>Drone</TableCell>
                <TableCell align="right">Hours</TableCell>
                <TableCell align="right">Flights</TableCell>
                <TableCell>Serial</TableCell>
                <TableCell>Registration</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Insurance</TableCell>
                {canManage && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {drones.data.map((d) => (
                <TableRow key={d.id} data-testid={`drone-${d.serial}`}>
                  <TableCell>
                    <Typography fontWeight={600}>{d.nickname ?? d.model_name}</Typography>
                    {d.nickname && (
                      <Typography variant="caption" color="text.secondary">
                        {d.model_name}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" data-testid="drone-hours">
                    {d.flight_hours.toFixed(2)}
                  </TableCell>
                  <TableCell align="right">{d.flights}</TableCell>
                  <TableCell>{d.serial}</TableCell>
                  <TableCell>{d.registration ?? '—'}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5}>
                      <Chip size="small" label={d.status} color={STATUS_COLOR[d.status]} />
                      {d.maintenance_due && (
                        <Chip
                          size="small"
                          color="warning"
                          variant="outlined"
                          label="Maintenance due"
                        />
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell>{d.insurance_expiry ?? '—'}</TableCell>
                  {canManage && (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton aria-label={`Edit ${d.serial}`} onClick={() => setEditing(d)}>
                        <EditOutlined fontSize="small" />
                      </IconButton>
                      <IconButton
                        aria-label={`Delete ${d.serial}`}
                        onClick={() => {
                          if (
                            window.confirm(
                              `Delete ${d.nickname ?? d.serial}? Its logbook flights stay.`,
                            )
                          )
                            remove.mutate(d.id);
                        }}
                      >
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {editing && (
        <DroneFormDialog
          companyId={companyId}
          drone={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <CsvImportDialog
        companyId={companyId}
        kind="drones"
        open={importing}
        onClose={() => setImporting(false)}
      />
    </Box>
  );
}
