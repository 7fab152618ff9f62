// DronesDisplay (platform-core §2 /company/{c}/drones): the workspace's aircraft with their
// logbook hours and flights, status, maintenance and insurance notices; add from the catalogue,
// edit (with the insurance document), delete; CSV export (managers) and all-or-nothing import.
import type { TFleetDrone } from '@sortie/domain/contracts';
import {
  Box,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { exportCsv, useDeleteFleetItem, useFleetDrones } from '../api/fleet.ts';
import { DroneFormDialog } from './drone-form-dialog.tsx';
import { FleetCsvImport, FleetPageFrame, RowActions } from './fleet-page-frame.tsx';
import { NoticesPanel } from './notices-panel.tsx';

/** Columns a phone drops: the serial moves under the name, the rest are in the edit dialog. */
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

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
    <FleetPageFrame
      title="Drones"
      subtitle="Your aircraft, their hours from the pilot logbook, and what needs attention."
      actions={
        <>
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
        </>
      }
      error={drones.error}
      loading={drones.isPending}
      empty={drones.data?.length === 0}
      emptyText="No drones yet. Add one from the supported drones."
      above={
        <NoticesPanel companyId={companyId} kinds={['maintenance_due', 'insurance_expiring']} />
      }
      after={
        <>
          {editing && (
            <DroneFormDialog
              companyId={companyId}
              drone={editing === 'new' ? null : editing}
              onClose={() => setEditing(null)}
            />
          )}
          <FleetCsvImport
            companyId={companyId}
            kind="drones"
            open={importing}
            onClose={() => setImporting(false)}
          />
        </>
      }
    >
      <Table size="small" data-testid="drones-table">
        <TableHead>
          <TableRow>
            <TableCell>Drone</TableCell>
            <TableCell align="right">Hours</TableCell>
            <TableCell sx={WIDE} align="right">
              Flights
            </TableCell>
            <TableCell sx={WIDE}>Serial</TableCell>
            <TableCell sx={WIDE}>Registration</TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={WIDE}>Insurance until</TableCell>
            {canManage && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {(drones.data ?? []).map((d) => (
            <TableRow key={d.id} data-testid={`drone-${d.serial}`}>
              <TableCell>
                <Typography fontWeight={600}>{d.nickname ?? d.model_name}</Typography>
                <Typography variant="caption" color="text.secondary" display="block">
                  {d.nickname ? d.model_name : null}
                  <Box component="span" sx={{ display: { md: 'none' } }}>
                    {d.nickname ? ' · ' : ''}
                    {d.serial}
                  </Box>
                </Typography>
              </TableCell>
              <TableCell align="right" data-testid="drone-hours">
                {d.flight_hours.toFixed(2)}
              </TableCell>
              <TableCell align="right" sx={WIDE}>
                {d.flights}
              </TableCell>
              <TableCell sx={WIDE}>{d.serial}</TableCell>
              <TableCell sx={WIDE}>{d.registration ?? '—'}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.5}>
                  <Chip size="small" label={d.status} color={STATUS_COLOR[d.status]} />
                  {d.maintenance_due && (
                    <Chip size="small" color="warning" variant="outlined" label="Maintenance due" />
                  )}
                </Stack>
              </TableCell>
              <TableCell sx={{ ...WIDE, whiteSpace: 'nowrap' }}>
                {d.insurance_expiry ?? '—'}
                {d.insurance_document ? ' 📎' : ''}
              </TableCell>
              {canManage && (
                <RowActions
                  label={d.serial}
                  confirm={`Delete ${d.nickname ?? d.serial}? Its logbook flights stay.`}
                  onEdit={() => setEditing(d)}
                  onDelete={() => remove.mutate(d.id)}
                />
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </FleetPageFrame>
  );
}
