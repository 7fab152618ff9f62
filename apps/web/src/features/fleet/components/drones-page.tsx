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
import { useTranslation } from 'react-i18next';

/** Columns a phone drops: the serial moves under the name, the rest are in the edit dialog. */
const PAPERCLIP = ' 📎';
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
  const { t } = useTranslation('fleet');
  const drones = useFleetDrones(companyId);
  const remove = useDeleteFleetItem(companyId, 'drones');
  const [editing, setEditing] = useState<TFleetDrone | null | 'new'>(null);
  const [importing, setImporting] = useState(false);
  return (
    <FleetPageFrame
      title={t('drones.title')}
      subtitle={t('drones.subtitle')}
      actions={
        <>
          <Button component={Link} to={catalogueHref}>
            {t('nav.catalogue')}
          </Button>
          <Button component={Link} to={logbookHref}>
            {t('nav.logbook')}
          </Button>
          {canManage && (
            <>
              <Button onClick={() => void exportCsv(companyId, 'drones')}>{t('exportCsv')}</Button>
              <Button onClick={() => setImporting(true)}>{t('importCsv')}</Button>
              <Button variant="contained" onClick={() => setEditing('new')}>
                {t('drones.add')}
              </Button>
            </>
          )}
        </>
      }
      error={drones.error}
      loading={drones.isPending}
      empty={drones.data?.length === 0}
      emptyText={t('drones.empty')}
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
            <TableCell>{t('drones.col.drone')}</TableCell>
            <TableCell align="right">{t('drones.col.hours')}</TableCell>
            <TableCell sx={WIDE} align="right">
              {t('drones.col.flights')}
            </TableCell>
            <TableCell sx={WIDE}>{t('drones.col.serial')}</TableCell>
            <TableCell sx={WIDE}>{t('drones.col.registration')}</TableCell>
            <TableCell>{t('drones.col.status')}</TableCell>
            <TableCell sx={WIDE}>{t('drones.col.insurance')}</TableCell>
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
                  <Chip
                    size="small"
                    label={t(`drones.status.${d.status}`)}
                    color={STATUS_COLOR[d.status]}
                  />
                  {d.maintenance_due && (
                    <Chip
                      size="small"
                      color="warning"
                      variant="outlined"
                      label={t('drones.maintenanceDue')}
                    />
                  )}
                </Stack>
              </TableCell>
              <TableCell sx={{ ...WIDE, whiteSpace: 'nowrap' }}>
                {d.insurance_expiry ?? '—'}
                {d.insurance_document ? (
                  <span role="img" aria-label={t('drones.insuranceDocument')}>
                    {PAPERCLIP}
                  </span>
                ) : null}
              </TableCell>
              {canManage && (
                <RowActions
                  label={d.serial}
                  confirm={t('drones.confirmDelete', { name: d.nickname ?? d.serial })}
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
